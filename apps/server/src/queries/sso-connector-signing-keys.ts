import { and, asc, eq } from 'drizzle-orm';
import { samlSsoConnectorSigningKeys } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `saml_sso_connector_signing_keys`; `private_key` is stored sealed. */
export type SsoSigningKeyRow = typeof samlSsoConnectorSigningKeys.$inferSelect;

const t = samlSsoConnectorSigningKeys;
const ofConnector = (tx: TenantTx, connectorId: string) =>
  and(eq(t.tenantId, tx.tenantId), eq(t.ssoConnectorId, connectorId));

export const listSsoSigningKeys = (tx: TenantTx, connectorId: string) =>
  tx.select().from(t).where(ofConnector(tx, connectorId)).orderBy(asc(t.createdAt), asc(t.id));

export const findSsoSigningKey = async (tx: TenantTx, connectorId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(ofConnector(tx, connectorId), eq(t.id, id)));
  return row;
};

export const insertSsoSigningKey = async (
  tx: TenantTx,
  values: Omit<typeof t.$inferInsert, 'tenantId'>,
) => {
  const [row] = await tx
    .insert(t)
    .values({ ...values, tenantId: tx.tenantId })
    .returning();
  return row as SsoSigningKeyRow;
};

/** Clears the active flag of every key of the connector (before another becomes active). */
export const deactivateSsoSigningKeys = (tx: TenantTx, connectorId: string) =>
  tx
    .update(t)
    .set({ active: false })
    .where(and(ofConnector(tx, connectorId), eq(t.active, true)));

export const setSsoSigningKeyActive = async (
  tx: TenantTx,
  connectorId: string,
  id: string,
  active: boolean,
) => {
  const [row] = await tx
    .update(t)
    .set({ active })
    .where(and(ofConnector(tx, connectorId), eq(t.id, id)))
    .returning();
  return row;
};

export const deleteSsoSigningKey = (tx: TenantTx, connectorId: string, id: string) =>
  tx.delete(t).where(and(ofConnector(tx, connectorId), eq(t.id, id)));

/** The key the connector signs its requests with, if one is active. */
export const findActiveSsoSigningKey = async (tx: TenantTx, connectorId: string) => {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(ofConnector(tx, connectorId), eq(t.active, true)));
  return row;
};
