import { resetPasswordBodyGuard, updateProfileBodyGuard } from '@gatehouse/schemas/api/experience';
import type { ExperienceRoutes } from './experience-route.ts';
import { setNewPassword } from './steps/reset-password.ts';
import { updateProfile } from './steps/update-profile.ts';

/**
 * The profile of the interaction: what a registration still needs (`POST /experience/profile`)
 * and the new password of a reset (`PUT /experience/profile/password`). The steps check;
 * `experience` loads and saves the interaction.
 */
export const registerProfileRoutes = (experience: ExperienceRoutes) => {
  experience.post(
    '/experience/profile',
    {
      body: updateProfileBodyGuard,
      status: [204, 400, 403, 404, 422],
      summary: 'Add to the profile of the interaction',
      tags: ['Experience'],
    },
    (step, { body }) => updateProfile(step, body),
  );

  experience.put(
    '/experience/profile/password',
    {
      body: resetPasswordBodyGuard,
      status: [204, 400, 404, 422],
      summary: 'Set the new password of a password reset',
      tags: ['Experience'],
    },
    (step, { body }) => setNewPassword(step, body.password),
  );
};
