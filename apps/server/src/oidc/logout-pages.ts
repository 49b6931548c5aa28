import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * RP-initiated logout without a confirmation page (Logto signs out at once): the provider's form
 * is submitted by script with `logout=yes`. The page has no visible text, so nothing to translate.
 */
export const logoutSource = async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"></head><body>${form}<script>
var form = document.forms[0];
var input = document.createElement('input');
input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
form.appendChild(input); form.submit();
</script></body></html>`;
};

/** Shown only when a logout request had no post-logout redirect URI: an empty page. */
export const postLogoutSuccessSource = async (ctx: KoaContextWithOIDC): Promise<void> => {
  ctx.type = 'html';
  ctx.body =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"></head><body></body></html>';
};
