import type { PublicSignInExperience } from '@gatehouse/schemas/sign-in-experience/public-sign-in-experience.schema';

export type CaptchaConfig = NonNullable<PublicSignInExperience['captchaConfig']>;

/**
 * The tenant's captcha, set once from its experience. Kept apart from the widget code
 * (captcha.ts), which is loaded only when a submit needs a token: the first page load stays small.
 */
let current: CaptchaConfig | undefined;

export const configureCaptcha = (config: CaptchaConfig | undefined) => {
  current = config;
};

export const configuredCaptcha = () => current;
