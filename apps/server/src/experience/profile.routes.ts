import { resetPasswordBodyGuard, updateProfileBodyGuard } from '@gatehouse/schemas/api/experience';
import type { AppContext } from '../context.ts';
import type { GuardedRouter } from '../http/guard.ts';
import { requestOrigin } from '../services/audit-log.ts';
import {
  type ExperienceProviders,
  loadExperienceSession,
  requireState,
  saveExperienceState,
} from './experience-session.ts';
import { setNewPassword } from './steps/reset-password.ts';
import type { StepContext } from './steps/step-context.ts';
import { updateProfile } from './steps/update-profile.ts';

/**
 * The profile of the interaction: what a registration still needs (`POST /experience/profile`)
 * and the new password of a reset (`PUT /experience/profile/password`). The steps check; the
 * routes load and save the interaction.
 */
export const registerProfileRoutes = (
  routes: GuardedRouter<undefined>,
  app: AppContext,
  providers: ExperienceProviders,
) => {
  routes.post(
    '/experience/profile',
    {
      body: updateProfileBodyGuard,
      status: [204, 400, 403, 404, 422],
      summary: 'Add to the profile of the interaction',
      tags: ['Experience'],
    },
    async (ctx, { body, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
      await updateProfile(step, body);
      await saveExperienceState(session, state);
      ctx.status = 204;
    },
  );

  routes.put(
    '/experience/profile/password',
    {
      body: resetPasswordBodyGuard,
      status: [204, 400, 404, 422],
      summary: 'Set the new password of a password reset',
      tags: ['Experience'],
    },
    async (ctx, { body, tenant }) => {
      const session = await loadExperienceSession(ctx, providers, tenant);
      const state = requireState(session);
      const step: StepContext = { app, tenant, session, state, origin: requestOrigin(ctx) };
      await setNewPassword(step, body.password);
      await saveExperienceState(session, state);
      ctx.status = 204;
    },
  );
};
