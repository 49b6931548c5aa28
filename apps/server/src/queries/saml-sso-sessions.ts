import { and, eq, gt } from 'drizzle-orm';
import { idpInitiatedSamlSsoSessions } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * `idp_initiated_saml_sso_sessions`: verified SAML assertions waiting for the sign-in that
 * consumes them. The assertion consumer service cannot see the browser's interaction (the IdP's
 * cross-site form post carries no SameSite=Lax cookie), so it parks the verified assertion here
 * and the `/verify` call, which has the cookie, takes it.
 */
export type SamlSsoSessionRow = typeof idpInitiatedSamlSsoSessions.$inferSelect;
const t = idpInitiatedSamlSsoSessions;

export const insertSamlSsoSession = async (
  tx: TenantTx,
  values: Omit<typeof t.$inferInsert, 'tenantId'>,
) => {
  const [row] = await tx
    .insert(t)
    .values({ ...values, tenantId: tx.tenantId })
    .returning();
  return row as SamlSsoSessionRow;
};

/** Deletes and answers the unexpired session `id` of the connector: a session is used once. */
export const takeSamlSsoSession = async (tx: TenantTx, connectorId: string, id: string) => {
  const [row] = await tx
    .delete(t)
    .where(
      and(
        eq(t.tenantId, tx.tenantId),
        eq(t.connectorId, connectorId),
        eq(t.id, id),
        gt(t.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
};
