import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { loadSocialConnector } from '../../services/social-connectors.ts';

const tags = ['Connectors'];

/**
 * `POST /api/connectors/{id}/authorization-uri`: the provider URL of a social connector for a
 * script that runs the authorization itself (then `POST /api/users/{userId}/identities` links
 * what came back). No state is kept here: the caller checks its own.
 */
export const registerConnectorAuthorizationRoutes: ManagementArea = (routes, app) => {
  routes.post(
    '/connectors/:connectorId/authorization-uri',
    {
      params: z.object({ connectorId: pathIdGuard }),
      body: z.object({
        state: z.string().min(1).max(512),
        redirectUri: z.url({ protocol: /^https?$/ }),
      }),
      response: z.object({ redirectTo: z.string() }),
      status: [200, 400, 404],
      tags,
      summary: "A social connector's authorization URL",
    },
    async (ctx, { params, body, tenant }) => {
      const connector = await tenant.transaction((tx) =>
        loadSocialConnector(tx, app.secretBox, params.connectorId),
      );
      ctx.body = {
        redirectTo: await connector.social.authorizationUri(connector.config, {
          state: body.state,
          redirectUri: body.redirectUri,
        }),
      };
    },
  );
};
