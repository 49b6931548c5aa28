import Router from '@koa/router';
import type { AppContext } from '../context.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import { jsonBody } from '../http/json-body.ts';
import type { AuthResult } from '../http/management-auth.ts';
import { authOf } from '../http/request-scope.ts';
import { type TokenProviders, userTokenAuth } from '../http/user-token-auth.ts';
import { registerMyAccountMfaRoutes } from './my-account-mfa.routes.ts';
import { registerMyAccountMfaSettingsRoutes } from './my-account-mfa-settings.routes.ts';
import { registerMyAccountProfileRoutes } from './my-account-profile.routes.ts';
import { registerMyAccountSsoTokenRoutes } from './my-account-sso-tokens.routes.ts';
import { registerVerificationsRoutes } from './verifications.routes.ts';

/**
 * The Account API (`/api/my-account/*`) and the Verifications API (`/api/verifications/*`): a
 * user's own access token of this tenant (user-token-auth.ts). Mounted before the shared body
 * parser, like the management router: a body is read only once the token checked out.
 */
export const createAccountRouter = (
  app: AppContext,
  providers: TokenProviders,
  registry: RegisteredRoute[],
) => {
  const router = new Router({ prefix: '/api' });
  router.use(['/my-account', '/verifications'], userTokenAuth(app, providers));
  router.use(['/my-account', '/verifications'], jsonBody(app.env.BODY_LIMIT));
  const routes = createGuardedRouter<AuthResult>(router, registry, {
    prefix: '/api',
    strict: !app.env.isProduction,
    database: app.database.db,
    caller: authOf,
  });
  registerMyAccountProfileRoutes(routes, app);
  registerMyAccountMfaRoutes(routes, app);
  registerMyAccountMfaSettingsRoutes(routes, app);
  registerMyAccountSsoTokenRoutes(routes, app);
  registerVerificationsRoutes(routes, app);
  return router;
};
