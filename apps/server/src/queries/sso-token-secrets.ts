import { and, eq, inArray } from 'drizzle-orm';
import { secretEnterpriseSsoConnectorRelations, secrets } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of the SSO token sets (`secrets` + their SSO identity relation). */
export type SecretRow = typeof secrets.$inferSelect;

const relations = secretEnterpriseSsoConnectorRelations;

/** The token set stored for the identity (issuer, identity id), if any. */
export const findSsoTokenSecret = async (tx: TenantTx, issuer: string, identityId: string) => {
  const [row] = await tx
    .select({ secret: secrets })
    .from(relations)
    .innerJoin(
      secrets,
      and(eq(secrets.tenantId, relations.tenantId), eq(secrets.id, relations.secretId)),
    )
    .where(
      and(
        eq(relations.tenantId, tx.tenantId),
        eq(relations.issuer, issuer),
        eq(relations.identityId, identityId),
      ),
    );
  return row?.secret;
};

/**
 * Replaces the identity's token set: the previous one (if any) goes (its relation's trigger takes
 * the secret), then the new secret and its relation are written, in the caller's transaction.
 */
export const replaceSsoTokenSecret = async (
  tx: TenantTx,
  values: {
    id: string;
    userId: string;
    ciphertext: string;
    metadata: Record<string, unknown>;
    ssoConnectorId: string;
    issuer: string;
    identityId: string;
  },
) => {
  await tx
    .delete(relations)
    .where(
      and(
        eq(relations.tenantId, tx.tenantId),
        eq(relations.issuer, values.issuer),
        eq(relations.identityId, values.identityId),
      ),
    );
  await tx.insert(secrets).values({
    tenantId: tx.tenantId,
    id: values.id,
    userId: values.userId,
    type: 'federated_token_set',
    ciphertext: values.ciphertext,
    metadata: values.metadata,
  });
  await tx.insert(relations).values({
    tenantId: tx.tenantId,
    secretId: values.id,
    ssoConnectorId: values.ssoConnectorId,
    issuer: values.issuer,
    identityId: values.identityId,
  });
};

/** Every token set kept through the connector goes (token storage switched off). */
export const deleteSsoTokenSecretsOfConnector = async (tx: TenantTx, ssoConnectorId: string) => {
  const rows = await tx
    .delete(relations)
    .where(and(eq(relations.tenantId, tx.tenantId), eq(relations.ssoConnectorId, ssoConnectorId)))
    .returning({ secretId: relations.secretId });
  // The trigger deletes them too; said here as well so the intent does not rest on it alone.
  if (rows.length > 0)
    await tx.delete(secrets).where(
      and(
        eq(secrets.tenantId, tx.tenantId),
        inArray(
          secrets.id,
          rows.map(({ secretId }) => secretId),
        ),
      ),
    );
  return rows.length;
};

/** The token sets kept for a user's SSO identities, with the identity each belongs to. */
export const listSsoTokenSecretsOfUser = (tx: TenantTx, userId: string) =>
  tx
    .select({ secret: secrets, relation: relations })
    .from(secrets)
    .innerJoin(
      relations,
      and(eq(relations.tenantId, secrets.tenantId), eq(relations.secretId, secrets.id)),
    )
    .where(and(eq(secrets.tenantId, tx.tenantId), eq(secrets.userId, userId)));
