import {
  createSsoConnectorBodyGuard,
  createSsoSigningKeyBodyGuard,
  updateSsoConnectorBodyGuard,
  updateSsoSigningKeyBodyGuard,
} from '@gatehouse/schemas/api/sso-connectors';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import {
  ssoConnectorGuard,
  ssoConnectorProviderGuard,
  ssoConnectorWithProviderGuard,
  ssoSigningKeyGuard,
} from '@gatehouse/schemas/entities/sso-connector';
import { z } from 'zod';
import { findSsoProvider, ssoProviders } from '../../connectors/sso/sso-providers.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ManagementArea } from '../../http/route-area.ts';
import { countSsoConnectors, listSsoConnectors } from '../../queries/sso-connectors.ts';
import {
  toSsoConnectorResponse,
  toSsoConnectorWithProvider,
} from '../../responses/sso-connector-responses.ts';
import {
  addConnectorSigningKey,
  generateConnectorSigningKey,
  listConnectorSigningKeys,
  removeConnectorSigningKey,
  setConnectorSigningKeyActive,
} from '../../services/sso-connector-signing-keys.ts';
import {
  createSsoConnector,
  patchSsoConnector,
  providerOfRow,
  removeSsoConnector,
  requireSsoConnector,
} from '../../services/sso-connectors.ts';
import { registerIdpInitiatedAuthConfigRoutes } from './idp-initiated-auth-config.routes.ts';
import { registerOrganizationJitSsoRoutes } from './organization-jit-sso.routes.ts';
import { registerSsoConnectionTestRoutes } from './sso-connection-test.routes.ts';
import { registerUserSsoIdentitiesRoutes } from './user-sso-identities.routes.ts';

const tags = ['SSO connectors'];
const idParams = z.object({ id: pathIdGuard });
const keyParams = z.object({ id: pathIdGuard, keyId: pathIdGuard });

/**
 * Enterprise SSO connectors (contract "SSO connectors"): the provider kinds, the tenant's
 * connectors and their SAML request-signing keys; organizations' JIT connectors and users'
 * SSO identities are registered from here too (files of this area).
 */
