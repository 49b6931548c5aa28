import { bindMfaBodyGuard } from '@gatehouse/schemas/api/experience-mfa';
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
import { bindMfa } from './steps/bind-mfa.ts';
import { recordMfaChoice } from './steps/mfa-choices.ts';
import type { StepContext } from './steps/step-context.ts';

const tags = ['Experience'];

/**
 * The MFA part of the interaction's profile: binding a new factor and the person's choices
 * (skip, enable, skip passkey). Nothing reaches the user before `POST /submit`.
 */
export const registerMfaProfileRoutes = (
  routes: GuardedRouter<undefined>,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  const profileRoute = <B extends z.ZodType>(
    path: string,
    body: B | undefined,
    summary: string,
    run: (step: StepContext, body: z.infer<B>) => Promise<void>,
  ) =>
    routes.post(
      `/experience/profile/mfa${path}`,
      { ...(body ? { body } : {}), status: [204, 400, 403, 404, 422], summary, tags },
      async (ctx, { body, tenant }) => {
        const session = await loadExperienceSession(ctx, providers, tenant);
        const state = requireState(session);
        const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
        await run(step, body as z.infer<B>);
        await saveExperienceState(session, state);
        ctx.status = 204;
      },
    );
  // The choices carry no body.
  const empty = undefined;

  profileRoute('', bindMfaBodyGuard, 'Bind a verified new MFA factor at submission', bindMfa);
  profileRoute(
    '/passkey',
    z.object({ verificationId: z.string() }),
    'Bind a registered passkey at submission',
    (step, { verificationId }) => bindMfa(step, { type: 'WebAuthn', verificationId }),
  );
  profileRoute('/mfa-skipped', empty, 'Skip binding MFA', (step) =>
    recordMfaChoice(step, 'mfaSkipped'),
  );
  profileRoute('/mfa-suggestion-skipped', empty, 'Skip the suggestion of another factor', (step) =>
    recordMfaChoice(step, 'suggestionSkipped'),
  );
  profileRoute('/mfa-enabled', empty, 'Turn MFA on for the user', (step) =>
    recordMfaChoice(step, 'mfaEnabled'),
  );
  profileRoute('/passkey-skipped', empty, 'Skip binding a passkey for sign-in', (step) =>
    recordMfaChoice(step, 'passkeySkipped'),
  );
};
