import type { Middleware } from 'koa';
import type { Provider } from 'oidc-provider';
import type { AppContext, TenantInfo } from '../context.ts';
import { ApiError } from './api-error.ts';
import type { AuthResult } from './management-auth.ts';
import { setAuth, tenantOf } from './request-scope.ts';
import { createUserStatusCache } from './user-status-cache.ts';

export type TokenProviders = { get: (tenant: TenantInfo) => Promise<Provider> };

/**
 * The Account and Verifications APIs' authentication (contract "Account API"): a bearer access
 * token this tenant's OIDC provider issued to a user (the opaque token of a sign-in without a
 * resource), looked up in the provider's store, so a revoked or expired token is refused. It must
 * name a user (`accountId`) and carry `openid`; a suspended or deleted user is refused as on the
 * management API. The token's scopes travel with the caller for the per-route scope checks.
 */
export const userTokenAuth = (app: AppContext, providers: TokenProviders): Middleware => {
  const users = createUserStatusCache(app);
  return async (ctx, next) => {
    const tenant = tenantOf(ctx);
    const authorization = ctx.get('authorization');
    if (!authorization) throw new ApiError('auth.authorization_header_missing', { status: 401 });
    const [type, value] = authorization.split(' ');
    if (type?.toLowerCase() !== 'bearer' || !value)
      throw new ApiError('auth.authorization_token_type_not_supported', { status: 401 });
    const provider = await providers.get(tenant);
    // Only opaque tokens are stored; a JWT (or any malformed value) is simply not found. Logto's
    // Account API middleware (koaOidcAuth) looks the token up the same way: what a client gets for
    // the userinfo audience (a sign-in without `resource`) works, a resource's JWT is refused.
    const token = value.includes('.') ? undefined : await provider.AccessToken.find(value);
    if (!token?.accountId) throw new ApiError('auth.unauthorized', { status: 401 });
    // A user's token without `openid` is known but not allowed here: 403, as Logto answers.
    if (!token.scopes.has('openid')) throw new ApiError('auth.forbidden', { status: 403 });
    const status = await users.statusOf(tenant.id, token.accountId);
    if (status === 'suspended') throw new ApiError('user.suspended', { status: 401 });
    if (status === 'missing') throw new ApiError('auth.unauthorized', { status: 401 });
    const auth: AuthResult = {
      type: 'user',
      id: token.accountId,
      scopes: [...token.scopes],
      payload: { sub: token.accountId, client_id: token.clientId },
    };
    setAuth(ctx, auth);
    await next();
  };
};
