import {
  identificationBodyGuard,
  interactionEventBodyGuard,
  interactionStateResponseGuard,
  startInteractionBodyGuard,
} from '@gatehouse/schemas/api/experience';
import { ApiError } from '../http/api-error.ts';
import { assertCaptchaPassed } from './captcha-check.ts';
import type { ExperienceRoutes } from './experience-route.ts';
import {
  findVerificationRecord,
  type InteractionEvent,
  publicStateOf,
} from './experience-session.ts';
import { flowOf } from './steps/experience-flows.ts';
import { guardSsoOnlyEmail } from './steps/guard-sso-only-email.ts';
import type { RecordOf, StepContext, VerificationType } from './steps/step-context.ts';
import { assertEventAllowed, readSignInExperience } from './tenant-sign-in-experience.ts';

/**
 * The interaction itself: start or switch its event, read it, identify the person from a
 * verification (`/submit` is submit.routes.ts). What each event does is the flow table's (steps/experience-flows.ts).
 */
export const registerInteractionRoutes = (experience: ExperienceRoutes) => {
  const startEvent = ({ app, tenant }: StepContext, event: InteractionEvent) =>
    tenant.transaction(async (tx) => {
      const { experience } = await readSignInExperience(tx);
      await assertEventAllowed(tx, app.env, experience, event);
    });

  experience.put(
    '/experience',
    {
      body: startInteractionBodyGuard,
      status: [204, 400, 403, 422],
      summary: 'Start an experience interaction',
      tags: ['Experience'],
    },
    async (step, { body }) => {
      await startEvent(step, body.interactionEvent);
      await assertCaptchaPassed(step.app, step.tenant, body.interactionEvent, body.captchaToken);
    },
    // A new start forgets earlier verifications: the person may be a different one.
    {
      state: (_session, { body }) => ({
        interactionEvent: body.interactionEvent,
        profile: {},
        verificationRecords: [],
      }),
    },
  );

  experience.put(
    '/experience/interaction-event',
    {
      body: interactionEventBodyGuard,
      status: [204, 400, 403, 404, 422],
      summary: 'Switch the event of the current interaction',
      tags: ['Experience'],
    },
    async (step, { body }) => {
      await startEvent(step, body.interactionEvent);
      // Verifications stay (an address proved for sign-in may register); the identified user and
      // the profile gathered for them do not carry over to another event.
      Object.assign(step.state, {
        interactionEvent: body.interactionEvent,
        userId: undefined,
        profile: {},
      });
    },
  );

  experience.get(
    '/experience/interaction',
    {
      response: interactionStateResponseGuard,
      status: [200, 400, 404],
      summary: 'The current interaction',
      tags: ['Experience'],
    },
    async ({ state }) => publicStateOf(state),
    { save: false },
  );

  experience.post(
    '/experience/identification',
    {
      body: identificationBodyGuard,
      status: [204, 201, 400, 401, 403, 404, 422],
      summary: 'Identify the user from a verification',
      tags: ['Experience'],
    },
    async (context, { body }) => {
      const { state } = context;
      const flow = flowOf(state.interactionEvent);
      const step: StepContext = { ...context, linkSocialIdentity: body.linkSocialIdentity };
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
      return flow.identifiedStatus;
    },
  );
};
