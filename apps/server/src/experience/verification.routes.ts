import { generateStandardId } from '@gatehouse/schemas';
import { verificationIdResponseGuard } from '@gatehouse/schemas/api/experience';
import type { AppContext } from '../context.ts';
import type { GuardedRouter } from '../http/guard.ts';
import { requestOrigin } from '../services/audit-log.ts';
import {
  type ExperienceProviders,
  loadExperienceSession,
  requireState,
  saveExperienceState,
  type VerificationRecord,
} from './experience-session.ts';
import { verifiers } from './steps/experience-flows.ts';

/**
 * `POST /api/experience/verification/{type}`, one route per entry of the verifier table
 * (steps/experience-flows.ts): each checks what the person proved and answers the id of the
 * verification record it added to the interaction.
 */
export const registerVerificationRoutes = (
  routes: GuardedRouter<undefined>,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  for (const verifier of verifiers) {
    routes.post(
      `/experience/verification/${verifier.path}`,
      {
        body: verifier.body,
        response: verificationIdResponseGuard,
        status: [200, 400, 404, 429, ...verifier.errors],
        summary: verifier.summary,
        tags: ['Experience'],
      },
      async (ctx, { body, tenant }) => {
        const session = await loadExperienceSession(ctx, providers, tenant);
        const state = requireState(session);
        const step = { app, tenant, session, state, origin: requestOrigin(ctx) };
        const record = await verifier.verify(step, body);
        // A verifier that completes an earlier record returns its id: that record is replaced.
        const verificationId = record.id ?? generateStandardId();
        state.verificationRecords = [
          ...state.verificationRecords.filter(({ id }) => id !== verificationId),
          { ...record, id: verificationId } as VerificationRecord,
        ];
        await saveExperienceState(session, state);
        ctx.body = { verificationId };
      },
    );
  }
};
