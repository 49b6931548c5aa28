import { and, eq } from 'drizzle-orm';
import { ssoConnectorIdpInitiatedAuthConfigs } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** `sso_connector_idp_initiated_auth_configs`: one row per SAML connector that allows it. */
export type IdpInitiatedAuthConfigRow = typeof ssoConnectorIdpInitiatedAuthConfigs.$inferSelect;
type Values = Omit<typeof ssoConnectorIdpInitiatedAuthConfigs.$inferInsert, 'tenantId'>;
const t = ssoConnectorIdpInitiatedAuthConfigs;
const byConnector = (tx: TenantTx, connectorId: string) =>
  and(eq(t.tenantId, tx.tenantId), eq(t.connectorId, connectorId));

export const findIdpInitiatedAuthConfig = async (tx: TenantTx, connectorId: string) => {
  const [row] = await tx.select().from(t).where(byConnector(tx, connectorId));
  return row;
};

/** Insert or replace the connector's config (PUT semantics: fields left out are reset). */
export const upsertIdpInitiatedAuthConfig = async (tx: TenantTx, values: Values) => {
  const { connectorId: _connectorId, ...replaced } = values;
  const [row] = await tx
    .insert(t)
    .values({ ...values, tenantId: tx.tenantId })
    .onConflictDoUpdate({ target: [t.tenantId, t.connectorId], set: replaced })
    .returning();
  return row as IdpInitiatedAuthConfigRow;
};

export const deleteIdpInitiatedAuthConfig = async (tx: TenantTx, connectorId: string) => {
  const rows = await tx.delete(t).where(byConnector(tx, connectorId)).returning();
  return rows.length;
};
