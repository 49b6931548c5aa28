import type { ApiResponse } from '../helpers/api-client.ts';
import type { World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';

// Rows of the conformance table for SAML applications (issue 11; Gatehouse is the IdP). They run
// in order: a row may use what an earlier one created. The full sign-in through a samlify SP is
// proven in saml-applications-sso.test.ts.

type SamlCase = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const missing = 'missing-entity-id-longer-than-21';
const notFound = { status: 404, code: 'entity.not_exists_with_id' } as const;
const detailFields = [
  'tenantId',
  'id',
  'name',
  'description',
  'type',
  'customData',
  'isThirdParty',
  'appLevelAccessControlEnabled',
  'createdAt',
  'attributeMapping',
  'entityId',
  'acsUrl',
  'encryption',
  'nameIdFormat',
] as const;
const secretFields = ['id', 'certificate', 'createdAt', 'expiresAt', 'active', 'fingerprints'];
const postBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

const state: { appId?: string; secretId?: string } = {};
const appId = () => state.appId!;
const remember = <T extends ApiResponse<unknown>>(response: T, key: keyof typeof state) => {
  state[key] = (response.body as { id?: string }).id;
  return response;
};

/** Anonymous fetch answered as the api client answers (status, headers, JSON or text body). */
const anonymous = async (world: World, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${world.server.mainUrl}${path}`, { redirect: 'manual', ...init });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    body: isJson && text ? JSON.parse(text) : text,
  } as ApiResponse<unknown>;
};

export const samlApplicationCases: SamlCase[] = [
  {
    operation: 'POST /api/saml-applications',
    name: 'creates with 201 a SamlApplicationDetail (persistent NameID by default)',
    send: async ({ client }) =>
      remember(
        await client.post('/api/saml-applications', {
          name: 'SAML wiki',
          entityId: 'https://sp.conformance.test',
          acsUrl: { binding: postBinding, url: 'https://sp.conformance.test/acs' },
          attributeMapping: { email: 'mail' },
        }),
        'appId',
      ),
    expected: { status: 201, required: detailFields },
  },
  {
    operation: 'POST /api/saml-applications',
    name: 'answers 422 for an ACS URL with the redirect binding',
    send: ({ client }) =>
      client.post('/api/saml-applications', {
        name: 'SAML wiki',
        acsUrl: {
          binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
          url: 'https://sp.conformance.test/acs',
        },
      }),
    expected: { status: 422, code: 'application.saml.acs_url_binding_not_supported' },
  },
  {
    operation: 'GET /api/saml-applications/{id}',
    name: 'reads the SamlApplicationDetail',
    send: ({ client }) => client.get(`/api/saml-applications/${appId()}`),
    expected: { status: 200, required: detailFields, forbidden: ['secret', 'oidcClientMetadata'] },
  },
  {
    operation: 'GET /api/saml-applications/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/saml-applications/${missing}`),
    expected: notFound,
  },
  {
    operation: 'GET /api/saml-applications/{id}',
    name: 'answers 422 for an application of another type',
    send: ({ client, spa }) => client.get(`/api/saml-applications/${spa.id}`),
    expected: { status: 422, code: 'application.saml.saml_application_only' },
  },
  {
    operation: 'PATCH /api/saml-applications/{id}',
    name: 'updates and answers the SamlApplicationDetail',
    send: ({ client }) =>
      client.patch(`/api/saml-applications/${appId()}`, {
        nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      }),
    expected: { status: 200, required: detailFields },
  },
  {
    operation: 'PATCH /api/saml-applications/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.patch(`/api/saml-applications/${missing}`, { name: 'x' }),
    expected: notFound,
  },
  {
    operation: 'GET /api/saml-applications/{id}/secrets',
    name: 'lists the certificates: one active from the start',
    send: ({ client }) => client.get(`/api/saml-applications/${appId()}/secrets`),
    expected: { status: 200, required: secretFields, forbidden: ['privateKey'] },
  },
  {
    operation: 'GET /api/saml-applications/{id}/secrets',
    name: 'answers 404 for an unknown application',
    send: ({ client }) => client.get(`/api/saml-applications/${missing}/secrets`),
    expected: notFound,
  },
  {
    operation: 'POST /api/saml-applications/{id}/secrets',
    name: 'adds a certificate with 201',
    send: async ({ client }) =>
      remember(
        await client.post(`/api/saml-applications/${appId()}/secrets`, { lifeSpanInYears: 1 }),
        'secretId',
      ),
    expected: { status: 201, required: secretFields, forbidden: ['privateKey'] },
  },
  {
    operation: 'POST /api/saml-applications/{id}/secrets',
    name: 'answers 404 for an unknown application',
    send: ({ client }) =>
      client.post(`/api/saml-applications/${missing}/secrets`, { lifeSpanInYears: 1 }),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/saml-applications/{id}/secrets/{secretId}',
    name: 'activates a certificate (rotation)',
    send: ({ client }) =>
      client.patch(`/api/saml-applications/${appId()}/secrets/${state.secretId}`, {
        active: true,
      }),
    expected: { status: 200, required: secretFields },
  },
  {
    operation: 'PATCH /api/saml-applications/{id}/secrets/{secretId}',
    name: 'answers 404 for an unknown certificate',
    send: ({ client }) =>
      client.patch(`/api/saml-applications/${appId()}/secrets/${missing}`, { active: true }),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/saml-applications/{id}/secrets/{secretId}',
    name: 'refuses to delete the active certificate',
    send: ({ client }) =>
      client.delete(`/api/saml-applications/${appId()}/secrets/${state.secretId}`),
    expected: { status: 400, code: 'application.saml.can_not_delete_active_secret' },
  },
  {
    operation: 'DELETE /api/saml-applications/{id}/secrets/{secretId}',
    name: 'answers 404 for an unknown certificate',
    send: ({ client }) => client.delete(`/api/saml-applications/${appId()}/secrets/${missing}`),
    expected: notFound,
  },
];

