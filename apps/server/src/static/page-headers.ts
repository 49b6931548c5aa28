import type { AppContext } from '../context.ts';
import { captchaPageOrigins } from '../services/captcha-widget.ts';
import { pagePolicy } from './content-security-policy.ts';
import type { PageHeaders } from './spa.ts';

/**
 * The sign-in app's pages. No referrer at all: their URLs carry the authorization request, and
 * the pages link to the tenant's terms and privacy pages on other hosts. Scripts and frames of the
 * two captcha providers are allowed (their widgets are a script plus an iframe); no other origin.
 */
export const signInPageHeaders = (app: AppContext): PageHeaders => {
  const captcha = captchaPageOrigins(app.env);
  return {
    policy: (nonce) => pagePolicy(nonce, { scriptFrom: captcha, frameTo: captcha }),
    referrerPolicy: 'no-referrer',
  };
};

/** The console: it also calls the user tenants' API on the main port, and the release feed. */
export const consolePageHeaders = (app: AppContext): PageHeaders => ({
  policy: (nonce) =>
    pagePolicy(nonce, {
      connectTo: [
        app.env.endpoint,
        app.tenantUrls('default').endpoint,
        ...(app.env.RELEASE_INFO_URL ? [app.env.RELEASE_INFO_URL] : []),
      ],
      // The sign-in experience editor shows the tenant's sign-in page in preview mode.
      frameTo: [app.tenantUrls('default').endpoint],
    }),
  referrerPolicy: 'strict-origin-when-cross-origin',
});
