import { and, eq, gt, isNull } from 'drizzle-orm';
import { ssoConnectorTestSessions } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `sso_connector_test_sessions` (SSO "test connection" round trips). */
export type SsoConnectorTestRow = typeof ssoConnectorTestSessions.$inferSelect;
const t = ssoConnectorTestSessions;

export const insertSsoConnectorTest = async (
  tx: TenantTx,
  values: Omit<typeof t.$inferInsert, 'tenantId'>,
) => {
  const [row] = await tx
    .insert(t)
    .values({ ...values, tenantId: tx.tenantId })
    .returning();
  return row as SsoConnectorTestRow;
};

/** The unexpired test of the connector the IdP came back with (its `state`), if any. */
export const findSsoConnectorTestByState = async (
  tx: TenantTx,
  connectorId: string,
  state: string,
) => {
  const [row] = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.tenantId, tx.tenantId),
        eq(t.connectorId, connectorId),
        eq(t.state, state),
        gt(t.expiresAt, new Date()),
      ),
    );
  return row;
};

/** The test `id` of the connector, when `ownerId` started it (another caller sees nothing). */
export const findOwnSsoConnectorTest = async (
  tx: TenantTx,
  connectorId: string,
  id: string,
  ownerId: string,
) => {
  const [row] = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.tenantId, tx.tenantId),
        eq(t.connectorId, connectorId),
        eq(t.id, id),
        eq(t.ownerId, ownerId),
        gt(t.expiresAt, new Date()),
      ),
    );
  return row;
};

/**
 * Records the result once: only a test without one is updated, so a replayed callback cannot
 * overwrite what the administrator is reading.
 */
export const recordSsoConnectorTestResult = async (
  tx: TenantTx,
  id: string,
  result: Record<string, unknown>,
) => {
  const rows = await tx
    .update(t)
    .set({ result })
    .where(and(eq(t.tenantId, tx.tenantId), eq(t.id, id), isNull(t.result)))
    .returning({ id: t.id });
  return rows.length > 0;
};
