import { ApiError } from '../api/api-client.ts';
import type { CaptchaConfig } from './captcha-config.ts';

/**
 * The captcha widget of sign-in and registration (docs/decisions/015-mfa-and-account-api.md).
 * The tenant's `captchaConfig` names the provider, its site key and the script to load; a token
 * is asked for right before `PUT /api/experience` starts a sign-in or a registration, the only
 * request the server checks it on. The provider's script is loaded on first use, never before,
 * so tenants without captcha (and every page load before a submit) pay nothing for it.
 */
export type CaptchaAction = 'SignIn' | 'Register';

type TurnstileApi = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      action?: string;
      appearance?: 'always' | 'execute' | 'interaction-only';
      callback: (token: string) => void;
      'error-callback'?: () => void;
      'expired-callback'?: () => void;
    },
  ) => string | undefined;
  remove: (widgetId: string) => void;
};
type RecaptchaEnterpriseApi = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
  render: (
    container: HTMLElement,
    options: { sitekey: string; action?: string; callback: (token: string) => void },
  ) => number;
  reset: (widgetId?: number) => void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
    grecaptcha?: { enterprise?: RecaptchaEnterpriseApi };
  }
}

const defaultScripts: Record<CaptchaConfig['type'], string> = {
  Turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  RecaptchaEnterprise: 'https://www.google.com/recaptcha/enterprise.js',
};
/** A user solving an interactive challenge needs time; a widget that never answers does not. */
const tokenTimeoutMs = 120_000;

let scriptLoad: Promise<void> | undefined;

const failed = () =>
  new ApiError(0, 'session.captcha_failed', 'The captcha could not be completed.');

const nonce = () =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/** Adds the provider's script once; resolves when it ran. */
const loadScript = (src: string) => {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const value = nonce();
    if (value) script.nonce = value;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scriptLoad = undefined;
      script.remove();
      reject(failed());
    });
    document.head.append(script);
  });
  return scriptLoad;
};

const withScriptQuery = (url: string, query: Record<string, string>) => {
  const parsed = new URL(url, window.location.href);
  for (const [key, value] of Object.entries(query)) parsed.searchParams.set(key, value);
  return parsed.href;
};

/**
 * Where an interactive challenge shows: a slot at the bottom of the page. The provider's frame
 * inside it is titled by the provider, in the visitor's language.
 */
const widgetSlot = () => {
  const slot = document.createElement('div');
  slot.className = 'captcha-slot';
  document.body.append(slot);
  return slot;
};

const withTimeout = <T>(promise: Promise<T>, cleanUp: () => void) =>
  new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(failed()), tokenTimeoutMs);
    promise.then(resolve, reject).finally(() => {
      window.clearTimeout(timer);
      cleanUp();
    });
  });

const turnstileToken = async (config: CaptchaConfig, action: CaptchaAction) => {
  await loadScript(
    withScriptQuery(config.scriptUrl ?? defaultScripts.Turnstile, { render: 'explicit' }),
  );
  const turnstile = window.turnstile;
  if (!turnstile) throw failed();
  const slot = widgetSlot();
  let widgetId: string | undefined;
  const token = new Promise<string>((resolve, reject) => {
    widgetId = turnstile.render(slot, {
      sitekey: config.siteKey,
      action,
      // Most visitors pass without seeing anything; a challenge appears only when one is needed.
      appearance: 'interaction-only',
      callback: resolve,
      'error-callback': () => reject(failed()),
      'expired-callback': () => reject(failed()),
    });
  });
  return withTimeout(token, () => {
    if (widgetId) turnstile.remove(widgetId);
    slot.remove();
  });
};

const recaptchaToken = async (config: CaptchaConfig, action: CaptchaAction) => {
  const isCheckbox = config.mode === 'checkbox';
  const script = config.scriptUrl ?? defaultScripts.RecaptchaEnterprise;
  await loadScript(isCheckbox ? script : withScriptQuery(script, { render: config.siteKey }));
  const enterprise = window.grecaptcha?.enterprise;
  if (!enterprise) throw failed();
  await new Promise<void>((resolve) => enterprise.ready(resolve));
  if (!isCheckbox)
    return enterprise.execute(config.siteKey, { action }).catch(() => Promise.reject(failed()));
  const slot = widgetSlot();
  const token = new Promise<string>((resolve) => {
    enterprise.render(slot, { sitekey: config.siteKey, action, callback: resolve });
  });
  return withTimeout(token, () => slot.remove());
};

/** A fresh token for one submit; fails with the server's own `session.captcha_failed`. */
export const captchaToken = (config: CaptchaConfig, action: CaptchaAction): Promise<string> =>
  config.type === 'Turnstile' ? turnstileToken(config, action) : recaptchaToken(config, action);
