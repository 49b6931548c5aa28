import { redirectResponseGuard } from '@gatehouse/schemas/api/experience';
import { ApiError } from '../http/api-error.ts';
import { writeAuditLog } from '../services/audit-log.ts';
import { DomainError } from '../services/domain-error.ts';
import type { ExperienceRoutes } from './experience-route.ts';
import { clientIdOf } from './experience-session.ts';
import { flowOf } from './steps/experience-flows.ts';

/**
 * `POST /experience/submit`: runs the event's submit steps (steps/experience-flows.ts), hands
 * the interaction back to oidc-provider and logs the outcome, a failure too (its error code).
 */
export const registerSubmitRoute = (experience: ExperienceRoutes) => {
  experience.post(
    '/experience/submit',
    {
      response: redirectResponseGuard,
      status: [200, 400, 401, 403, 404, 422],
      summary: 'Finish the interaction and return to the OIDC flow',
      tags: ['Experience'],
    },
    async (step, _input, ctx) => {
      const { app, tenant, session, state, origin } = step;
      const flow = flowOf(state.interactionEvent);
      const applicationId = clientIdOf(session);
      try {
        const userId = state.userId;
        if (!userId) throw new ApiError('session.identifier_not_found', { status: 404 });
        for (const run of flow.submit) await run(step, userId);
        // A flow that signs nobody in (password reset) hands the interaction back empty: the
        // provider asks for a login again and the browser lands on the sign-in page.
        const redirectTo = await session.provider.interactionResult(
          ctx.req,
          ctx.res,
          flow.signsIn ? { login: { accountId: userId } } : {},
          { mergeWithLastSubmission: flow.signsIn },
        );
        await writeAuditLog(app, tenant.id, {
          key: flow.auditKey,
          result: 'Success',
          userId,
          applicationId,
          ...origin,
        });
        return { redirectTo };
      } catch (error: unknown) {
        const code =
          error instanceof ApiError || error instanceof DomainError
            ? error.code
            : 'request.internal_server_error';
        await writeAuditLog(app, tenant.id, {
          key: flow.auditKey,
          result: 'Error',
          error: code,
          userId: state.userId,
          applicationId,
          ...origin,
        });
        throw error;
      }
    },
    // The provider stores the interaction's result itself; the state is not needed past here.
    { save: false },
  );
};
