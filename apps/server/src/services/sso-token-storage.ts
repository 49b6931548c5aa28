import { generateStandardId } from '@gatehouse/schemas';
import type { SsoTokenSetResponse } from '@gatehouse/schemas/api/sso-connectors';
import type { SsoTokenResponse } from '../connectors/sso/sso-kit.ts';
import type { SecretBox } from '../db/secret-box.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import type { SsoConnectorRow } from '../queries/sso-connectors.ts';
import {
  findSsoTokenSecret,
  replaceSsoTokenSecret,
  type SecretRow,
} from '../queries/sso-token-secrets.ts';
import { findUserSsoIdentityByConnector } from '../queries/user-sso-identities.ts';
import { DomainError } from './domain-error.ts';

/** What is kept of an IdP's token response (issue 11 "token storage"); `expiresAt` in epoch s. */
export type SsoTokenSet = {
  access_token: string;
  token_type?: string;
  scope?: string;
  refresh_token?: string;
  id_token?: string;
  expiresAt?: number;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The token set of a token response, or undefined when it carries no access token. */
export const tokenSetOf = (
  response: SsoTokenResponse,
  now = Date.now(),
): SsoTokenSet | undefined => {
  const accessToken = text(response.access_token);
  if (!accessToken) return undefined;
  const expiresIn = Number(response.expires_in);
  const set: SsoTokenSet = { access_token: accessToken };
  for (const key of ['token_type', 'scope', 'refresh_token', 'id_token'] as const) {
    const value = text(response[key]);
    if (value) set[key] = value;
  }
  if (Number.isFinite(expiresIn) && expiresIn > 0)
    set.expiresAt = Math.floor(now / 1000) + Math.floor(expiresIn);
  return set;
};

/** Sealed for the verification record, so the tokens never sit plain in the interaction. */
export const sealSsoTokenSet = (box: SecretBox, set: SsoTokenSet) => box.seal(JSON.stringify(set));

const openSsoTokenSet = (box: SecretBox, sealed: string) =>
  JSON.parse(box.open(sealed)) as SsoTokenSet;

/**
 * Keeps the token set the sign-in received for the user's identity, replacing the previous one,
 * when the connector stores tokens; otherwise nothing is written.
 */
export const storeSsoTokenSet = async (
  tx: TenantTx,
  box: SecretBox,
  connector: SsoConnectorRow,
  identity: { userId: string; issuer: string; identityId: string },
  sealed: string | undefined,
) => {
  if (!connector.enableTokenStorage || !sealed) return;
  const set = openSsoTokenSet(box, sealed);
  await replaceSsoTokenSecret(tx, {
    id: generateStandardId(),
    userId: identity.userId,
    // Sealed again: the record's envelope may predate a key rotation.
    ciphertext: box.seal(JSON.stringify(set)),
    metadata: {
      ...(set.scope ? { scope: set.scope } : {}),
      ...(set.expiresAt ? { expiresAt: set.expiresAt } : {}),
      ...(set.token_type ? { tokenType: set.token_type } : {}),
      hasRefreshToken: set.refresh_token !== undefined,
    },
    ssoConnectorId: connector.id,
    issuer: identity.issuer,
    identityId: identity.identityId,
  });
};

/**
 * `GET /api/my-account/sso-identities/{connectorId}/access-token`: the access token kept for the
 * user's identity of that connector. No identity: 404 `user.identity_not_exist`; nothing kept:
 * 404 `secrets.third_party_token_set.token_not_found`; expired: 401 `…access_token_expired`.
 */
export const readSsoAccessToken = async (
  tx: TenantTx,
  box: SecretBox,
  userId: string,
  connectorId: string,
  now = Date.now(),
) => {
  const identity = await findUserSsoIdentityByConnector(tx, userId, connectorId);
  if (!identity) throw new DomainError('user.identity_not_exist');
  const secret = await findSsoTokenSecret(tx, identity.issuer, identity.identityId);
  if (!secret || secret.userId !== userId)
    throw new DomainError('secrets.third_party_token_set.token_not_found');
  const set = openSsoTokenSet(box, secret.ciphertext);
  const nowSeconds = Math.floor(now / 1000);
  if (set.expiresAt !== undefined && set.expiresAt <= nowSeconds)
    throw new DomainError('secrets.third_party_token_set.access_token_expired');
  return {
    access_token: set.access_token,
    ...(set.scope ? { scope: set.scope } : {}),
    ...(set.token_type ? { token_type: set.token_type } : {}),
    ...(set.expiresAt !== undefined ? { expires_in: set.expiresAt - nowSeconds } : {}),
  };
};

/** Secret row + relation → the management API's `SsoTokenSet` (metadata only, never tokens). */
export const toSsoTokenSetResponse = ({
  secret,
  relation,
}: {
  secret: SecretRow;
  relation: { ssoConnectorId: string; issuer: string; identityId: string };
}): SsoTokenSetResponse => {
  const metadata = secret.metadata as Record<string, unknown>;
  return {
    tenantId: secret.tenantId,
    id: secret.id,
    userId: secret.userId,
    type: 'federated_token_set',
    metadata: {
      ...(typeof metadata.scope === 'string' ? { scope: metadata.scope } : {}),
      ...(typeof metadata.expiresAt === 'number' ? { expiresAt: metadata.expiresAt } : {}),
      ...(typeof metadata.tokenType === 'string' ? { tokenType: metadata.tokenType } : {}),
      hasRefreshToken: metadata.hasRefreshToken === true,
    },
    createdAt: secret.createdAt.getTime(),
    updatedAt: secret.updatedAt.getTime(),
    identityId: relation.identityId,
    ssoConnectorId: relation.ssoConnectorId,
    issuer: relation.issuer,
  };
};
