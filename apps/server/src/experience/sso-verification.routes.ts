import {
  ssoAuthorizationUriBodyGuard,
  ssoConnectorsByEmailQueryGuard,
  ssoConnectorsByEmailResponseGuard,
  ssoVerifyBodyGuard,
} from '@gatehouse/schemas/api/sso-connectors';
import type { GuardedRouter } from '../http/guard.ts';
import { ssoConnectorIdsForEmail } from '../services/enterprise-sso.ts';
import { registerConnectorVerification } from './connector-verification.ts';
import type { ExperienceRoutes } from './experience-route.ts';
import { idpInitiatedSsoCookie } from './sso-saml-idp-initiated.ts';
import { startEnterpriseSso, verifyEnterpriseSso } from './steps/enterprise-sso.ts';

/**
 * Enterprise SSO in the Experience API (contract "Experience API"): which connectors an e-mail
 * is routed to, then the EnterpriseSso verifier's two routes (as the social ones). Unlike social,
 * starting reads the IdP-initiated SSO cookie: a SAML assertion the IdP posted unasked is used
 * instead of asking the IdP again.
 */
export const registerSsoVerificationRoutes = (
  routes: GuardedRouter<undefined>,
  experience: ExperienceRoutes,
) => {
  // No interaction needed: the sign-in page asks before any verification starts.
  routes.get(
    '/experience/sso-connectors',
    {
      query: ssoConnectorsByEmailQueryGuard,
      response: ssoConnectorsByEmailResponseGuard,
      status: 200,
      summary: "The enterprise SSO connectors an e-mail address's domain is routed to",
      tags: ['Experience'],
    },
    async (ctx, { query, tenant }) => {
      const connectorIds = await tenant.transaction((tx) =>
        ssoConnectorIdsForEmail(tx, query.email),
      );
      ctx.body = { connectorIds };
    },
  );

  registerConnectorVerification(experience, {
    kind: 'sso',
    start: {
      body: ssoAuthorizationUriBodyGuard,
      summary: 'Start an enterprise SSO sign-in: the IdP URL to send the person to',
      run: (step, connectorId, body, ctx) =>
        startEnterpriseSso(step, connectorId, body, ctx.cookies.get(idpInitiatedSsoCookie)),
    },
    verify: {
      body: ssoVerifyBodyGuard,
      summary: 'Finish an enterprise SSO sign-in with what the IdP sent back',
      run: verifyEnterpriseSso,
    },
  });
};
