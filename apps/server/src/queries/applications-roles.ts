import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { applications, applicationsRoles } from '../db/schema/index.ts';
import { type Search, searchCondition } from '../http/search.ts';
import {
  countHoldersByRole,
  deleteHeldRoles,
  findHoldersOfRole,
  listHeldRoleIds,
  type RoleHolderRelation,
} from './role-holders.ts';

/** Tenant-scoped queries of `applications_roles` (machine-to-machine roles of applications). */
export type ApplicationRow = typeof applications.$inferSelect;

const relation: RoleHolderRelation = {
  table: applicationsRoles,
  holderId: applicationsRoles.applicationId,
};

export const roleApplicationSearchFields = ['id', 'name', 'description'] as const;
const applicationSearchColumns = {
  id: applications.id,
  name: applications.name,
  description: applications.description,
};

/** The application a role assignment names (its type decides what may be assigned). */
export const findApplicationForRoles = async (tx: Queryable, tenantId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)));
  return row;
};

export const findApplicationsForRoles = async (tx: Queryable, tenantId: string, ids: string[]) => {
  if (ids.length === 0) return [];
  return tx
    .select({ id: applications.id, type: applications.type })
    .from(applications)
    .where(and(eq(applications.tenantId, tenantId), inArray(applications.id, ids)));
};

export const listApplicationRoleIds = (tx: Queryable, tenantId: string, applicationId: string) =>
  listHeldRoleIds(tx, relation, tenantId, applicationId);

/** Which of `applicationIds` already hold `roleId`. */
export const findRoleApplicationIds = (
  tx: Queryable,
  tenantId: string,
  roleId: string,
  applicationIds: string[],
) => findHoldersOfRole(tx, relation, tenantId, roleId, applicationIds);

const holdersCondition = (tenantId: string, roleId: string, search?: Search): SQL | undefined =>
  and(
    eq(applicationsRoles.tenantId, tenantId),
    eq(applicationsRoles.roleId, roleId),
    search ? searchCondition(search, applicationSearchColumns) : undefined,
  );

const joinApplications = and(
  eq(applications.tenantId, applicationsRoles.tenantId),
  eq(applications.id, applicationsRoles.applicationId),
);

/** The applications holding `roleId`, newest first. */
export const listRoleApplications = (
  tx: Queryable,
  tenantId: string,
  roleId: string,
  options: { search?: Search | undefined; page: { limit: number; offset: number } },
) =>
  tx
    .select({ application: applications })
    .from(applicationsRoles)
    .innerJoin(applications, joinApplications)
    .where(holdersCondition(tenantId, roleId, options.search))
    .orderBy(desc(applications.createdAt), asc(applications.id))
    .limit(options.page.limit)
    .offset(options.page.offset)
    .then((rows) => rows.map(({ application }) => application));

export const countRoleApplications = async (
  tx: Queryable,
  tenantId: string,
  roleId: string,
  search?: Search,
) => {
  const [row] = await tx
    .select({ value: count() })
    .from(applicationsRoles)
    .innerJoin(applications, joinApplications)
    .where(holdersCondition(tenantId, roleId, search));
  return row?.value ?? 0;
};

/** Number of applications holding each role in `roleIds`. */
export const countApplicationsByRole = (tx: Queryable, tenantId: string, roleIds: string[]) =>
  countHoldersByRole(tx, relation, tenantId, roleIds);

/** Up to `limit` applications of each role in `roleIds` (newest first), for the roles list. */
export const listFeaturedApplicationsByRole = async (
  tx: Queryable,
  tenantId: string,
  roleIds: string[],
  limit = 3,
) => {
  if (roleIds.length === 0) return [];
  const ranked = tx
    .select({
      roleId: applicationsRoles.roleId,
      id: applications.id,
      name: applications.name,
      type: applications.type,
      rank: sql<number>`row_number() over (partition by ${applicationsRoles.roleId} order by ${applications.createdAt} desc, ${applications.id})`.as(
        'rank',
      ),
    })
    .from(applicationsRoles)
    .innerJoin(applications, joinApplications)
    .where(
      and(eq(applicationsRoles.tenantId, tenantId), inArray(applicationsRoles.roleId, roleIds)),
    )
    .as('ranked');
  return tx
    .select({ roleId: ranked.roleId, id: ranked.id, name: ranked.name, type: ranked.type })
    .from(ranked)
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.roleId), asc(ranked.rank));
};

export const insertApplicationRoles = async (
  tx: Queryable,
  tenantId: string,
  pairs: { applicationId: string; roleId: string }[],
) => {
  if (pairs.length === 0) return;
  await tx.insert(applicationsRoles).values(pairs.map((pair) => ({ ...pair, tenantId })));
};

export const deleteApplicationRoles = (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  roleIds: string[],
) => deleteHeldRoles(tx, relation, tenantId, applicationId, roleIds);
