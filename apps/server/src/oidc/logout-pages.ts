import type { KoaContextWithOIDC } from 'oidc-provider';
import { inlineScriptHash, providerPagePolicy } from './provider-page-policy.ts';

// Submits the provider's logout form at once (its XSRF token is in the form).
const submitLogoutScript = `
var form = document.forms[0];
var input = document.createElement('input');
input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
form.appendChild(input); form.submit();
`;
const logoutPagePolicy = providerPagePolicy([inlineScriptHash(submitLogoutScript)]);

/**
 * RP-initiated logout without a confirmation page (Logto signs out at once): the provider's form
 * is submitted by script with `logout=yes`. The page has no visible text, so nothing to translate.
 */
export const logoutSource = async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', logoutPagePolicy);
  ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"></head><body>${form}<script>${submitLogoutScript}</script></body></html>`;
};

/** Shown only when a logout request had no post-logout redirect URI: an empty page. */
export const postLogoutSuccessSource = async (ctx: KoaContextWithOIDC): Promise<void> => {
  ctx.type = 'html';
  ctx.body =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"></head><body></body></html>';
};
