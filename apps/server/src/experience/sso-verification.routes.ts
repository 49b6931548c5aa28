import {
  socialAuthorizationUriResponseGuard,
  verificationIdResponseGuard,
} from '@gatehouse/schemas/api/experience';
import {
  ssoAuthorizationUriBodyGuard,
  ssoConnectorsByEmailQueryGuard,
  ssoConnectorsByEmailResponseGuard,
  ssoVerifyBodyGuard,
} from '@gatehouse/schemas/api/sso-connectors';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { GuardedRouter } from '../http/guard.ts';
import { requestOrigin } from '../services/audit-log.ts';
import { ssoConnectorIdsForEmail } from '../services/enterprise-sso.ts';
import {
  type ExperienceProviders,
  loadExperienceSession,
  requireState,
  saveExperienceState,
} from './experience-session.ts';
import { idpInitiatedSsoCookie } from './sso-saml-idp-initiated.ts';
import { startEnterpriseSso, verifyEnterpriseSso } from './steps/enterprise-sso.ts';
import type { StepContext } from './steps/step-context.ts';

const params = z.object({ connectorId: z.string().min(1).max(128) });
const tags = ['Experience'];

/**
 * Enterprise SSO in the Experience API (contract "Experience API"): which connectors an e-mail
 * is routed to, then the EnterpriseSso verifier's two routes (as the social ones).
 */
export const registerSsoVerificationRoutes = (
  routes: GuardedRouter<undefined>,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  routes.get(
    '/experience/sso-connectors',
    {
      query: ssoConnectorsByEmailQueryGuard,
      response: ssoConnectorsByEmailResponseGuard,
      status: 200,
      summary: "The enterprise SSO connectors an e-mail address's domain is routed to",
      tags,
    },
    async (ctx, { query, tenant }) => {
      const connectorIds = await tenant.transaction((tx) =>
        ssoConnectorIdsForEmail(tx, query.email),
      );
      ctx.body = { connectorIds };
    },
  );

  routes.post(
    '/experience/verification/sso/:connectorId/authorization-uri',
    {
      params,
      body: ssoAuthorizationUriBodyGuard,
      response: socialAuthorizationUriResponseGuard,
      status: [200, 400, 404, 429, 500],
      summary: 'Start an enterprise SSO sign-in: the IdP URL to send the person to',
      tags,
    },
    async (ctx, { body, params, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
      const answer = await startEnterpriseSso(
        step,
        params.connectorId,
        body,
        ctx.cookies.get(idpInitiatedSsoCookie),
      );
      await saveExperienceState(session, state);
      ctx.body = answer;
    },
  );

  routes.post(
    '/experience/verification/sso/:connectorId/verify',
    {
      params,
      body: ssoVerifyBodyGuard,
      response: verificationIdResponseGuard,
      status: [200, 400, 401, 404, 429, 500],
      summary: 'Finish an enterprise SSO sign-in with what the IdP sent back',
      tags,
    },
    async (ctx, { body, params, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
      const answer = await verifyEnterpriseSso(step, params.connectorId, body);
      await saveExperienceState(session, state);
      ctx.body = answer;
    },
  );
};
