import { createPublicKey } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import type { Middleware } from 'koa';
import { type AppContext, adminTenantId } from '../context.ts';
import { privateKeysConfigKey } from '../db/oidc-keys.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { readPrivateKeys } from '../oidc/signing-keys.ts';
import { findConfigValues } from '../queries/oidc-configs.ts';
import { onCacheChange } from '../services/cache-change.ts';
import { cacheVersionsOf } from '../services/cache-versions.ts';
import { ApiError } from './api-error.ts';
import { createAppStatusCache } from './app-status-cache.ts';
import { setAuth, tenantOf } from './request-scope.ts';
import { createUserStatusCache } from './user-status-cache.ts';

export type AuthResult = {
  type: 'user' | 'app';
  id: string;
  scopes: string[];
  payload: JWTPayload;
};

type KeySet = ReturnType<typeof createLocalJWKSet>;

/**
 * Public signing keys of each tenant, cached and dropped on `keys` (or whole-`tenant`) bus
 * messages so a key rotation is seen by every node. Other changes leave them: a verified token
 * stays valid until it expires whatever else changes, and whether its user is still active is
 * checked apart (user-status-cache.ts).
 */
export const createJwksCache = (app: AppContext) => {
  const cache = new Map<string, Promise<KeySet>>();

  // The same stored keys and tenant-scoped query the OIDC provider signs with.
  const load = async (tenantId: string): Promise<KeySet> => {
    const values = await withTenant(app.database.db, tenantId, (tx) =>
      findConfigValues(tx, [privateKeysConfigKey]),
    );
    const jwks: JSONWebKeySet = {
      keys: readPrivateKeys(values.get(privateKeysConfigKey), app.secretBox).map(
        ({ id, value }) => ({
          ...createPublicKey(value).export({ format: 'jwk' }),
          kid: id,
        }),
      ),
    };
    return createLocalJWKSet(jwks);
  };

  // Tokens already verified, per issuing tenant: verifying an ES384 signature costs more CPU than
  // the rest of a typical management request. An entry is used only until the token's `exp`, and
  // the issuer's whole map goes with its keys.
  const verified = new Map<string, Map<string, JWTPayload>>();
  onCacheChange(app.bus, ({ tenantId, kind }) => {
    if (kind !== 'keys' && kind !== 'tenant') return;
    cache.delete(tenantId);
    verified.delete(tenantId);
  });
  const maxVerifiedPerIssuer = 1000;

  return {
    /** The payload of a token verified earlier for this issuer and audience, while unexpired. */
    recall: (issuerTenant: string, audience: string, token: string): JWTPayload | undefined => {
      const payload = verified.get(issuerTenant)?.get(`${audience} ${token}`);
      if (!payload) return undefined;
      const now = Date.now() / 1000;
      if (typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
      if (typeof payload.nbf === 'number' && payload.nbf > now) return undefined;
      return payload;
    },
    remember: (issuerTenant: string, audience: string, token: string, payload: JWTPayload) => {
      let tokens = verified.get(issuerTenant);
      if (!tokens) {
        tokens = new Map();
        verified.set(issuerTenant, tokens);
      }
      // Oldest first: drop one when full. Expired entries fall out this way too.
      if (tokens.size >= maxVerifiedPerIssuer) tokens.delete(tokens.keys().next().value!);
      tokens.set(`${audience} ${token}`, payload);
    },
    get: (tenantId: string) => {
      let entry = cache.get(tenantId);
      if (!entry) {
        entry = load(tenantId).catch((error: unknown) => {
          cache.delete(tenantId);
          throw error;
        });
        cache.set(tenantId, entry);
      }
      return entry;
    },
  };
};

export type JwksCache = ReturnType<typeof createJwksCache>;

const bearerOf = (authorization: string | undefined) => {
  if (!authorization) throw new ApiError('auth.authorization_header_missing', { status: 401 });
  const [type, token] = authorization.split(' ');
  if (type?.toLowerCase() !== 'bearer' || !token) {
    throw new ApiError('auth.authorization_token_type_not_supported', { status: 401 });
  }
  return token;
};

/**
 * Verifies a bearer JWT for `audience` and requires `requiredScope`. Tokens are accepted from
 * the tenant's own issuer and, as Logto does, from the admin tenant's issuer (the console).
 * 401 for a missing/bad token, 403 `auth.forbidden` for a valid token without the scope.
 *
 * The token's subject is checked again on every request, from caches at most a second behind the
 * database (decision 003): a user suspended or deleted since, an application deleted since (401),
 * or an application whose roles no longer grant `requiredScope` of `audience` (403) is refused.
 */
export const bearerAuth = (
  app: AppContext,
  jwks: JwksCache,
  options: { audience: (tenantId: string) => string; requiredScope: string; userOnly?: boolean },
): Middleware => {
  // Whether a token's user is still active, or its application still granted the scope, in the
  // tenant that issued it.
  const users = createUserStatusCache(app);
  const apps = createAppStatusCache(app);
  const versions = cacheVersionsOf(app);
  return async (ctx, next) => {
    const tenantId = tenantOf(ctx).id;
    const token = bearerOf(ctx.get('authorization') || undefined);
    const issuers = [tenantId, ...(tenantId === adminTenantId ? [] : [adminTenantId])];
    // Keys, verified tokens and subjects' status are cached: first catch up with any change this
    // node missed (usually nothing to wait for).
    const checking = issuers.map((issuer) => versions.check(issuer)).filter(Boolean);
    if (checking.length > 0) await Promise.all(checking);
    const audience = options.audience(tenantId);
    // A token verified before (by whichever issuer) skips the signature check altogether.
    let payload: JWTPayload | undefined;
    let issuedBy: string | undefined;
    for (const issuerTenant of issuers) {
      payload = jwks.recall(issuerTenant, audience, token);
      if (payload) {
        issuedBy = issuerTenant;
        break;
      }
    }
    for (const issuerTenant of payload ? [] : issuers) {
      try {
        const { payload: verified } = await jwtVerify(token, await jwks.get(issuerTenant), {
          issuer: app.tenantUrls(issuerTenant).issuer,
          audience,
        });
        payload = verified;
        issuedBy = issuerTenant;
        jwks.remember(issuerTenant, audience, token, verified);
        break;
      } catch {
        // try the next issuer; the last failure answers 401 below
      }
    }
    if (!payload || !issuedBy) throw new ApiError('auth.unauthorized', { status: 401 });
    if (!payload.sub) throw new ApiError('auth.jwt_sub_missing', { status: 401 });
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes(options.requiredScope))
      throw new ApiError('auth.forbidden', { status: 403 });
    const type = payload.sub === payload.client_id ? 'app' : 'user';
    if (options.userOnly && type !== 'user') throw new ApiError('auth.forbidden', { status: 403 });
    if (type === 'user') {
      // The token outlives a suspension or deletion; our own APIs do not.
      const status = await users.statusOf(issuedBy, payload.sub);
      if (status === 'suspended') throw new ApiError('user.suspended', { status: 401 });
      if (status === 'missing') throw new ApiError('auth.unauthorized', { status: 401 });
    } else {
      // The token outlives the application and its roles; our own APIs do not.
      const status = await apps.statusOf(issuedBy, payload.sub, audience, options.requiredScope);
      if (status === 'missing') throw new ApiError('auth.unauthorized', { status: 401 });
      if (status === 'revoked') throw new ApiError('auth.forbidden', { status: 403 });
    }
    const auth: AuthResult = { type, id: payload.sub, scopes, payload };
    setAuth(ctx, auth);
    await next();
  };
};

export const managementApiIndicator = (tenantId: string) => `https://${tenantId}.logto.app/api`;
export const meApiIndicator = 'https://admin.logto.app/me';
