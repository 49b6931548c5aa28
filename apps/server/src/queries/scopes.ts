import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { resources, scopes } from '../db/schema/index.ts';
import { type Search, searchCondition } from '../db/search.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `scopes` (the permissions of an API resource). */
export type ScopeRow = typeof scopes.$inferSelect;
export type NewScope = Omit<typeof scopes.$inferInsert, 'tenantId'>;
export type ScopePatch = Partial<Pick<ScopeRow, 'name' | 'description'>>;

export const scopeSearchFields = ['id', 'name', 'description'] as const;
const searchColumns = { id: scopes.id, name: scopes.name, description: scopes.description };

type Page = { limit: number; offset: number };
/** Scopes of one resource, of several, or with these ids. */
export type ScopeFilter = { resourceId?: string; resourceIds?: string[]; ids?: string[] };

/** Scopes matching `filter` (and `search`): by resource or by id list. */
const scopeFilter = (tenantId: string, filter: ScopeFilter, search?: Search): SQL | undefined =>
  and(
    eq(scopes.tenantId, tenantId),
    filter.resourceId === undefined ? undefined : eq(scopes.resourceId, filter.resourceId),
    filter.resourceIds === undefined ? undefined : inArray(scopes.resourceId, filter.resourceIds),
    filter.ids === undefined ? undefined : inArray(scopes.id, filter.ids),
    search ? searchCondition(search, searchColumns) : undefined,
  );

export const listScopes = (
  tx: TenantTx,
  filter: ScopeFilter,
  options: { search?: Search | undefined; page?: Page | undefined } = {},
) => {
  if (filter.ids?.length === 0 || filter.resourceIds?.length === 0)
    return Promise.resolve([] as ScopeRow[]);
  const query = tx
    .select()
    .from(scopes)
    .where(scopeFilter(tx.tenantId, filter, options.search))
    .orderBy(asc(scopes.createdAt), asc(scopes.id));
  return options.page ? query.limit(options.page.limit).offset(options.page.offset) : query;
};

export const countScopes = async (tx: TenantTx, filter: ScopeFilter, search?: Search) => {
  if (filter.ids?.length === 0) return 0;
  const [row] = await tx
    .select({ value: count() })
    .from(scopes)
    .where(scopeFilter(tx.tenantId, filter, search));
  return row?.value ?? 0;
};

/** Scopes by id with the indicator of their resource (role assignment rules need both). */
export const findScopesWithIndicator = async (tx: TenantTx, ids: string[]) => {
  if (ids.length === 0) return [];
  return tx
    .select({ id: scopes.id, resourceId: scopes.resourceId, indicator: resources.indicator })
    .from(scopes)
    .innerJoin(
      resources,
      and(eq(resources.tenantId, scopes.tenantId), eq(resources.id, scopes.resourceId)),
    )
    .where(and(eq(scopes.tenantId, tx.tenantId), inArray(scopes.id, ids)));
};

export const findScopeById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(scopes)
    .where(and(eq(scopes.tenantId, tx.tenantId), eq(scopes.id, id)));
  return row;
};

/** The scope of `resourceId` called `name`, other than `exceptId`. */
export const findScopeByName = async (
  tx: TenantTx,
  resourceId: string,
  name: string,
  exceptId?: string,
) => {
  const [row] = await tx
    .select({ id: scopes.id })
    .from(scopes)
    .where(
      and(
        eq(scopes.tenantId, tx.tenantId),
        eq(scopes.resourceId, resourceId),
        eq(scopes.name, name),
        exceptId ? ne(scopes.id, exceptId) : undefined,
      ),
    );
  return row;
};

export const insertScope = async (tx: TenantTx, scope: NewScope) => {
  const [row] = await tx
    .insert(scopes)
    .values({ ...scope, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting a scope returned no row');
  return row;
};

export const updateScope = async (tx: TenantTx, id: string, patch: ScopePatch) => {
  if (Object.keys(patch).length === 0) return findScopeById(tx, id);
  const [row] = await tx
    .update(scopes)
    .set(patch)
    .where(and(eq(scopes.tenantId, tx.tenantId), eq(scopes.id, id)))
    .returning();
  return row;
};

export const deleteScope = async (tx: TenantTx, id: string) => {
  const rows = await tx
    .delete(scopes)
    .where(and(eq(scopes.tenantId, tx.tenantId), eq(scopes.id, id)))
    .returning({ id: scopes.id });
  return rows.length > 0;
};
