import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  applications,
  organizationApplications,
  organizationRoleApplications,
  organizationRoles,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { substringPattern } from './organizations.ts';

const ofOrganization = (tx: TenantTx, organizationId: string) =>
  and(
    eq(organizationApplications.tenantId, tx.tenantId),
    eq(organizationApplications.organizationId, organizationId),
  );

/** One page of an organization's applications, newest first, whose id or name contains `q`. */
export const pageOrganizationApplications = async (
  tx: TenantTx,
  organizationId: string,
  q: string | undefined,
  page: { limit: number; offset: number },
) => {
  const pattern = q ? substringPattern(q) : undefined;
  const where = and(
    ofOrganization(tx, organizationId),
    pattern ? or(ilike(applications.id, pattern), ilike(applications.name, pattern)) : undefined,
  );
  const join = and(
    eq(applications.tenantId, organizationApplications.tenantId),
    eq(applications.id, organizationApplications.applicationId),
  );
  const [total] = await tx
    .select({ value: count() })
    .from(organizationApplications)
    .innerJoin(applications, join)
    .where(where);
  const rows = await tx
    .select({ application: applications })
    .from(organizationApplications)
    .innerJoin(applications, join)
    .where(where)
    .orderBy(desc(applications.createdAt), asc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(({ application }) => application), total: total?.value ?? 0 };
};

/** The organization roles of each of `applicationIds` in the organization, by name. */
export const listApplicationRoleRefs = async (
  tx: TenantTx,
  organizationId: string,
  applicationIds: string[],
) => {
  const byApplication = new Map<string, { id: string; name: string }[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await tx
    .select({
      applicationId: organizationRoleApplications.applicationId,
      id: organizationRoles.id,
      name: organizationRoles.name,
    })
    .from(organizationRoleApplications)
    .innerJoin(
      organizationRoles,
      and(
        eq(organizationRoles.tenantId, organizationRoleApplications.tenantId),
        eq(organizationRoles.id, organizationRoleApplications.organizationRoleId),
      ),
    )
    .where(
      and(
        eq(organizationRoleApplications.tenantId, tx.tenantId),
        eq(organizationRoleApplications.organizationId, organizationId),
        inArray(organizationRoleApplications.applicationId, applicationIds),
      ),
    )
    .orderBy(asc(organizationRoles.name));
  for (const { applicationId, id, name } of rows) {
    const list = byApplication.get(applicationId) ?? [];
    list.push({ id, name });
    byApplication.set(applicationId, list);
  }
  return byApplication;
};

/** Adds applications (already related ones stay); the database refuses non-M2M types. */
export const insertOrganizationApplications = async (
  tx: TenantTx,
  organizationId: string,
  applicationIds: string[],
) => {
  if (applicationIds.length === 0) return;
  await tx
    .insert(organizationApplications)
    .values(
      applicationIds.map((applicationId) => ({
        tenantId: tx.tenantId,
        organizationId,
        applicationId,
      })),
    )
    .onConflictDoNothing();
};

export const deleteOrganizationApplications = async (
  tx: TenantTx,
  organizationId: string,
  applicationIds?: string[],
) => {
  if (applicationIds && applicationIds.length === 0) return 0;
  const rows = await tx
    .delete(organizationApplications)
    .where(
      and(
        ofOrganization(tx, organizationId),
        applicationIds
          ? inArray(organizationApplications.applicationId, applicationIds)
          : undefined,
      ),
    )
    .returning({ id: organizationApplications.applicationId });
  return rows.length;
};

export const findApplicationsAmong = async (
  tx: TenantTx,
  organizationId: string,
  applicationIds: string[],
) => {
  if (applicationIds.length === 0) return [];
  const rows = await tx
    .select({ id: organizationApplications.applicationId })
    .from(organizationApplications)
    .where(
      and(
        ofOrganization(tx, organizationId),
        inArray(organizationApplications.applicationId, applicationIds),
      ),
    );
  return rows.map(({ id }) => id);
};

/** An application's organization roles (full rows), by name; paged when `page` is given. */
export const pageApplicationRoles = async (
  tx: TenantTx,
  organizationId: string,
  applicationId: string,
  page: { limit: number; offset: number } | undefined,
) => {
  const where = and(
    eq(organizationRoleApplications.tenantId, tx.tenantId),
    eq(organizationRoleApplications.organizationId, organizationId),
    eq(organizationRoleApplications.applicationId, applicationId),
  );
  const query = tx
    .select({ role: organizationRoles })
    .from(organizationRoleApplications)
    .innerJoin(
      organizationRoles,
      and(
        eq(organizationRoles.tenantId, organizationRoleApplications.tenantId),
        eq(organizationRoles.id, organizationRoleApplications.organizationRoleId),
      ),
    )
    .where(where)
    .orderBy(asc(organizationRoles.name), asc(organizationRoles.id));
  const rows = (await (page ? query.limit(page.limit).offset(page.offset) : query)).map(
    ({ role }) => role,
  );
  if (!page) return { rows, total: rows.length };
  const [total] = await tx
    .select({ value: count() })
    .from(organizationRoleApplications)
    .where(where);
  return { rows, total: total?.value ?? 0 };
};

export const insertApplicationRoles = async (
  tx: TenantTx,
  organizationId: string,
  pairs: { applicationId: string; organizationRoleId: string }[],
) => {
  if (pairs.length === 0) return;
  await tx
    .insert(organizationRoleApplications)
    .values(pairs.map((pair) => ({ ...pair, organizationId, tenantId: tx.tenantId })))
    .onConflictDoNothing();
};

export const deleteApplicationRoles = async (
  tx: TenantTx,
  organizationId: string,
  applicationId: string,
  roleIds?: string[],
) => {
  if (roleIds && roleIds.length === 0) return 0;
  const rows = await tx
    .delete(organizationRoleApplications)
    .where(
      and(
        eq(organizationRoleApplications.tenantId, tx.tenantId),
        eq(organizationRoleApplications.organizationId, organizationId),
        eq(organizationRoleApplications.applicationId, applicationId),
        roleIds ? inArray(organizationRoleApplications.organizationRoleId, roleIds) : undefined,
      ),
    )
    .returning({ id: organizationRoleApplications.organizationRoleId });
  return rows.length;
};

/** Which of `applicationIds` exist in the tenant, with their types. */
export const findApplicationTypes = async (tx: TenantTx, applicationIds: string[]) => {
  if (applicationIds.length === 0) return [];
  return tx
    .select({ id: applications.id, type: applications.type })
    .from(applications)
    .where(and(eq(applications.tenantId, tx.tenantId), inArray(applications.id, applicationIds)));
};
