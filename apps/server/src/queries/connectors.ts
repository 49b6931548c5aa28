import { and, asc, eq, inArray } from 'drizzle-orm';
import { connectors } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `connectors`. `config` is stored sealed: callers seal and open it. */
export type ConnectorRow = typeof connectors.$inferSelect;
export type NewConnector = Omit<typeof connectors.$inferInsert, 'tenantId'>;
export type ConnectorPatch = Partial<
  Pick<ConnectorRow, 'config' | 'metadata' | 'syncProfile' | 'enableTokenStorage'>
>;

export const listConnectors = (tx: TenantTx) =>
  tx
    .select()
    .from(connectors)
    .where(eq(connectors.tenantId, tx.tenantId))
    .orderBy(asc(connectors.createdAt), asc(connectors.id));

export const findConnectorById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(connectors)
    .where(and(eq(connectors.tenantId, tx.tenantId), eq(connectors.id, id)));
  return row;
};

/** The connectors made from any of these factories. */
export const listConnectorsByFactories = (tx: TenantTx, factoryIds: readonly string[]) =>
  factoryIds.length === 0
    ? Promise.resolve([] as ConnectorRow[])
    : tx
        .select()
        .from(connectors)
        .where(
          and(
            eq(connectors.tenantId, tx.tenantId),
            inArray(connectors.connectorId, [...factoryIds]),
          ),
        )
        .orderBy(asc(connectors.createdAt));

export const insertConnector = async (tx: TenantTx, values: NewConnector) => {
  const [row] = await tx
    .insert(connectors)
    .values({ ...values, tenantId: tx.tenantId })
    .returning();
  return row as ConnectorRow;
};

export const updateConnector = async (tx: TenantTx, id: string, patch: ConnectorPatch) => {
  if (Object.keys(patch).length === 0) return findConnectorById(tx, id);
  const [row] = await tx
    .update(connectors)
    .set(patch)
    .where(and(eq(connectors.tenantId, tx.tenantId), eq(connectors.id, id)))
    .returning();
  return row;
};

export const deleteConnectors = async (tx: TenantTx, ids: readonly string[]) => {
  if (ids.length === 0) return 0;
  const rows = await tx
    .delete(connectors)
    .where(and(eq(connectors.tenantId, tx.tenantId), inArray(connectors.id, [...ids])))
    .returning({ id: connectors.id });
  return rows.length;
};
