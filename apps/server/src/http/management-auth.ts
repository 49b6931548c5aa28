import { createPublicKey } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import type { Middleware } from 'koa';
import { type AppContext, adminTenantId } from '../context.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { privateKeysConfigKey } from '../oidc/keys.ts';
import { readPrivateKeys } from '../oidc/signing-keys.ts';
import { findConfigValues } from '../queries/oidc-configs.ts';
import { ApiError } from './api-error.ts';

export type AuthResult = {
  type: 'user' | 'app';
  id: string;
  scopes: string[];
  payload: JWTPayload;
};

type KeySet = ReturnType<typeof createLocalJWKSet>;

/**
 * Public signing keys of each tenant, cached and dropped on `tenant-cache` bus messages so a key
 * rotation is seen by every node.
 */
export const createJwksCache = (app: AppContext) => {
  const cache = new Map<string, Promise<KeySet>>();
  app.bus.subscribe('tenant-cache', (tenantId) => cache.delete(tenantId));

  // The same stored keys and tenant-scoped query the OIDC provider signs with.
  const load = async (tenantId: string): Promise<KeySet> => {
    const values = await withTenant(app.database.db, tenantId, (tx) =>
      findConfigValues(tx, tenantId, [privateKeysConfigKey]),
    );
    const jwks: JSONWebKeySet = {
      keys: readPrivateKeys(values.get(privateKeysConfigKey)).map(({ id, value }) => ({
        ...createPublicKey(value).export({ format: 'jwk' }),
        kid: id,
      })),
    };
    return createLocalJWKSet(jwks);
  };

  return {
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
 */
export const bearerAuth =
  (
    app: AppContext,
    jwks: JwksCache,
    options: { audience: (tenantId: string) => string; requiredScope: string; userOnly?: boolean },
  ): Middleware =>
  async (ctx, next) => {
    const tenantId: string = ctx.state.tenant.id;
    const token = bearerOf(ctx.get('authorization') || undefined);
    const issuers = [tenantId, ...(tenantId === adminTenantId ? [] : [adminTenantId])];
    let payload: JWTPayload | undefined;
    for (const issuerTenant of issuers) {
      try {
        const { payload: verified } = await jwtVerify(token, await jwks.get(issuerTenant), {
          issuer: app.tenantUrls(issuerTenant).issuer,
          audience: options.audience(tenantId),
        });
        payload = verified;
        break;
      } catch {
        // try the next issuer; the last failure answers 401 below
      }
    }
    if (!payload) throw new ApiError('auth.unauthorized', { status: 401 });
    if (!payload.sub) throw new ApiError('auth.jwt_sub_missing', { status: 401 });
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes(options.requiredScope))
      throw new ApiError('auth.forbidden', { status: 403 });
    const type = payload.sub === payload.client_id ? 'app' : 'user';
    if (options.userOnly && type !== 'user') throw new ApiError('auth.forbidden', { status: 403 });
    const auth: AuthResult = { type, id: payload.sub, scopes, payload };
    ctx.state.auth = auth;
    await next();
  };

export const managementApiIndicator = (tenantId: string) => `https://${tenantId}.logto.app/api`;
export const meApiIndicator = 'https://admin.logto.app/me';
