import type { SocialUserInfo } from '@gatehouse/schemas/api/experience';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { findUserBySocialIdentity } from '../queries/user-identities.ts';
import { DomainError } from './domain-error.ts';
import { loadSocialConnector } from './social-connectors.ts';
import { patchUser, requireUser } from './user-management.ts';

/** Short tenant transactions: the provider is called between them, never inside one. */
type TenantTransactions = {
  transaction: <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;
};

/** What `users.identities[target]` stores of a social identity (contract entities.md). */
export type StoredIdentity = { userId: string; details?: Record<string, unknown> };
export type Identities = Record<string, StoredIdentity>;

/** The identity entry a social sign-in stores on the user: the provider's id and profile. */
export const identityOf = (info: SocialUserInfo): StoredIdentity => ({
  userId: info.id,
  details: { ...info },
});

/** Fails when another user than `userId` already has this identity. */
const assertIdentityFree = async (
  tx: TenantTx,
  target: string,
  socialUserId: string,
  userId: string,
) => {
  const owner = await findUserBySocialIdentity(tx, target, socialUserId);
  if (owner && owner.id !== userId) throw new DomainError('user.identity_already_in_use');
};

/**
 * `POST /api/users/{userId}/identities`: an administrator's script finished a provider's
 * authorization itself (`POST /api/connectors/{id}/authorization-uri`, then the callback) and
 * hands over the callback's `connectorData` with its `redirectUri`; the connector exchanges the
 * code and the identity is linked to the user. No state or nonce was kept for this flow, as in
 * Logto: the caller is trusted (a management token) and checked its own state.
 */
export const linkIdentityThroughConnector = async (
  tenant: TenantTransactions,
  box: SecretBox,
  userId: string,
  { connectorId, connectorData }: { connectorId: string; connectorData: Record<string, unknown> },
) => {
  const connector = await tenant.transaction(async (tx) => {
    await requireUser(tx, userId);
    return loadSocialConnector(tx, box, connectorId);
  });
  const { redirectUri, state } = connectorData;
  if (typeof redirectUri !== 'string' || redirectUri === '') {
    throw new DomainError('connector.insufficient_request_parameters', {
      data: { missing: ['redirectUri'] },
    });
  }
  const info = await connector.social.userInfo(connector.config, connectorData, {
    state: typeof state === 'string' ? state : '',
    redirectUri,
  });
  return tenant.transaction(async (tx) => {
    await assertIdentityFree(tx, connector.target, info.id, userId);
    const user = await patchUser(tx, userId, (current) => ({
      identities: { ...(current.identities as Identities), [connector.target]: identityOf(info) },
    }));
    return user.identities as Identities;
  });
};
