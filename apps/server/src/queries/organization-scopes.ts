import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { organizationScopes } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `organization_scopes` (the permissions of the organization template). */
export type OrganizationScopeRow = typeof organizationScopes.$inferSelect;
export type OrganizationScopePatch = Partial<Pick<OrganizationScopeRow, 'name' | 'description'>>;

type Page = { limit: number; offset: number };

/** `q` of the contract: a case-insensitive substring of the id, name or description. */
const searchByQ = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    ilike(organizationScopes.id, pattern),
    ilike(organizationScopes.name, pattern),
    ilike(organizationScopes.description, pattern),
  );
};

const where = (tx: TenantTx, filter: { q?: string | undefined; ids?: string[] }) =>
  and(
    eq(organizationScopes.tenantId, tx.tenantId),
    filter.ids === undefined ? undefined : inArray(organizationScopes.id, filter.ids),
    searchByQ(filter.q),
  );

/** Scopes in name order, optionally only `ids`, filtered by `q`, one page of them. */
export const listOrganizationScopes = async (
  tx: TenantTx,
  filter: { q?: string | undefined; ids?: string[] },
  page?: Page,
): Promise<OrganizationScopeRow[]> => {
  if (filter.ids?.length === 0) return [];
  const query = tx
    .select()
    .from(organizationScopes)
    .where(where(tx, filter))
    .orderBy(asc(organizationScopes.name), asc(organizationScopes.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export const countOrganizationScopes = async (
  tx: TenantTx,
  filter: { q?: string | undefined; ids?: string[] },
) => {
  if (filter.ids?.length === 0) return 0;
  const [row] = await tx
    .select({ value: count() })
    .from(organizationScopes)
    .where(where(tx, filter));
  return row?.value ?? 0;
};

export const findOrganizationScopeById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(organizationScopes)
    .where(and(eq(organizationScopes.tenantId, tx.tenantId), eq(organizationScopes.id, id)));
  return row;
};

/** Which of `ids` name organization scopes of the tenant. */
export const findExistingOrganizationScopeIds = async (tx: TenantTx, ids: string[]) => {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: organizationScopes.id })
    .from(organizationScopes)
    .where(and(eq(organizationScopes.tenantId, tx.tenantId), inArray(organizationScopes.id, ids)));
  return rows.map(({ id }) => id);
};

export const insertOrganizationScope = async (
  tx: TenantTx,
  scope: Omit<OrganizationScopeRow, 'tenantId'>,
) => {
  const [row] = await tx
    .insert(organizationScopes)
    .values({ ...scope, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting an organization scope returned no row');
  return row;
};

export const updateOrganizationScope = async (
  tx: TenantTx,
  id: string,
  patch: OrganizationScopePatch,
) => {
  if (Object.keys(patch).length === 0) return findOrganizationScopeById(tx, id);
  const [row] = await tx
    .update(organizationScopes)
    .set(patch)
    .where(and(eq(organizationScopes.tenantId, tx.tenantId), eq(organizationScopes.id, id)))
    .returning();
  return row;
};

export const deleteOrganizationScope = async (tx: TenantTx, id: string) => {
  const rows = await tx
    .delete(organizationScopes)
    .where(and(eq(organizationScopes.tenantId, tx.tenantId), eq(organizationScopes.id, id)))
    .returning({ id: organizationScopes.id });
  return rows.length > 0;
};
