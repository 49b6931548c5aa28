import Router from '@koa/router';
import type { AppContext } from '../context.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import { jsonBody } from '../http/json-body.ts';
import { bearerAuth, type JwksCache, managementApiIndicator } from '../http/management-auth.ts';
import { managementMutations } from '../http/management-mutations.ts';
import { authOf } from '../http/request-scope.ts';
import type { ManagementArea } from '../http/route-area.ts';
import { registerAccountCenterRoutes } from '../management/account-center/account-center.routes.ts';
import { registerApplicationsRoutes } from '../management/applications/applications.routes.ts';
import { registerCaptchaProviderRoutes } from '../management/captcha/captcha-provider.routes.ts';
import { registerConnectorsRoutes } from '../management/connectors/connectors.routes.ts';
import { registerDashboardRoutes } from '../management/dashboard/dashboard.routes.ts';
import { registerLogsRoutes } from '../management/logs/logs.routes.ts';
import { registerOrganizationInvitationsRoutes } from '../management/organization-invitations/organization-invitations.routes.ts';
import { registerOrganizationRolesRoutes } from '../management/organization-roles/organization-roles.routes.ts';
import { registerOrganizationScopesRoutes } from '../management/organization-scopes/organization-scopes.routes.ts';
import { registerOrganizationsRoutes } from '../management/organizations/organizations.routes.ts';
import { registerResourcesRoutes } from '../management/resources/resources.routes.ts';
import { registerRolesRoutes } from '../management/roles/roles.routes.ts';
import { registerSamlApplicationsRoutes } from '../management/saml-applications/saml-applications.routes.ts';
import { registerSentinelRoutes } from '../management/sentinel/sentinel-activities.routes.ts';
import { registerSignInExperienceRoutes } from '../management/sign-in-experience/sign-in-experience.routes.ts';
import { registerSsoConnectorsRoutes } from '../management/sso-connectors/sso-connectors.routes.ts';
import { registerUsersRoutes } from '../management/users/users.routes.ts';

/** Every management area registers itself here; authentication is attached once, for all. */
const areas: ManagementArea[] = [
  registerApplicationsRoutes,
  registerResourcesRoutes,
  registerRolesRoutes,
  registerUsersRoutes,
  registerLogsRoutes,
  registerDashboardRoutes,
  registerSignInExperienceRoutes,
  registerConnectorsRoutes,
  registerSentinelRoutes,
  registerAccountCenterRoutes,
  registerCaptchaProviderRoutes,
  registerSamlApplicationsRoutes,
  registerOrganizationRolesRoutes,
  registerOrganizationScopesRoutes,
  registerOrganizationInvitationsRoutes,
  registerSsoConnectorsRoutes,
  registerOrganizationsRoutes,
];

/**
 * The management API (`/api/*`, bearer JWT with audience `https://{tenantId}.logto.app/api` and
 * scope `all`). `registry` collects the routes for the OpenAPI document and the auth test.
 */
export const createManagementRouter = (
  app: AppContext,
  jwks: JwksCache,
  registry: RegisteredRoute[],
) => {
  const router = new Router({ prefix: '/api' });
  router.use(bearerAuth(app, jwks, { audience: managementApiIndicator, requiredScope: 'all' }));
  // Only an authenticated request gets its body read (app.ts mounts this router before the
  // shared parser).
  router.use(jsonBody(app.env.BODY_LIMIT));
  router.use(managementMutations(app));
  const routes = createGuardedRouter(router, registry, {
    prefix: '/api',
    strict: !app.env.isProduction,
    database: app.database.db,
    caller: authOf,
  });
  for (const register of areas) register(routes, app);
  return router;
};
