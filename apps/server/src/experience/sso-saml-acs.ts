import { generateStandardId } from '@gatehouse/schemas';
import { samlAssertionBodyGuard } from '@gatehouse/schemas/api/sso-connectors';
import Router from '@koa/router';
import { z } from 'zod';
import { parseSamlResponse, type SamlSsoConfig } from '../connectors/sso/saml-sso.ts';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import { formOrJsonBody } from '../http/form-or-json-body.ts';
import { createGuardedRouter, type RegisteredRoute } from '../http/guard.ts';
import { insertSamlSsoSession } from '../queries/saml-sso-sessions.ts';
import { findIdpInitiatedAuthConfig } from '../queries/sso-idp-initiated-auth-configs.ts';
import { loadSsoConnector } from '../services/enterprise-sso.ts';
import { acceptIdpInitiatedResponse } from './sso-saml-idp-initiated.ts';

const acsPath = /^\/api\/authn\/single-sign-on\/saml\/[^/]+\/?$/;
/** How long a verified assertion waits for the sign-in page's `/verify`. */
const parkedForMs = 10 * 60_000;

/** The sign-in app's page that finishes an SSO sign-in (apps/sign-in, `/callback/sso/{id}`). */
export const ssoCallbackPath = (connectorId: string) =>
  `/callback/sso/${encodeURIComponent(connectorId)}`;

const idpInitiatedRefusal = () =>
  new ApiError('single_sign_on.idp_initiated_authentication_not_supported', { status: 400 });

/**
 * `POST /api/authn/single-sign-on/saml/{connectorId}`, the SAML assertion consumer service
 * (HTTP-POST binding, a form post from the IdP): verifies the response against the connector's
 * IdP (signature, issuer, audience, validity), parks the verified person in
 * `idp_initiated_saml_sso_sessions` for ten minutes and answers 302 to the sign-in app's SSO
 * callback page with `state` (the RelayState) and `samlSessionId`; that page's `/verify` call,
 * which carries the interaction cookie, consumes it once. An unsolicited response (no
 * InResponseTo) is an IdP-initiated sign-in (sso-saml-idp-initiated.ts), refused unless the
 * connector has an IdP-initiated config.
 */
export const createSamlAssertionConsumerRouter = (app: AppContext, registry: RegisteredRoute[]) => {
  const router = new Router({ prefix: '/api' });
  router.use(formOrJsonBody(acsPath, app.env.BODY_LIMIT));
  const routes = createGuardedRouter<undefined>(router, registry, {
    prefix: '/api',
    strict: !app.env.isProduction,
    database: app.database.db,
    caller: () => undefined,
  });

  routes.post(
    '/authn/single-sign-on/saml/:connectorId',
    {
      params: z.object({ connectorId: z.string().min(1).max(128) }),
      body: samlAssertionBodyGuard,
      status: [302, 400, 404],
      tags: ['Experience'],
      summary: 'SAML assertion consumer service of an enterprise SSO connector (HTTP-POST)',
    },
    async (ctx, { params, body, tenant }) => {
      const { connectorId } = params;
      const connector = await tenant.transaction((tx) =>
        loadSsoConnector(tx, app.secretBox, connectorId),
      );
      if (connector.provider.providerType !== 'saml') throw idpInitiatedRefusal();
      // Without RelayState it can only be IdP-initiated: refused before any XML work unless the
      // connector allows that.
      if (
        !body.RelayState &&
        !(await tenant.transaction((tx) => findIdpInitiatedAuthConfig(tx, connectorId)))
      ) {
        throw idpInitiatedRefusal();
      }
      const assertion = await parseSamlResponse(
        connector.config as SamlSsoConfig,
        {
          SAMLResponse: body.SAMLResponse,
          ...(body.RelayState ? { RelayState: body.RelayState } : {}),
        },
        { tenantEndpoint: tenant.urls.endpoint, connectorId },
      );
      // Unsolicited (IdP-initiated): no request of ours is answered.
      if (!assertion.inResponseTo) {
        await acceptIdpInitiatedResponse(ctx, tenant, connectorId, assertion);
        return;
      }
      if (!body.RelayState) throw idpInitiatedRefusal();
      const session = await tenant.transaction((tx) =>
        insertSamlSsoSession(tx, {
          id: generateStandardId(),
          connectorId,
          assertionContent: {
            relayState: body.RelayState,
            ...(assertion.inResponseTo ? { inResponseTo: assertion.inResponseTo } : {}),
            issuer: assertion.issuer,
            userInfo: assertion.userInfo,
          },
          expiresAt: new Date(Date.now() + parkedForMs),
        }),
      );
      const target = new URL(ssoCallbackPath(connectorId), `${tenant.urls.endpoint}/`);
      target.searchParams.set('state', body.RelayState);
      target.searchParams.set('samlSessionId', session.id);
      ctx.status = 302;
      ctx.redirect(target.href);
    },
  );
  return router;
};
