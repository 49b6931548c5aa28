import type { paths as ManagementPaths } from '@gatehouse/schemas/api/generated/management-api';
import type { paths as GeneratedMePaths } from '@gatehouse/schemas/api/generated/me-api';
import type { ApiClient } from './client.ts';

export type { ManagementPaths };

/**
 * `POST /me/user-assets` takes multipart form data, which the generated types (JSON bodies only)
 * cannot describe: the route is declared here, in the generated shape, in place of theirs.
 */
type UserAssetUploadRoute = {
  '/me/user-assets': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'multipart/form-data': FormData } };
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': { url: string } } };
      };
    };
  };
};

export type MePaths = Omit<GeneratedMePaths, '/me/user-assets'> & UserAssetUploadRoute;

/** The management API of the default tenant, typed by the server's route schemas. */
export type ManagementClient = ApiClient<ManagementPaths>;
/** The console user's own Me API on the admin port. */
export type MeClient = ApiClient<MePaths>;
