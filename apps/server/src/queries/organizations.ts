import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  organizationApplications,
  organizationRoleApplications,
  organizationRoles,
  organizationRoleUsers,
  organizations,
  organizationUsers,
  users,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { defineRelation } from './relation.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganization = Omit<typeof organizations.$inferInsert, 'tenantId'>;
export type OrganizationUpdate = Partial<Omit<OrganizationRow, 'tenantId' | 'id'>>;

const inTenant = (tx: TenantTx) => eq(organizations.tenantId, tx.tenantId);

/** `%value%` with the LIKE wildcards of `value` escaped: `q` is a plain substring. */
export const substringPattern = (value: string) => `%${value.replace(/[\\%_]/g, '\\$&')}%`;

const searchOf = (q: string | undefined) => {
  if (!q) return undefined;
  const pattern = substringPattern(q);
  return or(ilike(organizations.id, pattern), ilike(organizations.name, pattern));
};

export const findOrganizationById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(and(inTenant(tx), eq(organizations.id, id)));
  return row;
};

/** One page of organizations, newest first, whose id or name contains `q`, and their total. */
export const pageOrganizations = async (
  tx: TenantTx,
  options: { q: string | undefined; page: { limit: number; offset: number } },
) => {
  const where = and(inTenant(tx), searchOf(options.q));
  const [total] = await tx.select({ value: count() }).from(organizations).where(where);
  const rows = await tx
    .select()
    .from(organizations)
    .where(where)
    .orderBy(desc(organizations.createdAt), asc(organizations.id))
    .limit(options.page.limit)
    .offset(options.page.offset);
  return { rows, total: total?.value ?? 0 };
};

export const insertOrganization = async (tx: TenantTx, organization: NewOrganization) => {
  const [row] = await tx
    .insert(organizations)
    .values({ ...organization, tenantId: tx.tenantId })
    .returning();
  return row!;
};

export const updateOrganization = async (tx: TenantTx, id: string, update: OrganizationUpdate) => {
  if (Object.keys(update).length === 0) return findOrganizationById(tx, id);
  const [row] = await tx
    .update(organizations)
    .set(update)
    .where(and(inTenant(tx), eq(organizations.id, id)))
    .returning();
  return row;
};

export const deleteOrganization = async (tx: TenantTx, id: string) =>
  (
    await tx
      .delete(organizations)
      .where(and(inTenant(tx), eq(organizations.id, id)))
      .returning({ id: organizations.id })
  ).length > 0;

/** `organization_user_relations` seen from both sides. */
export const organizationUserRelation = defineRelation(organizationUsers, {
  owner: organizationUsers.organizationId,
  member: organizationUsers.userId,
});

/** Member counts of `organizationIds` (the list's `usersCount`). */
export const countMembersByOrganization = (tx: TenantTx, organizationIds: string[]) =>
  organizationUserRelation.countByOwner(tx, organizationIds);

/** Up to three members of each organization, newest first (the list's `featuredUsers`). */
export const listFeaturedMembers = organizationUserRelation.featuredMembers(
  {
    table: users,
    id: users.id,
    tenantId: users.tenantId,
    order: [desc(users.createdAt), asc(users.id)],
  },
  { id: users.id, avatar: users.avatar, name: users.name },
);

/**
 * The organizations a user or an application belongs to, each with the organization roles it
 * holds there (contract Shapes: OrganizationWithOrgRoles), newest organization first.
 */
const organizationsWithRolesOf = (sides: {
  relation: typeof organizationUsers | typeof organizationApplications;
  memberOf: AnyPgColumn;
  roleRelation: typeof organizationRoleUsers | typeof organizationRoleApplications;
  roleMember: AnyPgColumn;
}) => {
  const { relation, memberOf, roleRelation, roleMember } = sides;
  return async (tx: TenantTx, memberId: string) => {
    const rows = await tx
      .select({
        organization: organizations,
        organizationRoles: sql<{ id: string; name: string }[]>`coalesce(
          (select json_agg(json_build_object('id', ${organizationRoles.id}, 'name', ${organizationRoles.name}) order by ${organizationRoles.name})
           from ${roleRelation} inner join ${organizationRoles}
             on ${organizationRoles.tenantId} = ${roleRelation.tenantId} and ${organizationRoles.id} = ${roleRelation.organizationRoleId}
           where ${roleRelation.tenantId} = ${tx.tenantId} and ${roleRelation.organizationId} = ${organizations.id}
             and ${roleMember} = ${memberId}),
          '[]'::json)`,
      })
      .from(relation)
      .innerJoin(
        organizations,
        and(
          eq(organizations.tenantId, relation.tenantId),
          eq(organizations.id, relation.organizationId),
        ),
      )
      .where(and(eq(relation.tenantId, tx.tenantId), eq(memberOf, memberId)))
      .orderBy(desc(organizations.createdAt), asc(organizations.id));
    return rows.map(({ organization, organizationRoles: roles }) => ({
      ...organization,
      organizationRoles: roles,
    }));
  };
};

export const listUserOrganizationsWithRoles = organizationsWithRolesOf({
  relation: organizationUsers,
  memberOf: organizationUsers.userId,
  roleRelation: organizationRoleUsers,
  roleMember: organizationRoleUsers.userId,
});
export const listApplicationOrganizationsWithRoles = organizationsWithRolesOf({
  relation: organizationApplications,
  memberOf: organizationApplications.applicationId,
  roleRelation: organizationRoleApplications,
  roleMember: organizationRoleApplications.applicationId,
});

/** Which of `organizationIds` exist in the tenant. */
export const findExistingOrganizationIds = async (tx: TenantTx, organizationIds: string[]) => {
  if (organizationIds.length === 0) return [];
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inTenant(tx), inArray(organizations.id, organizationIds)));
  return rows.map(({ id }) => id);
};
