import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { AppContext } from '../context.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import type { RequestTenant } from '../http/request-scope.ts';
import { findOpenCaptchaProvider, verifyCaptchaToken } from '../services/captcha.ts';
import { publicCaptchaConfig } from '../services/captcha-widget.ts';
import type { InteractionEvent } from './experience-session.ts';
import { readSignInExperience } from './tenant-sign-in-experience.ts';

const isCaptchaOn = (experience: SignInExperience) =>
  Boolean((experience.captchaPolicy as { enabled?: boolean } | undefined)?.enabled);

/** The provider that guards sign-in and registration: set, and switched on by the policy. */
const activeCaptchaProvider = async (
  app: AppContext,
  tx: TenantTx,
  experience: SignInExperience,
) => (isCaptchaOn(experience) ? findOpenCaptchaProvider(tx, app.secretBox) : undefined);

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
    return activeCaptchaProvider(app, tx, experience);
  });
  if (provider) await verifyCaptchaToken(app, provider.config, token);
};

/**
 * `captchaConfig` of the public sign-in experience, present exactly when `assertCaptchaPassed`
 * would ask for a token, so the page shows the widget then and only then.
 */
export const publicCaptchaOf = async (
  app: AppContext,
  tenant: RequestTenant,
  experience: SignInExperience,
) => {
  if (!isCaptchaOn(experience)) return {};
  const provider = await tenant.transaction((tx) => activeCaptchaProvider(app, tx, experience));
  return provider ? { captchaConfig: publicCaptchaConfig(app.env, provider.config) } : {};
};
