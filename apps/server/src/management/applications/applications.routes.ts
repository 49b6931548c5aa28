import type { ManagementArea } from '../../http/route-area.ts';
import { registerApplicationBrandingRoutes } from './application-branding.routes.ts';
import { registerApplicationConsentRoutes } from './application-consent.routes.ts';
import { registerApplicationCrudRoutes } from './application-crud.routes.ts';
import { registerApplicationSecretRoutes } from './application-secrets.routes.ts';
import { registerConsentOrganizationsRoutes } from './consent-organizations.routes.ts';

/**
 * Management API of applications (contract endpoints.md "Applications"). M2M roles of an app
 * (`/applications/:id/roles`) are registered by the roles area.
 */
export const registerApplicationsRoutes: ManagementArea = (routes, app) => {
  registerApplicationCrudRoutes(routes, app);
  registerApplicationSecretRoutes(routes, app);
  registerApplicationConsentRoutes(routes, app);
  registerApplicationBrandingRoutes(routes, app);
  registerConsentOrganizationsRoutes(routes, app);
};
