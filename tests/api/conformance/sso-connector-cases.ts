import type { ApiResponse } from '../helpers/api-client.ts';
import { uniqueSuffix } from '../helpers/management-fixtures.ts';
import { startInteraction, type World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';

// Rows of the conformance table for enterprise SSO (issue 11): connectors and their providers,
// SAML signing keys, organizations' JIT connectors, users' SSO identities, and the Experience
// API's SSO routes. Full sign-ins (OIDC IdP tenant, samlify IdP) are in enterprise-sso.test.ts.
// They run in order: a row may use what an earlier one created.

type SsoCase = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const missing = 'missing-entity-id-longer-than-21';
const notFound = { status: 404, code: 'entity.not_exists_with_id' } as const;
const connectorFields = [
  'tenantId',
  'id',
  'providerName',
  'connectorName',
  'config',
  'domains',
  'branding',
  'syncProfile',
  'enableTokenStorage',
  'createdAt',
] as const;
const withProviderFields = [
  ...connectorFields,
  'name',
  'providerType',
  'providerLogo',
  'providerLogoDark',
] as const;
const keyFields = ['id', 'certificate', 'createdAt', 'expiresAt', 'active', 'fingerprints'];
const suffix = uniqueSuffix();
const state: {
  connectorId?: string;
  activeKeyId?: string;
  spareKeyId?: string;
  orgId?: string;
  applicationId?: string;
} = {};

const remember = async <T>(response: Promise<ApiResponse<T>>, keep: (body: T) => void) => {
  const answer = await response;
  keep(answer.body);
  return answer;
};

const idpInitiatedConfigFields = [
  'tenantId',
  'connectorId',
  'defaultApplicationId',
  'redirectUri',
  'authParameters',
  'autoSendAuthorizationRequest',
  'clientIdpInitiatedAuthCallbackUri',
  'createdAt',
];
const idpInitiatedRedirect = `https://idp-initiated-${suffix}.example/callback`;

/** A Traditional application the IdP-initiated rows land in. */
const idpInitiatedApplicationId = async ({ client }: World) => {
  if (!state.applicationId) {
    const created = await client.post<{ id: string }>('/api/applications', {
      name: `SSO landing ${suffix}`,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [idpInitiatedRedirect], postLogoutRedirectUris: [] },
    });
    state.applicationId = created.body.id;
  }
  return state.applicationId;
};

/** An organization row for the JIT rows (organizations are another area's fixtures). */
const organizationId = async ({ client }: World) => {
  if (!state.orgId) {
    const created = await client.post<{ id: string }>('/api/organizations', {
      name: `SSO JIT ${suffix}`,
    });
    state.orgId = created.body.id;
  }
  return state.orgId;
};

