import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { setResponseHeader } from '../http/set-header.ts';

/**
 * The Content-Security-Policy of the pages oidc-provider renders itself: the form_post response
 * (an auto-submitting form to the client's redirect URI), the logout form and the device flow
 * pages. It is set before the provider runs because oidc-provider adds the hash of each inline
 * script it writes only to a `script-src` it finds already set (helpers/script_src_sha.js).
 * - Scripts: our own origin's files and the hashed inline ones (the provider's form_post, our
 *   logout submitter); no other inline script. (`'none'` cannot be the base: browsers ignore it,
 *   with a warning, once the provider appends a hash.)
 * - Inline styles: the device pages carry a `<style>` element and no nonce can reach it.
 * - `form-action` stays open: form_post submits to the client's registered redirect URI.
 * JSON answers under /oidc carry it too, which is harmless (they load nothing).
 */
export const providerPagePolicy = (inlineScriptHashes: string[] = []) =>
  [
    "default-src 'none'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/** The CSP source expression (`sha256-…`) that allows exactly this inline script. */
export const inlineScriptHash = (script: string) =>
  `sha256-${createHash('sha256').update(script).digest('base64')}`;

/** Sets the provider pages' policy on every /oidc request, before oidc-provider answers. */
export const providerPagePolicyMiddleware = (): Middleware => {
  // The same string for every request (the provider appends its hashes to its own copy).
  const policy = providerPagePolicy();
  return (ctx, next) => {
    if (ctx.path === '/oidc' || ctx.path.startsWith('/oidc/'))
      setResponseHeader(ctx, 'Content-Security-Policy', policy);
    return next();
  };
};
