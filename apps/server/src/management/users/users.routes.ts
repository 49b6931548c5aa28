import type { ManagementArea } from '../../http/route-area.ts';
import { registerUserCrudRoutes } from './user-crud.routes.ts';
import { registerUserIdentitiesRoutes } from './user-identities.routes.ts';
import { registerUserMfaRoutes } from './user-mfa.routes.ts';
import { registerUserPasswordRoutes } from './user-password.routes.ts';
import { registerUserSettingsRoutes } from './user-settings.routes.ts';

/**
 * Management API of users (contract/endpoints.md "Users"). Role assignment
 * (`/users/{id}/roles`) lives with the roles area; personal access tokens, sessions, grants,
 * SSO identities and organizations come with later issues.
 */
export const registerUsersRoutes: ManagementArea = (routes, app) => {
  registerUserCrudRoutes(routes, app);
  registerUserSettingsRoutes(routes, app);
  registerUserPasswordRoutes(routes, app);
  registerUserIdentitiesRoutes(routes, app);
  registerUserMfaRoutes(routes, app);
};
