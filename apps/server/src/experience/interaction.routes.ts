import {
  identificationBodyGuard,
  interactionEventBodyGuard,
  interactionStateResponseGuard,
  redirectResponseGuard,
  startInteractionBodyGuard,
} from '@gatehouse/schemas/api/experience';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import type { GuardedRouter } from '../http/guard.ts';
import type { RequestTenant } from '../http/request-scope.ts';
import { requestOrigin, writeAuditLog } from '../services/audit-log.ts';
import { DomainError } from '../services/domain-error.ts';
import { assertCaptchaPassed } from './captcha-check.ts';
import {
  clientIdOf,
  type ExperienceProviders,
  findVerificationRecord,
  type InteractionEvent,
  loadExperienceSession,
  publicStateOf,
  requireState,
  saveExperienceState,
} from './experience-session.ts';
import { flowOf } from './steps/experience-flows.ts';
import { guardSsoOnlyEmail } from './steps/guard-sso-only-email.ts';
import type { RecordOf, StepContext, VerificationType } from './steps/step-context.ts';
import { assertEventAllowed, readSignInExperience } from './tenant-sign-in-experience.ts';

/**
 * The interaction itself: start or switch its event, read it, identify the person from a
 * verification and submit. What each event does is the flow table's (steps/experience-flows.ts).
 */
export const registerInteractionRoutes = (
  routes: GuardedRouter<undefined>,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  const startEvent = (tenant: RequestTenant, event: InteractionEvent) =>
    tenant.transaction(async (tx) => {
      const { experience } = await readSignInExperience(tx);
      await assertEventAllowed(tx, app.env, experience, event);
    });

  routes.put(
    '/experience',
    {
      body: startInteractionBodyGuard,
      status: [204, 400, 403, 422],
      summary: 'Start an experience interaction',
      tags: ['Experience'],
    },
    async (ctx, { body, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      await startEvent(tenant, body.interactionEvent);
      await assertCaptchaPassed(app, tenant, body.interactionEvent, body.captchaToken);
      // A new start forgets earlier verifications: the person may be a different one.
      await saveExperienceState(session, {
        interactionEvent: body.interactionEvent,
        profile: {},
        verificationRecords: [],
      });
      ctx.status = 204;
    },
  );

  routes.put(
    '/experience/interaction-event',
    {
      body: interactionEventBodyGuard,
      status: [204, 400, 403, 404, 422],
      summary: 'Switch the event of the current interaction',
      tags: ['Experience'],
    },
    async (ctx, { body, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      await startEvent(tenant, body.interactionEvent);
      // Verifications stay (an address proved for sign-in may register); the identified user and
      // the profile gathered for them do not carry over to another event.
      await saveExperienceState(session, {
        ...state,
        interactionEvent: body.interactionEvent,
        userId: undefined,
        profile: {},
      });
      ctx.status = 204;
    },
  );

  routes.get(
    '/experience/interaction',
    {
      response: interactionStateResponseGuard,
      status: [200, 400, 404],
      summary: 'The current interaction',
      tags: ['Experience'],
    },
    async (ctx, { tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      ctx.body = publicStateOf(requireState(session));
    },
  );

  routes.post(
    '/experience/identification',
    {
      body: identificationBodyGuard,
      status: [204, 201, 400, 401, 403, 404, 422],
      summary: 'Identify the user from a verification',
      tags: ['Experience'],
    },
    async (ctx, { body, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      const flow = flowOf(state.interactionEvent);
      const step: StepContext = {
        app,
        tenant,
        session,
        state,
        origin: requestOrigin(ctx),
        linkSocialIdentity: body.linkSocialIdentity,
      };
      if (body.verificationId === undefined && flow.identifyFromProfile) {
        await flow.identifyFromProfile(step);
      } else {
        const record = findVerificationRecord(state, body.verificationId);
        const identify = flow.identify[record.type];
        if (!identify) throw new ApiError('session.invalid_interaction_type', { status: 400 });
        if (state.interactionEvent !== 'ForgotPassword') await guardSsoOnlyEmail(step, record);
        // The table pairs each verification type with the step for that type's records.
        await (
          identify as (step: StepContext, record: RecordOf<VerificationType>) => Promise<void>
        )(step, record);
      }
      await saveExperienceState(session, state);
      ctx.status = flow.identifiedStatus;
    },
  );

  routes.post(
    '/experience/submit',
    {
      response: redirectResponseGuard,
      status: [200, 400, 401, 403, 404, 422],
      summary: 'Finish the interaction and return to the OIDC flow',
      tags: ['Experience'],
    },
    async (ctx, { tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      const flow = flowOf(state.interactionEvent);
      const applicationId = clientIdOf(session);
      const origin = requestOrigin(ctx);
      try {
        const userId = state.userId;
        if (!userId) throw new ApiError('session.identifier_not_found', { status: 404 });
        const step: StepContext = { app, tenant, session, state, origin };
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
        ctx.body = { redirectTo };
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
  );
};
