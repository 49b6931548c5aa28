import { and, eq, gt, sql } from 'drizzle-orm';
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
        // IdP-initiated rows are never deleted here: they also remember the assertion.
        sql`coalesce(${t.assertionContent} ->> 'idpInitiated', '') <> 'true'`,
      ),
    )
    .returning();
  return row;
};

/**
 * An IdP-initiated assertion, kept under its fingerprint as id: a second post of the same
 * assertion finds the row taken (answers undefined), consumed or not, until the row expires.
 */
export const insertIdpInitiatedSamlSsoSession = async (
  tx: TenantTx,
  values: Omit<typeof t.$inferInsert, 'tenantId'>,
) => {
  const [row] = await tx
    .insert(t)
    .values({ ...values, tenantId: tx.tenantId })
    .onConflictDoNothing()
    .returning();
  return row;
};

/**
 * Marks the IdP-initiated session `id` of the connector consumed and answers it, once, while it
 * is usable (`usableUntil` in its content); the row stays so the assertion cannot come back.
 */
export const consumeIdpInitiatedSamlSsoSession = async (
  tx: TenantTx,
  connectorId: string,
  id: string,
) => {
  const now = new Date();
  const [row] = await tx
    .update(t)
    .set({
      assertionContent: sql`${t.assertionContent} || jsonb_build_object('consumedAt', ${now.getTime()}::bigint)`,
    })
    .where(
      and(
        eq(t.tenantId, tx.tenantId),
        eq(t.connectorId, connectorId),
        eq(t.id, id),
        gt(t.expiresAt, now),
        sql`${t.assertionContent} ->> 'idpInitiated' = 'true'`,
        sql`not (${t.assertionContent} ? 'consumedAt')`,
        sql`(${t.assertionContent} ->> 'usableUntil')::bigint > ${now.getTime()}`,
      ),
    )
    .returning();
  return row;
};

/** The IdP-initiated session `id` of the connector if it is still usable (not consumed). */
export const findUsableIdpInitiatedSamlSsoSession = async (
  tx: TenantTx,
  connectorId: string,
  id: string,
) => {
  const now = Date.now();
  const [row] = await tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.tenantId, tx.tenantId),
        eq(t.connectorId, connectorId),
        eq(t.id, id),
        sql`${t.assertionContent} ->> 'idpInitiated' = 'true'`,
        sql`not (${t.assertionContent} ? 'consumedAt')`,
        sql`(${t.assertionContent} ->> 'usableUntil')::bigint > ${now}`,
      ),
    );
  return row;
};
