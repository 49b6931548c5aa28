import type { CaptchaConfig } from '@gatehouse/schemas/api/account-center';
import type { Env } from '../env.ts';

/** Google serves reCAPTCHA's script from one host and its parts from another. */
const googleRecaptchaHosts = ['www.google.com', 'www.recaptcha.net'];
const googleStatic = 'https://www.gstatic.com';

/**
 * The script a reCAPTCHA Enterprise widget loads: the configured one, or the same path on the
 * provider's `domain` (Google documents `www.recaptcha.net` for places where google.com is blocked).
 */
const recaptchaScriptUrl = (env: Env, domain: string | undefined) => {
  const configured = new URL(env.CAPTCHA_RECAPTCHA_ENTERPRISE_SCRIPT_URL);
  if (domain && googleRecaptchaHosts.includes(configured.host)) {
    const host = domain.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    if (googleRecaptchaHosts.includes(host)) configured.host = host;
  }
  return configured.toString();
};

/**
 * Origins the sign-in pages may load captcha scripts and frames from. Listed for every tenant (the
 * page's policy is decided before its tenant's settings are read), and only these: the two
 * providers' widgets, or the stand-ins an operator or a test configured instead.
 */
export const captchaPageOrigins = (env: Env): string[] => {
  const turnstile = new URL(env.CAPTCHA_TURNSTILE_SCRIPT_URL).origin;
  const recaptcha = new URL(env.CAPTCHA_RECAPTCHA_ENTERPRISE_SCRIPT_URL);
  const isGoogle = googleRecaptchaHosts.includes(recaptcha.host);
  return [
    turnstile,
    recaptcha.origin,
    ...(isGoogle ? [...googleRecaptchaHosts.map((host) => `https://${host}`), googleStatic] : []),
  ];
};

/**
 * What the sign-in page needs to show the tenant's captcha: the public parts of the provider's
 * settings (never its secret key or project) and, as Gatehouse's addition to the contract's
 * `captchaConfig`, the widget script to load.
 */
export const publicCaptchaConfig = (env: Env, config: CaptchaConfig) =>
  config.type === 'Turnstile'
    ? {
        type: config.type,
        siteKey: config.siteKey,
        scriptUrl: env.CAPTCHA_TURNSTILE_SCRIPT_URL,
      }
    : {
        type: config.type,
        siteKey: config.siteKey,
        ...(config.domain ? { domain: config.domain } : {}),
        ...(config.mode ? { mode: config.mode } : {}),
        scriptUrl: recaptchaScriptUrl(env, config.domain),
      };
