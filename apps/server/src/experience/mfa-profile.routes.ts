import { bindMfaBodyGuard } from '@gatehouse/schemas/api/experience-mfa';
import { z } from 'zod';
import type { ExperienceRoutes } from './experience-route.ts';
import { bindMfa } from './steps/bind-mfa.ts';
import { recordMfaChoice } from './steps/mfa-choices.ts';

const tags = ['Experience'];
const spec = (summary: string) => ({ status: [204, 400, 403, 404, 422], summary, tags });

/** The person's choices: no body, each path records one flag (steps/mfa-choices.ts). */
const choices = [
  ['/mfa-skipped', 'mfaSkipped', 'Skip binding MFA'],
  ['/mfa-suggestion-skipped', 'suggestionSkipped', 'Skip the suggestion of another factor'],
  ['/mfa-enabled', 'mfaEnabled', 'Turn MFA on for the user'],
  ['/passkey-skipped', 'passkeySkipped', 'Skip binding a passkey for sign-in'],
] as const;

/**
 * The MFA part of the interaction's profile: binding a new factor and the person's choices
 * (skip, enable, skip passkey). Nothing reaches the user before `POST /submit`.
 */
export const registerMfaProfileRoutes = (experience: ExperienceRoutes) => {
  experience.post(
    '/experience/profile/mfa',
    { body: bindMfaBodyGuard, ...spec('Bind a verified new MFA factor at submission') },
    (step, { body }) => bindMfa(step, body),
  );
  experience.post(
    '/experience/profile/mfa/passkey',
    {
      body: z.object({ verificationId: z.string() }),
      ...spec('Bind a registered passkey at submission'),
    },
    (step, { body }) => bindMfa(step, { type: 'WebAuthn', verificationId: body.verificationId }),
  );
  for (const [path, choice, summary] of choices) {
    experience.post(`/experience/profile/mfa${path}`, spec(summary), (step) =>
      recordMfaChoice(step, choice),
    );
  }
};