export const registerSsoConnectorsRoutes: ManagementArea = (routes, app) => {
  const box = app.secretBox;

  routes.get(
    '/sso-connector-providers',
    {
      response: z.array(ssoConnectorProviderGuard),
      status: 200,
      tags,
      summary: 'List the enterprise SSO provider kinds this server implements',
    },
    (ctx) => {
      ctx.body = ssoProviders.map(
        ({ providerName, providerType, logo, logoDark, description, name }) => ({
          providerName,
          providerType,
          logo,
          logoDark,
          description,
          name,
        }),
      );
    },
  );

  routes.get(
    '/sso-connectors',
    {
      page: 'optional',
      response: z.array(ssoConnectorWithProviderGuard),
      status: 200,
      tags,
      summary: "List the tenant's enterprise SSO connectors, newest first",
    },
    async (_ctx, { page, tenant }) => {
      const { rows, total } = await tenant.transaction(async (tx) => ({
        rows: await listSsoConnectors(tx, page),
        total: await countSsoConnectors(tx),
      }));
      // A connector of a provider this version no longer has is left out, not a failed list.
      const known = rows.flatMap((row) => {
        const provider = findSsoProvider(row.providerName);
        return provider ? [{ row, provider }] : [];
      });
      return {
        rows: await Promise.all(
          known.map(({ row, provider }) => toSsoConnectorWithProvider(row, box, provider)),
        ),
        total,
      };
    },
  );

  routes.post(
    '/sso-connectors',
    {
      body: createSsoConnectorBodyGuard,
      response: ssoConnectorGuard,
      status: [200, 409, 422],
      tags,
      summary: 'Add an enterprise SSO connector',
    },
    async (ctx, { body, tenant }) => {
      const provider = findSsoProvider(body.providerName);
      if (!provider) {
        throw new ApiError('connector.not_found', {
          status: 422,
          data: { providerName: body.providerName },
        });
      }
      const row = await tenant.transaction((tx) => createSsoConnector(tx, box, provider, body));
      ctx.body = toSsoConnectorResponse(row, box);
    },
  );

  routes.get(
    '/sso-connectors/:id',
    { params: idParams, response: ssoConnectorWithProviderGuard, status: [200, 404], tags },
    async (ctx, { params, tenant }) => {
      const row = await tenant.transaction((tx) => requireSsoConnector(tx, params.id));
      ctx.body = await toSsoConnectorWithProvider(row, box, providerOfRow(row), {
        tenantEndpoint: tenant.urls.endpoint,
      });
    },
  );

  routes.patch(
    '/sso-connectors/:id',
    {
      params: idParams,
      body: updateSsoConnectorBodyGuard,
      response: ssoConnectorWithProviderGuard,
      status: [200, 404, 409, 422],
      tags,
      summary: "Change an enterprise SSO connector's name, config, domains, branding or settings",
    },
    async (ctx, { params, body, tenant }) => {
      const row = await tenant.transaction((tx) => patchSsoConnector(tx, box, params.id, body));
      ctx.body = await toSsoConnectorWithProvider(row, box, providerOfRow(row), {
        tenantEndpoint: tenant.urls.endpoint,
      });
    },
  );

  routes.delete(
    '/sso-connectors/:id',
    { params: idParams, status: [204, 404], tags, summary: 'Remove an enterprise SSO connector' },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeSsoConnector(tx, params.id));
      ctx.status = 204;
    },
  );

  routes.get(
    '/sso-connectors/:id/signing-keys',
    {
      params: idParams,
      response: z.array(ssoSigningKeyGuard),
      status: [200, 404],
      tags,
      summary: "List a SAML connector's request-signing keys",
    },
    async (ctx, { params, tenant }) => {
      ctx.body = await tenant.transaction((tx) => listConnectorSigningKeys(tx, params.id));
    },
  );

  routes.post(
    '/sso-connectors/:id/signing-keys',
    {
      params: idParams,
      body: createSsoSigningKeyBodyGuard,
      response: ssoSigningKeyGuard,
      status: [201, 404],
      tags,
      summary: 'Generate a request-signing key (self-signed certificate) for a SAML connector',
    },
    async (ctx, { params, body, tenant }) => {
      const connector = await tenant.transaction((tx) => requireSsoConnector(tx, params.id));
      const generated = await generateConnectorSigningKey(connector.connectorName);
      ctx.body = await tenant.transaction((tx) =>
        addConnectorSigningKey(tx, box, params.id, body.active, generated),
      );
      ctx.status = 201;
    },
  );

  routes.patch(
    '/sso-connectors/:id/signing-keys/:keyId',
    {
      params: keyParams,
      body: updateSsoSigningKeyBodyGuard,
      response: ssoSigningKeyGuard,
      status: [200, 404],
      tags,
      summary: 'Activate a request-signing key (the previous active one is deactivated)',
    },
    async (ctx, { params, body, tenant }) => {
      ctx.body = await tenant.transaction((tx) =>
        setConnectorSigningKeyActive(tx, params.id, params.keyId, body.active),
      );
    },
  );

  routes.delete(
    '/sso-connectors/:id/signing-keys/:keyId',
    { params: keyParams, status: [204, 404], tags, summary: 'Remove an inactive signing key' },
    async (ctx, { params, tenant }) => {
      await tenant.transaction((tx) => removeConnectorSigningKey(tx, params.id, params.keyId));
      ctx.status = 204;
    },
  );

  registerIdpInitiatedAuthConfigRoutes(routes, app);
  registerOrganizationJitSsoRoutes(routes, app);
  registerUserSsoIdentitiesRoutes(routes, app);
  registerSsoConnectionTestRoutes(routes, app);
};
