/** What differs between the pages' policies; everything else is the same strict base. */
export type PagePolicyOptions = {
  /** Origins besides our own the page calls with fetch (the console: the main port's API). */
  connectTo?: string[];
  /** Origins besides our own the page may show in an `<iframe>` (the console: the sign-in preview). */
  frameTo?: string[];
  /** Origins besides our own the page may load scripts from (the sign-in page: captcha widgets). */
  scriptFrom?: string[];
  /** Origins that may frame the page; none unless given (the sign-in preview: the console's). */
  frameAncestors?: string[];
};

const originOf = (url: string | undefined) => (url ? URL.parse(url)?.origin : undefined);

/**
 * The Content-Security-Policy of the sign-in app and the console (issue 8, item 10).
 * - Scripts only from our origin; neither app has an inline script (Vite emits external modules).
 *   The sign-in page adds the captcha providers' script origins (`captchaPageOrigins`).
 * - Styles from our origin plus `<style>` elements carrying this answer's nonce: the console's
 *   Mantine injects its CSS variables as a `<style>` element (MantineProvider `getStyleNonce`),
 *   and the sign-in app adds the tenant's custom CSS the same way. No 'unsafe-inline'.
 * - Images from anywhere: tenants brand pages and applications with logos on their own hosts.
 * - Neither page may be framed, except the sign-in preview by the console (sign-in-preview.ts).
 */
export const pagePolicy = (nonce: string, options: PagePolicyOptions = {}) => {
  const originsOf = (urls: string[] | undefined) => [
    ...new Set(urls?.map(originOf).filter((origin) => origin && origin !== 'null')),
  ];
  const connect = originsOf(options.connectTo);
  const frames = originsOf(options.frameTo);
  const scripts = originsOf(options.scriptFrom);
  const ancestors = originsOf(options.frameAncestors);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    'img-src * data: blob:',
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connect].join(' '),
    ...(frames.length > 0 ? [['frame-src', "'self'", ...frames].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'self'",
    ancestors.length > 0 ? ['frame-ancestors', ...ancestors].join(' ') : "frame-ancestors 'none'",
  ].join('; ');
};
