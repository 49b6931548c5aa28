import type { Middleware } from 'koa';
import type { AppContext } from '../context.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { maybeTenantOf } from '../http/request-scope.ts';
import { ensureErrorPhrases, translateError } from '../http/translate-error.ts';
import { inlineScriptHash, providerPagePolicy } from '../oidc/provider-page-policy.ts';
import { finishSsoConnectionTest, testStatePrefix } from '../services/sso-connection-test.ts';

const callbackPath = /^\/callback\/sso\/([^/]+)\/?$/;

// Tells the console window that opened the test it can read the result now (no data is sent:
// the result is read through the management API by the administrator), then closes the window.
const notifyOpenerScript =
  "try{window.opener&&window.opener.postMessage('gatehouse:sso-connection-test','*')}catch(e){}window.close();";
const pagePolicy = providerPagePolicy([inlineScriptHash(notifyOpenerScript)]);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * `GET /callback/sso/{connectorId}` when the state is a connection test's (decision 017,
 * addition): the IdP's answer finishes the test here instead of reaching the sign-in app's
 * callback page, which would start a sign-in. Any other state goes on to the sign-in app.
 * Answers a small page (translated, no claims on it) that closes itself.
 */
export const ssoConnectionTestCallback =
  (app: AppContext): Middleware =>
  async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    const match = callbackPath.exec(ctx.path);
    const state = ctx.query.state;
    if (!match || typeof state !== 'string' || !state.startsWith(testStatePrefix)) return next();
    const tenant = maybeTenantOf(ctx);
    if (!tenant) return next();
    const connectorId = decodeURIComponent(match[1] ?? '');
    const query = Object.fromEntries(
      Object.entries(ctx.query).flatMap(([key, value]) =>
        typeof value === 'string' ? [[key, value]] : [],
      ),
    );
    const found = await finishSsoConnectionTest(
      (work) => withTenant(app.database.db, tenant.id, work),
      app.secretBox,
      connectorId,
      query,
      { tenantEndpoint: tenant.urls.endpoint },
    );
    const language = ctx.get('accept-language') || undefined;
    await ensureErrorPhrases(language);
    const text = translateError(
      found ? 'sso_connection_test.finished' : 'sso_connection_test.test_not_found',
      language,
    );
    ctx.status = found ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', pagePolicy);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width"></head><body><p>${escapeHtml(text)}</p>${found ? `<script>${notifyOpenerScript}</script>` : ''}</body></html>`;
  };
