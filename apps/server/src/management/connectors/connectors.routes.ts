import {
  connectorsQueryGuard,
  createConnectorBodyGuard,
  testConnectorBodyGuard,
  updateConnectorBodyGuard,
} from '@gatehouse/schemas/api/connectors';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { connectorFactoryGuard, connectorGuard } from '@gatehouse/schemas/entities/connector';
import { z } from 'zod';
import {
  connectorDefinitions,
  describeFactory,
  findConnectorDefinition,
} from '../../connectors/connector-factories.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { toConnectorResponse } from '../../responses/connector-responses.ts';
import {
  createConnector,
  listKnownConnectors,
  parseConnectorConfig,
  patchConnector,
  removeConnector,
  requireConnector,
} from '../../services/connectors.ts';
import { deliverMessage, draftCodeMessage } from '../../services/message-sending.ts';
import { requirePhoneNumber } from '../../services/phone-number.ts';
import { registerConnectorAuthorizationRoutes } from './connector-authorization.routes.ts';
import { registerEmailTemplatesRoutes } from './email-templates.routes.ts';
import { registerVerificationCodesRoutes } from './verification-codes.routes.ts';

const tags = ['Connectors'];
const idParams = z.object({ id: pathIdGuard });
/** The code a test message carries: obviously not a real one. */
const testCode = '000000';

/**
 * Connectors and connector factories (contract "Connectors + connector factories"), e-mail
 * templates and management-sent verification codes.
 */
export const registerConnectorsRoutes: ManagementArea = (routes, app) => {
  const box = app.secretBox;

  routes.get(
    '/connectors',
    {
      query: connectorsQueryGuard,
      response: z.array(connectorGuard),
      status: 200,
      tags,
      summary: "List the tenant's connectors",
    },
    async (ctx, { query, tenant }) => {
      const rows = await tenant.statement((tx) => listKnownConnectors(tx));
      const connectors = await Promise.all(rows.map((row) => toConnectorResponse(row, box)));
      ctx.body = query.target
        ? connectors.filter(({ target }) => target === query.target)
        : connectors;
    },
  );

  routes.post(
    '/connectors',
    {
      body: createConnectorBodyGuard,
      response: connectorGuard,
      status: [200, 400, 422],
      tags,
      summary: 'Add a connector; a new e-mail or SMS connector replaces the previous one',
    },
    async (ctx, { body, tenant }) => {
      const row = await tenant.transaction((tx) => createConnector(tx, box, body));
      ctx.body = await toConnectorResponse(row, box);
    },
  );

  routes.get(
    '/connectors/:id',
    { params: idParams, response: connectorGuard, status: [200, 404], tags },
    async (ctx, { params, tenant }) => {
      const row = await tenant.statement((tx) => requireConnector(tx, params.id));
      ctx.body = await toConnectorResponse(row, box);
    },
  );

  routes.patch(
    '/connectors/:id',
    {
      params: idParams,
      body: updateConnectorBodyGuard,
      response: connectorGuard,
      status: [200, 400, 404, 422],
      tags,
      summary: "Change a connector's configuration, metadata or profile settings",
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction((tx) => patchConnector(tx, box, params.id, body));
      ctx.body = await toConnectorResponse(row, box);
    },
  );

  routes.delete(
    '/connectors/:id',
    { params: idParams, status: [204, 404, 422], tags, summary: 'Remove a connector' },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeConnector(tx, params.id));
      ctx.status = 204;
    },
  );

  routes.post(
    '/connectors/:factoryId/test',
    {
      params: z.object({ factoryId: pathIdGuard }),
      body: testConnectorBodyGuard,
      status: [204, 400, 404, 422, 429],
      tags,
      summary: 'Send a test message with a configuration, before saving it',
    },
    async (ctx, { params, body, tenant }) => {
      const definition = findConnectorDefinition(params.factoryId);
      if (!definition)
        throw new ApiError('entity.not_found', {
          status: 404,
          interpolation: { id: params.factoryId },
        });
      const { type } = definition.metadata;
      if (type === 'Social') throw new ApiError('connector.unexpected_type', { status: 400 });
      const to = type === 'Email' ? body.email : body.phone && requirePhoneNumber(body.phone);
      if (!to) throw new ApiError('connector.insufficient_request_parameters', { status: 400 });
      const config = parseConnectorConfig(definition, body.config);
      const draft = await tenant.transaction((tx) =>
        draftCodeMessage(tx, {
          definition,
          config,
          type: 'Generic',
          code: testCode,
          locale: body.locale,
          minutes: 10,
        }),
      );
      await deliverMessage(definition, config, { ...draft, to });
      ctx.status = 204;
    },
  );

  routes.get(
    '/connector-factories',
    {
      response: z.array(connectorFactoryGuard),
      status: 200,
      tags,
      summary: 'List the connector kinds this server implements',
    },
    async (ctx) => {
      ctx.body = await Promise.all(connectorDefinitions.map(describeFactory));
    },
  );

  routes.get(
    '/connector-factories/:id',
    { params: idParams, response: connectorFactoryGuard, status: [200, 404], tags },
    async (ctx, { params }) => {
      const definition = findConnectorDefinition(params.id);
      if (!definition)
        throw new ApiError('entity.not_found', { status: 404, interpolation: { id: params.id } });
      ctx.body = await describeFactory(definition);
    },
  );

  registerEmailTemplatesRoutes(routes, app);
  registerVerificationCodesRoutes(routes, app);
  registerConnectorAuthorizationRoutes(routes, app);
};
