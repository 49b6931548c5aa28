import type { ApiResponse } from '../helpers/api-client.ts';
import type { World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';
import { connectorFactoryFields, connectorFields, emailTemplateFields } from './shapes.ts';

// Rows of the conformance table for connectors, connector factories, e-mail templates and
// verification codes. They run in order: a row may use what an earlier one created.

type ConnectorCase = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const missing = 'missing-entity-id-longer-than-21';
const notFound = { status: 404, code: 'entity.not_exists_with_id' } as const;
const oidcConfig = {
  clientId: 'conformance',
  clientSecret: 'conformance-secret',
  authorizationEndpoint: 'https://idp.example.com/authorize',
  tokenEndpoint: 'https://idp.example.com/token',
};
const created: { connectorId?: string; templateId?: string } = {};

const rememberConnector = async (response: Promise<ApiResponse<unknown>>) => {
  const answer = await response;
  created.connectorId = (answer.body as { id?: string }).id;
  return answer;
};
const rememberTemplate = async (response: Promise<ApiResponse<unknown>>) => {
  const answer = await response;
  created.templateId = (answer.body as { id?: string }[])[0]?.id;
  return answer;
};

export const connectorCases: ConnectorCase[] = [
  {
    operation: 'GET /api/connector-factories',
    name: 'lists the implemented factories as ConnectorFactoryResponse',
    send: ({ client }) => client.get('/api/connector-factories'),
    expected: { status: 200, required: connectorFactoryFields },
  },
  {
    operation: 'GET /api/connector-factories/{id}',
    name: 'reads one factory',
    send: ({ client }) => client.get('/api/connector-factories/simple-mail-transfer-protocol'),
    expected: { status: 200, required: connectorFactoryFields },
  },
  {
    operation: 'GET /api/connector-factories/{id}',
    name: 'answers 404 for a factory this server does not implement',
    send: ({ client }) => client.get('/api/connector-factories/aliyun-sms'),
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/verification-codes',
    name: 'answers 501 connector.not_found without an e-mail connector',
    send: ({ client }) => client.post('/api/verification-codes', { email: 'a@example.com' }),
    expected: { status: 501, code: 'connector.not_found' },
  },
  {
    operation: 'POST /api/verification-codes/verify',
    name: 'answers verification_code.not_found when no code was sent',
    send: ({ client }) =>
      client.post('/api/verification-codes/verify', {
        phone: '15550001111',
        verificationCode: '123456',
      }),
    expected: { status: 400, code: 'verification_code.not_found' },
  },
  {
    operation: 'POST /api/connectors',
    name: 'refuses an unknown factory with 422',
    send: ({ client }) => client.post('/api/connectors', { connectorId: 'no-such-factory' }),
    expected: { status: 422, code: 'connector.not_found_with_connector_id' },
  },
  {
    operation: 'POST /api/connectors',
    name: 'creates a standard social connector and answers ConnectorResponse',
    send: ({ client }) =>
      rememberConnector(
        client.post('/api/connectors', {
          connectorId: 'oidc',
          config: oidcConfig,
          metadata: { target: 'conformance-idp', name: { en: 'Conformance IdP' } },
        }),
      ),
    expected: { status: 200, required: connectorFields },
  },
  {
    operation: 'POST /api/connectors/{connectorId}/authorization-uri',
    name: "answers the social connector's authorization URL",
    send: ({ client }) =>
      client.post(`/api/connectors/${created.connectorId}/authorization-uri`, {
        state: 'conformance-state',
        redirectUri: 'https://app.example.com/callback',
      }),
    expected: { status: 200, required: ['redirectTo'] },
  },
  {
    operation: 'POST /api/connectors/{connectorId}/authorization-uri',
    name: 'answers 404 for a missing connector',
    send: ({ client }) =>
      client.post(`/api/connectors/${missing}/authorization-uri`, {
        state: 'conformance-state',
        redirectUri: 'https://app.example.com/callback',
      }),
    expected: notFound,
  },
  {
    operation: 'GET /api/connectors',
    name: 'lists ConnectorResponse',
    send: ({ client }) => client.get('/api/connectors?target=conformance-idp'),
    expected: { status: 200, required: connectorFields },
  },
  {
    operation: 'GET /api/connectors/{id}',
    name: 'reads a connector',
    send: ({ client }) => client.get(`/api/connectors/${created.connectorId}`),
    expected: { status: 200, required: connectorFields },
  },
  {
    operation: 'GET /api/connectors/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/connectors/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/connectors/{id}',
    name: 'updates metadata and answers ConnectorResponse',
    send: ({ client }) =>
      client.patch(`/api/connectors/${created.connectorId}`, {
        metadata: { name: { en: 'Renamed IdP' } },
      }),
    expected: { status: 200, required: connectorFields },
  },
  {
    operation: 'PATCH /api/connectors/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.patch(`/api/connectors/${missing}`, { syncProfile: true }),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/connectors/{id}',
    name: 'deletes with 204',
    send: ({ client }) => client.delete(`/api/connectors/${created.connectorId}`),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/connectors/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.delete(`/api/connectors/${missing}`),
    expected: notFound,
  },
  {
    operation: 'POST /api/connectors/{factoryId}/test',
    name: 'answers 404 for an unknown factory',
    send: ({ client }) =>
      client.post('/api/connectors/no-such-factory/test', { email: 'a@example.com', config: {} }),
    expected: { status: 404 },
  },
  {
    operation: 'POST /api/connectors/{factoryId}/test',
    name: 'refuses a configuration the factory does not accept',
    send: ({ client }) =>
      client.post('/api/connectors/http-sms/test', { phone: '15550001111', config: {} }),
    expected: { status: 400, code: 'connector.invalid_config_guard' },
  },
  {
    operation: 'PUT /api/email-templates',
    name: 'creates templates and answers EmailTemplate[]',
    send: ({ client }) =>
      rememberTemplate(
        client.put('/api/email-templates', {
          templates: [
            {
              languageTag: 'en',
              templateType: 'SignIn',
              details: { subject: 'Sign in', content: 'Code {{code}}' },
            },
          ],
        }),
      ),
    expected: { status: 200, required: emailTemplateFields },
  },
  {
    operation: 'GET /api/email-templates',
    name: 'lists EmailTemplate by language and purpose',
    send: ({ client }) => client.get('/api/email-templates?languageTag=en&templateType=SignIn'),
    expected: { status: 200, required: emailTemplateFields },
  },
  {
    operation: 'GET /api/email-templates/{id}',
    name: 'reads a template',
    send: ({ client }) => client.get(`/api/email-templates/${created.templateId}`),
    expected: { status: 200, required: emailTemplateFields },
  },
  {
    operation: 'GET /api/email-templates/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.get(`/api/email-templates/${missing}`),
    expected: notFound,
  },
  {
    operation: 'PATCH /api/email-templates/{id}/details',
    name: 'updates details and answers EmailTemplate',
    send: ({ client }) =>
      client.patch(`/api/email-templates/${created.templateId}/details`, { subject: 'Hello' }),
    expected: { status: 200, required: emailTemplateFields },
  },
  {
    operation: 'PATCH /api/email-templates/{id}/details',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.patch(`/api/email-templates/${missing}/details`, { subject: 'x' }),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/email-templates/{id}',
    name: 'deletes with 204',
    send: ({ client }) => client.delete(`/api/email-templates/${created.templateId}`),
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/email-templates/{id}',
    name: 'answers 404 for an unknown id',
    send: ({ client }) => client.delete(`/api/email-templates/${missing}`),
    expected: notFound,
  },
  {
    operation: 'DELETE /api/email-templates',
    name: 'refuses a bulk deletion without a filter',
    send: ({ client }) => client.delete('/api/email-templates'),
    expected: { status: 422, code: 'connector.email_connector.bulk_deletion_no_filter' },
  },
  {
    operation: 'DELETE /api/email-templates',
    name: 'answers rowCount',
    send: ({ client }) => client.delete('/api/email-templates?languageTag=en'),
    expected: { status: 200, required: ['rowCount'] },
  },
];
