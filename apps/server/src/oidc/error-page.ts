import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import type { AppContext } from '../context.ts';
import { signInPageHeaders } from '../static/page-headers.ts';
import { sendIndexHtml, signInDistOf } from '../static/spa.ts';
import { renderOidcError } from './error-body.ts';

/**
 * What the sign-in app's error page says for an OAuth error that cannot go back to the client
 * (apps/sign-in ErrorPage reads it from `<meta name="gatehouse-error">`); other errors get the
 * page's general text. Only these fixed words reach the page, never text from the request.
 */
const pageErrorOf = (error: unknown) => {
  if (error === 'invalid_client') return 'unknown_application';
  if (error === 'invalid_redirect_uri') return 'unregistered_redirect_uri';
  return 'oidc_error';
};

/**
 * oidc-provider's `renderError`: errors it must not redirect to the client (unknown `client_id`,
 * unregistered `redirect_uri`, a broken logout request, …). A browser gets the sign-in app's
 * translated error page with the error's status (issue 8, item 15); a program that prefers
 * JSON (or accepts anything) keeps Logto's JSON body.
 */
export const createOidcErrorPage =
  (app: AppContext) =>
  async (ctx: Context, out: Record<string, unknown>): Promise<void> => {
    if (ctx.accepts('json', 'html') !== 'html') return renderOidcError(ctx, out);
    const root = signInDistOf(app.env);
    if (!existsSync(path.join(root, 'index.html'))) return renderOidcError(ctx, out);
    await sendIndexHtml(
      ctx,
      root,
      signInPageHeaders(app),
      `<meta name="gatehouse-error" content="${pageErrorOf(out.error)}">`,
    );
  };