/** Anonymous endpoints (no bearer), checked against swagger.json. */
export const samlApplicationPublicCases: SamlCase[] = [
  {
    operation: 'GET /api/saml-applications/{id}/metadata',
    name: 'answers the IdP metadata XML without a token',
    send: async (world) => {
      const answer = await anonymous(world, `/api/saml-applications/${appId()}/metadata`);
      const xml = String(answer.body);
      const isMetadata = xml.includes('IDPSSODescriptor') && xml.includes('X509Certificate');
      return { ...answer, status: isMetadata ? answer.status : 599 };
    },
    expected: { status: 200 },
  },
  {
    operation: 'GET /api/saml-applications/{id}/metadata',
    name: 'answers 404 for an unknown application',
    send: (world) => anonymous(world, `/api/saml-applications/${missing}/metadata`),
    expected: notFound,
  },
  {
    operation: 'GET /api/saml-applications/{id}/callback',
    name: 'answers 400 without the SAML session cookie',
    send: (world) => anonymous(world, `/api/saml-applications/${appId()}/callback?code=c&state=s`),
    expected: {
      status: 400,
      code: 'application.saml.sp_initiated_saml_sso_session_not_found_in_cookies',
    },
  },
  {
    operation: 'GET /api/saml/{id}/authn',
    name: 'answers 400 for a SAMLRequest that is not one',
    send: (world) => anonymous(world, `/api/saml/${appId()}/authn?SAMLRequest=abc`),
    expected: { status: 400, code: 'application.saml.invalid_saml_request' },
  },
  {
    operation: 'GET /api/saml/{id}/authn',
    name: 'answers 404 for an unknown application',
    send: (world) => anonymous(world, `/api/saml/${missing}/authn?SAMLRequest=abc`),
    expected: notFound,
  },
  {
    operation: 'POST /api/saml/{id}/authn',
    name: 'answers 400 for a form-encoded SAMLRequest that is not one',
    send: (world) =>
      anonymous(world, `/api/saml/${appId()}/authn`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ SAMLRequest: 'abc' }),
      }),
    expected: { status: 400, code: 'application.saml.invalid_saml_request' },
  },
  {
    operation: 'DELETE /api/saml-applications/{id}',
    name: 'deletes with 204; then 404',
    send: async ({ client }) => {
      const deleted = await client.delete(`/api/saml-applications/${appId()}`);
      const again = await client.delete(`/api/saml-applications/${appId()}`);
      return again.status === 404 ? deleted : again;
    },
    expected: { status: 204 },
  },
];