export const ssoConnectorCases: SsoCase[] = [
  {
    operation: 'GET /api/sso-connector-providers',
    name: 'lists the providers',
    send: ({ client }) => client.get('/api/sso-connector-providers'),
    expected: {
      status: 200,
      required: ['providerName', 'providerType', 'logo', 'logoDark', 'description', 'name'],
    },
  },
  {
    operation: 'POST /api/sso-connectors',
    name: 'creates with 200 an SsoConnector',
    send: ({ client }) =>
      remember(
        client.post<{ id: string }>('/api/sso-connectors', {
          providerName: 'SAML',
          connectorName: `Conformance ${suffix}`,
          domains: [`conformance-${suffix}.test`],
        }),
        (body) => {
          state.connectorId = body.id;
        },
      ),
    expected: { status: 200, required: connectorFields },
  },
  {
    operation: 'POST /api/sso-connectors',
    name: 'answers 409 for a connector name in use',
    send: ({ client }) =>
      client.post('/api/sso-connectors', {
        providerName: 'OIDC',
        connectorName: `Conformance ${suffix}`,
      }),
    expected: { status: 409, code: 'single_sign_on.duplicate_connector_name' },
  },
  {
    operation: 'POST /api/sso-connectors',
    name: 'answers 422 for a public e-mail domain',
    send: ({ client }) =>
      client.post('/api/sso-connectors', {
        providerName: 'OIDC',
        connectorName: `Public ${suffix}`,
        domains: ['gmail.com'],
      }),
    expected: { status: 422, code: 'single_sign_on.forbidden_domains' },
  },
  {
    operation: 'GET /api/sso-connectors',
    name: 'lists SsoConnectorWithProvider',
    send: ({ client }) => client.get('/api/sso-connectors'),
    expected: { status: 200, required: withProviderFields },
  },
  {
    operation: 'GET /api/sso-connectors/{id}',
    name: 'reads one',
    send: ({ client }) => client.get(`/api/sso-connectors/${state.connectorId}`),
    expected: { status: 200, required: withProviderFields },
  },
  {
    operation: 'GET /api/sso-connectors/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/sso-connectors/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/sso-connectors/{id}',
    name: 'changes settings',
    send: ({ client }) =>
      client.patch(`/api/sso-connectors/${state.connectorId}`, { syncProfile: true }),
    expected: { status: 200, required: withProviderFields },
  },
  {
    operation: 'PATCH /api/sso-connectors/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.patch(`/api/sso-connectors/${missing}`, { syncProfile: true }),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/sso-connectors/{id}',
    name: 'answers 422 for token storage on a SAML connector (issue 11)',
    send: ({ client }) =>
      client.patch(`/api/sso-connectors/${state.connectorId}`, { enableTokenStorage: true }),
    expected: { status: 422, code: 'connector.token_storage_not_supported' },
  },
  {
    operation: 'POST /api/sso-connectors/{id}/test',
    name: "answers 400 for a connector not configured yet (Gatehouse's own)",
    send: ({ client }) => client.post(`/api/sso-connectors/${state.connectorId}/test`, {}),
    expected: { status: 400, code: 'connector.invalid_config' },
  },
  {
    operation: 'POST /api/sso-connectors/{id}/test',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.post(`/api/sso-connectors/${missing}/test`, {}),
    expected: notFound,
  },
  {
    operation: 'GET /api/sso-connectors/{id}/test/{testId}',
    name: 'answers 404 for an unknown test',
    send: ({ client }) =>
      client.get(`/api/sso-connectors/${state.connectorId}/test/unknown-test-id`),
    expected: notFound,
  },
  {
    operation: 'POST /api/sso-connectors/{id}/signing-keys',
    name: 'generates an active key with 201',
    send: ({ client }) =>
      remember(
        client.post<{ id: string }>(`/api/sso-connectors/${state.connectorId}/signing-keys`, {
          active: true,
        }),
        (body) => {
          state.activeKeyId = body.id;
        },
      ),
    expected: { status: 201, required: keyFields, forbidden: ['privateKey'] },
  },
  {
    operation: 'POST /api/sso-connectors/{id}/signing-keys',
    name: 'generates an inactive key',
    send: ({ client }) =>
      remember(
        client.post<{ id: string }>(`/api/sso-connectors/${state.connectorId}/signing-keys`, {}),
        (body) => {
          state.spareKeyId = body.id;
        },
      ),
    expected: { status: 201, required: keyFields },
  },
  {
    operation: 'GET /api/sso-connectors/{id}/signing-keys',
    name: 'lists the keys',
    send: ({ client }) => client.get(`/api/sso-connectors/${state.connectorId}/signing-keys`),
    expected: { status: 200, required: keyFields, forbidden: ['privateKey'] },
  },
  {
    operation: 'GET /api/sso-connectors/{id}/signing-keys',
    name: 'answers 404 for an unknown connector',
    send: ({ client }) => client.get(`/api/sso-connectors/${missing}/signing-keys`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/sso-connectors/{id}/signing-keys/{keyId}',
    name: 'refuses to deactivate the key in use',
    send: ({ client }) =>
      client.patch(`/api/sso-connectors/${state.connectorId}/signing-keys/${state.activeKeyId}`, {
        active: false,
      }),
    expected: { status: 400, code: 'single_sign_on.can_not_deactivate_signing_key_in_use' },
  },
  {
    operation: 'PATCH /api/sso-connectors/{id}/signing-keys/{keyId}',
    name: 'activates another key',
    send: ({ client }) =>
      client.patch(`/api/sso-connectors/${state.connectorId}/signing-keys/${state.spareKeyId}`, {
        active: true,
      }),
    expected: { status: 200, required: keyFields },
  },
  {
    operation: 'DELETE /api/sso-connectors/{id}/signing-keys/{keyId}',
    name: 'refuses to delete the active key',
    send: ({ client }) =>
      client.delete(`/api/sso-connectors/${state.connectorId}/signing-keys/${state.spareKeyId}`),
    expected: { status: 400, code: 'single_sign_on.can_not_delete_active_signing_key' },
  },
  {
    operation: 'DELETE /api/sso-connectors/{id}/signing-keys/{keyId}',
    name: 'deletes an inactive key',
    send: ({ client }) =>
      client.delete(`/api/sso-connectors/${state.connectorId}/signing-keys/${state.activeKeyId}`),
    expected: { status: 204 },
  },
  // IdP-initiated auth config (Logto's routes, our own operations: not in endpoints.md).
  {
    operation: 'GET /api/sso-connectors/{id}/idp-initiated-auth-config',
    name: 'answers 404 while the connector has none',
    send: ({ client }) =>
      client.get(`/api/sso-connectors/${state.connectorId}/idp-initiated-auth-config`),
    expected: notFound,
  },
  {
    operation: 'PUT /api/sso-connectors/{id}/idp-initiated-auth-config',
    name: 'sets the default application',
    send: async (world) =>
      world.client.put(`/api/sso-connectors/${state.connectorId}/idp-initiated-auth-config`, {
        defaultApplicationId: await idpInitiatedApplicationId(world),
        redirectUri: idpInitiatedRedirect,
        autoSendAuthorizationRequest: true,
      }),
    expected: { status: 200, required: idpInitiatedConfigFields },
  },
  {
    operation: 'PUT /api/sso-connectors/{id}/idp-initiated-auth-config',
    name: 'refuses a redirect URI the application did not register',
    send: async (world) =>
      world.client.put(`/api/sso-connectors/${state.connectorId}/idp-initiated-auth-config`, {
        defaultApplicationId: await idpInitiatedApplicationId(world),
        redirectUri: 'https://elsewhere.example/callback',
      }),
    expected: {
      status: 400,
      code: 'single_sign_on.idp_initiated_authentication_redirect_uri_not_registered',
    },
  },
  {
    operation: 'PUT /api/sso-connectors/{id}/idp-initiated-auth-config',
    name: 'answers 404 for an unknown connector',
    send: async (world) =>
      world.client.put(`/api/sso-connectors/${missing}/idp-initiated-auth-config`, {
        defaultApplicationId: await idpInitiatedApplicationId(world),
      }),
    expected: notFound,
  },
  {
    operation: 'GET /api/sso-connectors/{id}/idp-initiated-auth-config',
    name: 'reads the config',
    send: ({ client }) =>
      client.get(`/api/sso-connectors/${state.connectorId}/idp-initiated-auth-config`),
    expected: { status: 200, required: idpInitiatedConfigFields },
  },
  {
    operation: 'DELETE /api/sso-connectors/{id}/idp-initiated-auth-config',
    name: 'removes the config with 204',
    send: ({ client }) =>
      client.delete(`/api/sso-connectors/${state.connectorId}/idp-initiated-auth-config`),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/sso-connectors/{id}/idp-initiated-auth-config',
    name: 'answers 404 when there is none',
    send: ({ client }) =>
      client.delete(`/api/sso-connectors/${state.connectorId}/idp-initiated-auth-config`),
    expected: notFound,
  },
  {
    operation: 'POST /api/organizations/{id}/jit/sso-connectors',
    name: 'adds JIT connectors with 201',
    send: async (world) =>
      world.client.post(`/api/organizations/${await organizationId(world)}/jit/sso-connectors`, {
        ssoConnectorIds: [state.connectorId],
      }),
    expected: { status: 201 },
  },
  {
    operation: 'POST /api/organizations/{id}/jit/sso-connectors',
    name: 'answers 422 for an unknown connector',
    send: async (world) =>
      world.client.post(`/api/organizations/${await organizationId(world)}/jit/sso-connectors`, {
        ssoConnectorIds: [missing],
      }),
    expected: { status: 422 },
  },
  {
    operation: 'GET /api/organizations/{id}/jit/sso-connectors',
    name: 'lists SsoConnector',
    send: async (world) =>
      world.client.get(`/api/organizations/${await organizationId(world)}/jit/sso-connectors`),
    expected: { status: 200, required: connectorFields },
  },
  {
    operation: 'GET /api/organizations/{id}/jit/sso-connectors',
    name: 'answers 404 for an unknown organization',
    send: ({ client }) => client.get(`/api/organizations/${missing}/jit/sso-connectors`),
    expected: notFound,
  },
  {
    operation: 'PUT /api/organizations/{id}/jit/sso-connectors',
    name: 'replaces with 204',
    send: async (world) =>
      world.client.put(`/api/organizations/${await organizationId(world)}/jit/sso-connectors`, {
        ssoConnectorIds: [state.connectorId],
      }),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organizations/{id}/jit/sso-connectors/{ssoConnectorId}',
    name: 'removes with 204',
    send: async (world) =>
      world.client.delete(
        `/api/organizations/${await organizationId(world)}/jit/sso-connectors/${state.connectorId}`,
      ),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/organizations/{id}/jit/sso-connectors/{ssoConnectorId}',
    name: 'answers 422 for a connector not on the list',
    send: async (world) =>
      world.client.delete(
        `/api/organizations/${await organizationId(world)}/jit/sso-connectors/${state.connectorId}`,
      ),
    expected: { status: 422 },
  },
  {
    operation: 'GET /api/users/{userId}/sso-identities/{ssoConnectorId}',
    name: 'answers 404 user.sso_identity_not_exist without the identity',
    send: ({ client, user }) =>
      client.get(`/api/users/${user.id}/sso-identities/${state.connectorId}`),
    expected: { status: 404, code: 'user.sso_identity_not_exist' },
  },
  {
    operation: 'GET /api/users/{userId}/sso-identities/{ssoConnectorId}',
    name: 'answers 404 for an unknown user',
    send: ({ client }) => client.get(`/api/users/${missing}/sso-identities/${state.connectorId}`),
    expected: notFound,
  },
  {
    operation: 'GET /api/users/{userId}/all-identities',
    name: 'answers the social and SSO identities',
    send: ({ client, user }) => client.get(`/api/users/${user.id}/all-identities`),
    expected: { status: 200, required: ['socialIdentities', 'ssoIdentities'] },
  },
  {
    operation: 'GET /api/users/{userId}/all-identities',
    name: 'answers 404 for an unknown user',
    send: ({ client }) => client.get(`/api/users/${missing}/all-identities`),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/sso-connectors/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.delete(`/api/sso-connectors/${missing}`),
    expected: notFound,
  },
];

/** Experience API rows (anonymous: the interaction cookie). */
export const ssoExperienceCases: SsoCase[] = [
  {
    operation: 'GET /api/experience/sso-connectors',
    name: 'routes an e-mail of a connector domain to the connector',
    send: async (world) =>
      (await startInteraction(world)).send(
        'GET',
        `/api/experience/sso-connectors?email=ann@conformance-${suffix}.test`,
      ),
    expected: { status: 200, required: ['connectorIds'] },
  },
  {
    operation: 'POST /api/experience/verification/sso/{connectorId}/authorization-uri',
    name: 'answers 404 for an unknown connector',
    send: async (world) => {
      const interaction = await startInteraction(world);
      await interaction.send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return interaction.send(
        'POST',
        `/api/experience/verification/sso/${missing}/authorization-uri`,
        { state: 'abc', redirectUri: 'https://example.com/cb' },
      );
    },
    expected: notFound,
  },
  {
    operation: 'POST /api/experience/verification/sso/{connectorId}/verify',
    name: 'answers 404 for an unknown verification record',
    send: async (world) => {
      const interaction = await startInteraction(world);
      await interaction.send('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      return interaction.send(
        'POST',
        `/api/experience/verification/sso/${state.connectorId}/verify`,
        { verificationId: 'nope', connectorData: {} },
      );
    },
    expected: { status: 404, code: 'session.verification_session_not_found' },
  },
  {
    operation: 'POST /api/authn/single-sign-on/saml/{connectorId}',
    name: 'answers 404 to a form post for an unknown connector',
    send: async (world) => {
      const response = await fetch(
        `${world.server.mainUrl}/api/authn/single-sign-on/saml/${missing}`,
        {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=' }),
        },
      );
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    expected: notFound,
  },
];

/** Kept last: deletes the connector the rows above used. */
export const ssoConnectorCleanupCases: SsoCase[] = [
  {
    operation: 'DELETE /api/sso-connectors/{id}',
    name: 'deletes with 204',
    send: ({ client }) => client.delete(`/api/sso-connectors/${state.connectorId}`),
    expected: { status: 204 },
  },
];
