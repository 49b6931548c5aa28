import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  organizationRoleResourceScopes,
  organizationRoleScopes,
  organizationRoles,
  organizationScopes,
  resources,
  scopes,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { defineRelation } from './relation.ts';

/** Tenant-scoped queries of `organization_roles` (the roles of the organization template). */
export type OrganizationRoleRow = typeof organizationRoles.$inferSelect;
export type OrganizationRolePatch = Partial<
  Pick<OrganizationRoleRow, 'name' | 'description' | 'type'>
>;

type Page = { limit: number; offset: number };

/** The organization role (template role of every organization) called `name`. */
export const findOrganizationRoleByName = async (tx: TenantTx, name: string) => {
  const [row] = await tx
    .select({ id: organizationRoles.id })
    .from(organizationRoles)
    .where(and(eq(organizationRoles.tenantId, tx.tenantId), eq(organizationRoles.name, name)));
  return row;
};

/** `q` of the contract: a case-insensitive substring of the id, name or description. */
const searchByQ = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    ilike(organizationRoles.id, pattern),
    ilike(organizationRoles.name, pattern),
    ilike(organizationRoles.description, pattern),
  );
};

export type OrganizationRoleFilter = { q?: string | undefined; ids?: string[] };

const where = (tx: TenantTx, filter: OrganizationRoleFilter) =>
  and(
    eq(organizationRoles.tenantId, tx.tenantId),
    filter.ids === undefined ? undefined : inArray(organizationRoles.id, filter.ids),
    searchByQ(filter.q),
  );

/** Roles in name order, optionally only `ids`, filtered by `q`, one page of them. */
export const listOrganizationRoles = async (
  tx: TenantTx,
  filter: OrganizationRoleFilter,
  page?: Page,
): Promise<OrganizationRoleRow[]> => {
  if (filter.ids?.length === 0) return [];
  const query = tx
    .select()
    .from(organizationRoles)
    .where(where(tx, filter))
    .orderBy(asc(organizationRoles.name), asc(organizationRoles.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export const countOrganizationRoles = async (tx: TenantTx, filter: OrganizationRoleFilter) => {
  if (filter.ids?.length === 0) return 0;
  const [row] = await tx
    .select({ value: count() })
    .from(organizationRoles)
    .where(where(tx, filter));
  return row?.value ?? 0;
};

export const findOrganizationRoleById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(organizationRoles)
    .where(and(eq(organizationRoles.tenantId, tx.tenantId), eq(organizationRoles.id, id)));
  return row;
};

export const insertOrganizationRole = async (
  tx: TenantTx,
  role: Omit<OrganizationRoleRow, 'tenantId'>,
) => {
  const [row] = await tx
    .insert(organizationRoles)
    .values({ ...role, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting an organization role returned no row');
  return row;
};

export const updateOrganizationRole = async (
  tx: TenantTx,
  id: string,
  patch: OrganizationRolePatch,
) => {
  if (Object.keys(patch).length === 0) return findOrganizationRoleById(tx, id);
  const [row] = await tx
    .update(organizationRoles)
    .set(patch)
    .where(and(eq(organizationRoles.tenantId, tx.tenantId), eq(organizationRoles.id, id)))
    .returning();
  return row;
};

export const deleteOrganizationRole = async (tx: TenantTx, id: string) => {
  const rows = await tx
    .delete(organizationRoles)
    .where(and(eq(organizationRoles.tenantId, tx.tenantId), eq(organizationRoles.id, id)))
    .returning({ id: organizationRoles.id });
  return rows.length > 0;
};

/** The organization scopes a role grants (owner: role, member: organization scope). */
export const organizationRoleScopeRelation = defineRelation(organizationRoleScopes, {
  owner: organizationRoleScopes.organizationRoleId,
  member: organizationRoleScopes.organizationScopeId,
});

/** The API-resource scopes a role grants inside its organization (owner: role, member: scope). */
export const organizationRoleResourceScopeRelation = defineRelation(
  organizationRoleResourceScopes,
  {
    owner: organizationRoleResourceScopes.organizationRoleId,
    member: organizationRoleResourceScopes.scopeId,
  },
);

/** Pages of the organization scopes a role grants. */
export const pageRoleOrganizationScopes = organizationRoleScopeRelation.memberPages({
  table: organizationScopes,
  id: organizationScopes.id,
  tenantId: organizationScopes.tenantId,
  order: [asc(organizationScopes.name), asc(organizationScopes.id)],
  searchColumns: { id: organizationScopes.id, name: organizationScopes.name },
});

/** Pages of the API-resource scopes a role grants. */
export const pageRoleResourceScopes = organizationRoleResourceScopeRelation.memberPages({
  table: scopes,
  id: scopes.id,
  tenantId: scopes.tenantId,
  order: [asc(scopes.name), asc(scopes.id)],
  searchColumns: { id: scopes.id, name: scopes.name },
});

/** `{roleId, id, name}` of the organization scopes of `roleIds`, in scope name order. */
export const findScopeRefsOfOrganizationRoles = async (tx: TenantTx, roleIds: string[]) => {
  if (roleIds.length === 0) return [];
  return tx
    .select({
      roleId: organizationRoleScopes.organizationRoleId,
      id: organizationScopes.id,
      name: organizationScopes.name,
    })
    .from(organizationRoleScopes)
    .innerJoin(
      organizationScopes,
      and(
        eq(organizationScopes.tenantId, organizationRoleScopes.tenantId),
        eq(organizationScopes.id, organizationRoleScopes.organizationScopeId),
      ),
    )
    .where(
      and(
        eq(organizationRoleScopes.tenantId, tx.tenantId),
        inArray(organizationRoleScopes.organizationRoleId, roleIds),
      ),
    )
    .orderBy(asc(organizationScopes.name), asc(organizationScopes.id));
};

/** `{roleId, id, name, resource: {id, name}}` of the resource scopes of `roleIds`. */
export const findResourceScopeRefsOfOrganizationRoles = async (tx: TenantTx, roleIds: string[]) => {
  if (roleIds.length === 0) return [];
  return tx
    .select({
      roleId: organizationRoleResourceScopes.organizationRoleId,
      id: scopes.id,
      name: scopes.name,
      resource: { id: resources.id, name: resources.name },
    })
    .from(organizationRoleResourceScopes)
    .innerJoin(
      scopes,
      and(
        eq(scopes.tenantId, organizationRoleResourceScopes.tenantId),
        eq(scopes.id, organizationRoleResourceScopes.scopeId),
      ),
    )
    .innerJoin(
      resources,
      and(eq(resources.tenantId, scopes.tenantId), eq(resources.id, scopes.resourceId)),
    )
    .where(
      and(
        eq(organizationRoleResourceScopes.tenantId, tx.tenantId),
        inArray(organizationRoleResourceScopes.organizationRoleId, roleIds),
      ),
    )
    .orderBy(asc(resources.name), asc(scopes.name), asc(scopes.id));
};
