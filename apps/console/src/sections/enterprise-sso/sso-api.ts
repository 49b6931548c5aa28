import { useQueryClient } from '@tanstack/react-query';
import { useApiClients } from '../../api/api-provider.tsx';
import type { ManagementClient, ManagementPaths } from '../../api/api-types.ts';
import type { Paging, ResponseOf } from '../../api/client.ts';
import { createResourceKeys } from '../../kit/resource-queries.ts';

// Wire shapes from the server's route schemas (generated types, `npm run api:types`).
export const ssoProviderNames = [
  'OIDC',
  'SAML',
  'AzureAD',
  'GoogleWorkspace',
  'Okta',
  'AzureAdOidc',
] as const satisfies readonly SsoProvider['providerName'][];
export type SsoProviderName = SsoProvider['providerName'];
export type SsoProvider = ResponseOf<
  ManagementPaths,
  '/api/sso-connector-providers',
  'get'
>[number];
export type SsoConnector = ResponseOf<ManagementPaths, '/api/sso-connectors/{id}', 'get'>;
export type SsoConnectorPatch = NonNullable<
  ManagementPaths['/api/sso-connectors/{id}']['patch']['requestBody']
>['content']['application/json'];

export const ssoConnectorKeys = createResourceKeys('sso-connectors');
export const ssoProviderKeys = ['sso-connector-providers'] as const;

export const listSsoConnectors = (client: ManagementClient, paging: Paging, signal: AbortSignal) =>
  client.getPage('/api/sso-connectors', paging, { signal });

export const getSsoConnector = (client: ManagementClient, id: string, signal?: AbortSignal) =>
  client.get('/api/sso-connectors/{id}', { params: { path: { id } }, signal });

export const listSsoProviders = (client: ManagementClient, signal?: AbortSignal) =>
  client.get('/api/sso-connector-providers', { signal });

export const createSsoConnector = (
  client: ManagementClient,
  body: { providerName: SsoProviderName; connectorName: string },
) => client.post('/api/sso-connectors', { body });

export const patchSsoConnector = (client: ManagementClient, id: string, body: SsoConnectorPatch) =>
  client.patch('/api/sso-connectors/{id}', { params: { path: { id } }, body });

export const deleteSsoConnector = (client: ManagementClient, id: string) =>
  client.delete('/api/sso-connectors/{id}', { params: { path: { id } } });

export type SsoConnectionTest = ResponseOf<
  ManagementPaths,
  '/api/sso-connectors/{id}/test',
  'post'
>;
export type SsoConnectionTestResult = ResponseOf<
  ManagementPaths,
  '/api/sso-connectors/{id}/test/{testId}',
  'get'
>;

/** Starts a "test connection" round trip (Gatehouse's own operation, decision 017). */
export const startSsoConnectionTest = (client: ManagementClient, id: string) =>
  client.post('/api/sso-connectors/{id}/test', { params: { path: { id } } });

export const getSsoConnectionTest = (
  client: ManagementClient,
  id: string,
  testId: string,
  signal?: AbortSignal,
) =>
  client.get('/api/sso-connectors/{id}/test/{testId}', {
    params: { path: { id, testId } },
    signal,
  });

/** The tenant's service-provider values an IdP needs for this connector (Logto's paths). */
export const serviceProviderValues = (endpoint: string, connectorId: string) => {
  const base = endpoint.replace(/\/+$/, '');
  return {
    acsUrl: `${base}/api/authn/single-sign-on/saml/${connectorId}`,
    entityId: `${base}/enterprise-sso/${connectorId}`,
    // The sign-in app's SSO callback page (apps/sign-in `/callback/sso/{id}`), where the IdP returns.
    redirectUri: `${base}/callback/sso/${connectorId}`,
  };
};

/** PATCH that refreshes the connector's list and detail. */
export const usePatchSsoConnector = (id: string) => {
  const { management } = useApiClients();
  const queryClient = useQueryClient();
  return async (body: SsoConnectorPatch) => {
    const updated = await patchSsoConnector(management, id, body);
    queryClient.setQueryData(ssoConnectorKeys.detail(id), updated);
    await queryClient.invalidateQueries({ queryKey: ssoConnectorKeys.lists() });
    return updated;
  };
};
