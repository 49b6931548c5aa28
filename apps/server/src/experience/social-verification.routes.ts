import {
  socialAuthorizationUriBodyGuard,
  socialAuthorizationUriResponseGuard,
  socialVerifyBodyGuard,
  verificationIdResponseGuard,
} from '@gatehouse/schemas/api/experience';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { GuardedRouter } from '../http/guard.ts';
import { requestOrigin } from '../services/audit-log.ts';
import {
  type ExperienceProviders,
  loadExperienceSession,
  requireState,
  saveExperienceState,
} from './experience-session.ts';
import { startSocialVerification } from './steps/start-social-verification.ts';
import type { StepContext } from './steps/step-context.ts';
import { verifySocialIdentity } from './steps/verify-social-identity.ts';

const params = z.object({ connectorId: z.string().min(1).max(128) });
const tags = ['Experience'];

/**
 * The social verifier's two routes (contract "Experience API"). They differ from the table's
 * verifiers (verification.routes.ts) in shape only: the connector is a path parameter, the first
 * answers the provider's URL too, and the second completes the record the first created.
 */
export const registerSocialVerificationRoutes = (
  routes: GuardedRouter<undefined>,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  routes.post(
    '/experience/verification/social/:connectorId/authorization-uri',
    {
      params,
      body: socialAuthorizationUriBodyGuard,
      response: socialAuthorizationUriResponseGuard,
      status: [200, 400, 404, 429, 500],
      summary: 'Start a social sign-in: the provider URL to send the person to',
      tags,
    },
    async (ctx, { body, params, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
      const answer = await startSocialVerification(step, params.connectorId, body);
      await saveExperienceState(session, state);
      ctx.body = answer;
    },
  );

  routes.post(
    '/experience/verification/social/:connectorId/verify',
    {
      params,
      body: socialVerifyBodyGuard,
      response: verificationIdResponseGuard,
      status: [200, 400, 401, 404, 429, 500],
      summary: 'Finish a social sign-in with what the provider sent back',
      tags,
    },
    async (ctx, { body, params, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
      const answer = await verifySocialIdentity(step, params.connectorId, body);
      await saveExperienceState(session, state);
      ctx.body = answer;
    },
  );
};
