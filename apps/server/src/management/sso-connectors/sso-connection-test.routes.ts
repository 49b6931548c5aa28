import {
  ssoConnectorTestResponseGuard,
  ssoConnectorTestResultGuard,
} from '@gatehouse/schemas/api/sso-connectors';
import { pathIdGuard } from '@gatehouse/schemas/entities/common';
import { z } from 'zod';
import type { ManagementArea } from '../../http/route-area.ts';
import { ensureErrorPhrases, translateError } from '../../http/translate-error.ts';
import {
  readSsoConnectionTest,
  startSsoConnectionTest,
} from '../../services/sso-connection-test.ts';

const tags = ['SSO connectors'];

/**
 * "Test connection" (Gatehouse's own operations, decision 017): start a real round trip to the
 * connector's IdP, then read its result. Both bound to the caller: a test is read only by the
 * management token subject that started it. Nothing is signed in, no user is created.
 */
export const registerSsoConnectionTestRoutes: ManagementArea = (routes, app) => {
  routes.post(
    '/sso-connectors/:id/test',
    {
      params: z.object({ id: pathIdGuard }),
      response: ssoConnectorTestResponseGuard,
      status: [201, 400, 404],
      tags,
      summary: "Start a test sign-in round trip with the connector's IdP (signs nobody in)",
    },
    async (ctx, { params, tenant, caller }) => {
      ctx.body = await startSsoConnectionTest(
        tenant.transaction,
        app.secretBox,
        params.id,
        caller.id,
        { tenantEndpoint: tenant.urls.endpoint },
      );
      ctx.status = 201;
    },
  );

  routes.get(
    '/sso-connectors/:id/test/:testId',
    {
      params: z.object({ id: pathIdGuard, testId: pathIdGuard }),
      response: ssoConnectorTestResultGuard,
      status: [200, 404],
      tags,
      summary: 'The result of a connection test: pending, the mapped claims, or the error',
    },
    async (ctx, { params, tenant, caller }) => {
      const language = ctx.get('accept-language') || undefined;
      await ensureErrorPhrases(language);
      ctx.body = await tenant.transaction((tx) =>
        readSsoConnectionTest(tx, params.id, params.testId, caller.id, (code, interpolation) =>
          translateError(code, language, interpolation),
        ),
      );
    },
  );
};
