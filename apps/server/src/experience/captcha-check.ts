import type { AppContext } from '../context.ts';
import type { RequestTenant } from '../http/request-scope.ts';
import { findOpenCaptchaProvider, verifyCaptchaToken } from '../services/captcha.ts';
import type { InteractionEvent } from './experience-session.ts';
import { readSignInExperience } from './tenant-sign-in-experience.ts';

/**
 * `PUT /api/experience`: when the sign-in experience's captcha policy is on and a provider is set,
 * a sign-in or registration starts only with a token the provider accepts (422
 * `session.captcha_required` / `session.captcha_failed`). The provider is asked outside any
 * transaction.
 */
export const assertCaptchaPassed = async (
  app: AppContext,
  tenant: RequestTenant,
  event: InteractionEvent,
  token: string | undefined,
) => {
  if (event === 'ForgotPassword') return;
  const provider = await tenant.transaction(async (tx) => {
    const { experience } = await readSignInExperience(tx);
    if (!(experience.captchaPolicy as { enabled?: boolean } | undefined)?.enabled) return undefined;
    return findOpenCaptchaProvider(tx, app.secretBox);
  });
  if (provider) await verifyCaptchaToken(app, provider.config, token);
};
