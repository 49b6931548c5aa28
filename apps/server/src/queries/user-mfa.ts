import { and, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * `users.mfa_verifications` read for a change: the row stays locked until the transaction ends,
 * so two requests cannot both spend the same backup code or TOTP time step.
 */
export const findUserForMfaUpdate = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), eq(users.id, id)))
    .for('update');
  return row;
};

/** The user holding a WebAuthn credential (passkey sign-in without an identifier). */
export const findUserByWebAuthnCredential = async (tx: TenantTx, credentialId: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tx.tenantId),
        sql`${users.mfaVerifications} @> ${JSON.stringify([{ type: 'WebAuthn', credentialId }])}::jsonb`,
      ),
    );
  return row;
};
