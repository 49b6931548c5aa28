import { and, asc, count, eq, ne } from 'drizzle-orm';
import { resources } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `resources` (API resources and their indicators). */
export type ResourceRow = typeof resources.$inferSelect;
export type NewResource = Omit<typeof resources.$inferInsert, 'tenantId'>;
export type ResourcePatch = Partial<Pick<ResourceRow, 'name' | 'accessTokenTtl' | 'isDefault'>>;

const ofTenant = (tenantId: string) => eq(resources.tenantId, tenantId);

export const listResources = (tx: TenantTx, page?: { limit: number; offset: number }) => {
  const query = tx
    .select()
    .from(resources)
    .where(ofTenant(tx.tenantId))
    .orderBy(asc(resources.name), asc(resources.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export const countResources = async (tx: TenantTx) => {
  const [row] = await tx.select({ value: count() }).from(resources).where(ofTenant(tx.tenantId));
  return row?.value ?? 0;
};

export const findResourceById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(resources)
    .where(and(ofTenant(tx.tenantId), eq(resources.id, id)));
  return row;
};

export const findResourceRowByIndicator = async (tx: TenantTx, indicator: string) => {
  const [row] = await tx
    .select()
    .from(resources)
    .where(and(ofTenant(tx.tenantId), eq(resources.indicator, indicator)));
  return row;
};

export const insertResource = async (tx: TenantTx, resource: NewResource) => {
  const [row] = await tx
    .insert(resources)
    .values({ ...resource, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting a resource returned no row');
  return row;
};

export const updateResource = async (tx: TenantTx, id: string, patch: ResourcePatch) => {
  if (Object.keys(patch).length === 0) return findResourceById(tx, id);
  const [row] = await tx
    .update(resources)
    .set(patch)
    .where(and(ofTenant(tx.tenantId), eq(resources.id, id)))
    .returning();
  return row;
};

/** Clears the default flag of every other resource, so the unique index keeps at most one. */
export const clearOtherDefaultResources = (tx: TenantTx, keepId: string) =>
  tx
    .update(resources)
    .set({ isDefault: false })
    .where(and(ofTenant(tx.tenantId), eq(resources.isDefault, true), ne(resources.id, keepId)));

export const deleteResource = async (tx: TenantTx, id: string) => {
  const rows = await tx
    .delete(resources)
    .where(and(ofTenant(tx.tenantId), eq(resources.id, id)))
    .returning({ id: resources.id });
  return rows.length > 0;
};
