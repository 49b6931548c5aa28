import { type Client, errors, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { ClientStore } from './clients.ts';

type GrantSource = { scopes: Set<string> };
type RefreshTokenLike = {
  totalLifetime: () => number;
  isSenderConstrained: () => boolean;
  ttlPercentagePassed: () => number;
  remainingTTL: number;
};

const daySeconds = 24 * 60 * 60;
const defaultRefreshTokenTtl = 14 * daySeconds;

/**
 * Loads the grant of the session (or of a finished consent) and, for first-party applications,
 * extends it with everything the request asks for, so they never see a consent page (Logto's
 * behaviour). Third-party applications get the stored grant only and go through consent.
 */
export const createLoadExistingGrant =
  (clients: ClientStore) =>
  async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { oidc } = ctx;
    const client = oidc.client as Client;
    const session = oidc.session;
    const accountId = session?.accountId;
    const grantId =
      oidc.result?.consent?.grantId ?? (session ? session.grantIdFor(client.clientId) : undefined);
    const found = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    const existing = found && found.accountId === accountId ? found : undefined;

    const entry = clients.peek(client.clientId);
    if (!entry || entry.isThirdParty || !accountId) return existing;

    const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId });
    const oidcScopes = [...oidc.requestParamOIDCScopes];
    if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes.join(' '));
    const claims = [...oidc.requestParamClaims];
    if (claims.length > 0) grant.addOIDCClaims(claims);
    for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
      const available = new Set(resourceServer.scope.split(' '));
      const requested = [...oidc.requestParamScopes].filter((scope) => available.has(scope));
      if (requested.length > 0) grant.addResourceScope(indicator, requested.join(' '));
    }
    await grant.save();
    return grant;
  };

/** contract/oidc.md: refresh_token grant allowed AND (offline_access OR web + alwaysIssueRefreshToken). */
export const createIssueRefreshToken =
  (clients: ClientStore) =>
  async (_ctx: KoaContextWithOIDC, client: Client, source: GrantSource): Promise<boolean> => {
    if (!client.grantTypeAllowed('refresh_token')) return false;
    if (source.scopes.has('offline_access')) return true;
    const entry = clients.peek(client.clientId);
    return client.applicationType === 'web' && entry?.custom.alwaysIssueRefreshToken === true;
  };

/**
 * contract/oidc.md rotation rule: never when the app says `rotateRefreshToken: false`; otherwise
 * not past 365.25 days of total lifetime, always for public clients, and for confidential clients
 * once 70 % of the token's TTL has passed.
 */
export const createRotateRefreshToken = (clients: ClientStore) => (ctx: KoaContextWithOIDC) => {
  const client = ctx.oidc.client as Client;
  const refreshToken = ctx.oidc.entities.RefreshToken as unknown as RefreshTokenLike;
  if (clients.peek(client.clientId)?.custom.rotateRefreshToken === false) return false;
  if (refreshToken.totalLifetime() >= 365.25 * daySeconds) return false;
  if (client.clientAuthMethod === 'none' && !refreshToken.isSenderConstrained()) return true;
  return refreshToken.ttlPercentagePassed() >= 70;
};

/** contract/oidc.md TTL table, RefreshToken row. */
export const createRefreshTokenTtl =
  (clients: ClientStore) =>
  (ctx: KoaContextWithOIDC, token: { isSenderConstrained: () => boolean }, client: Client) => {
    const rotated = ctx?.oidc?.entities.RotatedRefreshToken as unknown as
      | RefreshTokenLike
      | undefined;
    if (
      rotated &&
      client.applicationType === 'web' &&
      client.clientAuthMethod === 'none' &&
      !token.isSenderConstrained()
    ) {
      return rotated.remainingTTL;
    }
    const custom = clients.peek(client.clientId)?.custom;
    if (custom?.refreshTokenTtlInDays) return custom.refreshTokenTtlInDays * daySeconds;
    return custom?.refreshTokenTtl ?? defaultRefreshTokenTtl;
  };

export const createIdTokenTtl =
  (clients: ClientStore) => (_ctx: KoaContextWithOIDC, _token: unknown, client: Client) =>
    clients.peek(client.clientId)?.custom.idTokenTtl ?? 3600;

type IssuedToken = { clientId?: string };

/**
 * RFC 7009: a client revokes only its own tokens. A public client's attempt on another client's
 * token is ignored (nothing to authenticate it by); a confidential client is told it may not.
 */
export const revocationAllowedPolicy = async (
  _ctx: KoaContextWithOIDC,
  client: Client,
  token: IssuedToken,
): Promise<boolean> => {
  if (token.clientId === client.clientId) return true;
  if (client.clientAuthMethod === 'none') return false;
  throw new errors.InvalidRequest('client is not authorized to revoke the presented token');
};

/** Public clients may introspect only their own tokens; confidential clients any of the tenant. */
export const introspectionAllowedPolicy = async (
  _ctx: KoaContextWithOIDC,
  client: Client,
  token: IssuedToken,
): Promise<boolean> => client.clientAuthMethod !== 'none' || token.clientId === client.clientId;
