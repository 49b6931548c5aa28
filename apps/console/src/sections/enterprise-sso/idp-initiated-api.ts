import type { ManagementClient, ManagementPaths } from '../../api/api-types.ts';
import type { ResponseOf } from '../../api/client.ts';
import { ssoConnectorKeys } from './sso-api.ts';

// IdP-initiated sign-in of a SAML connector (`/api/sso-connectors/{id}/idp-initiated-auth-config`,
// Logto's routes); wire shapes from the server's route schemas (`npm run api:types`).
const path = '/api/sso-connectors/{id}/idp-initiated-auth-config';
export type IdpInitiatedAuthConfig = ResponseOf<ManagementPaths, typeof path, 'get'>;
export type IdpInitiatedAuthConfigBody = NonNullable<
  ManagementPaths[typeof path]['put']['requestBody']
>['content']['application/json'];

export const idpInitiatedConfigKey = (id: string) => ssoConnectorKeys.sub(id, 'idp-initiated-auth');

export const getIdpInitiatedConfig = (client: ManagementClient, id: string, signal: AbortSignal) =>
  client.get(path, { params: { path: { id } }, signal });
export const putIdpInitiatedConfig = (
  client: ManagementClient,
  id: string,
  body: IdpInitiatedAuthConfigBody,
) => client.put(path, { params: { path: { id } }, body });
export const deleteIdpInitiatedConfig = (client: ManagementClient, id: string) =>
  client.delete(path, { params: { path: { id } } });

/** The first-party application kinds the server lets an IdP-initiated sign-in land in. */
export const idpInitiatedApplicationTypes: ('Traditional' | 'SPA')[] = ['Traditional', 'SPA'];

/** Traditional and SPA first-party apps, with their registered redirect URIs. */
export const listIdpInitiatedApplications = async (
  client: ManagementClient,
  signal: AbortSignal,
) => {
  const { rows } = await client.getPage(
    '/api/applications',
    { page: 1, pageSize: 100 },
    { params: { query: { types: idpInitiatedApplicationTypes, isThirdParty: 'false' } }, signal },
  );
  return rows.map((app) => {
    const uris = (app.oidcClientMetadata as { redirectUris?: unknown } | undefined)?.redirectUris;
    return {
      id: app.id,
      name: app.name,
      type: app.type,
      redirectUris: Array.isArray(uris)
        ? uris.filter((uri): uri is string => typeof uri === 'string')
        : [],
    };
  });
};
export type IdpInitiatedApplication = Awaited<
  ReturnType<typeof listIdpInitiatedApplications>
>[number];
