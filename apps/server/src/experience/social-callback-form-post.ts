import type { Middleware } from 'koa';
import { ApiError } from '../http/api-error.ts';
import { readRaw } from '../http/json-body.ts';

const callbackPath = /^\/(?:account\/callback\/social|callback)\/[^/]+\/?$/;

/**
 * `POST /callback/{connectorId}` (and the account center's `/account/callback/social/…`): a
 * provider that answers with a form post (Apple with `response_mode=form_post`) lands here; the
 * fields move into the query of a 303 to the same path, where the sign-in app's callback page
 * reads them as from any other provider (contract endpoints.md, "Other non-OpenAPI routes").
 * A JSON body whose values are not all strings is 400 `oidc.invalid_request`.
 */
export const socialCallbackFormPost =
  (limit: number): Middleware =>
  async (ctx, next) => {
    if (ctx.method !== 'POST' || !callbackPath.test(ctx.path)) return next();
    const text = (await readRaw(ctx, limit)).toString('utf8');
    let fields: [string, string][];
    if (ctx.is('application/json')) {
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        throw new ApiError('oidc.invalid_request', { status: 400 });
      }
      const entries = Object.entries((parsed ?? {}) as Record<string, unknown>);
      if (typeof parsed !== 'object' || entries.some(([, value]) => typeof value !== 'string')) {
        throw new ApiError('oidc.invalid_request', { status: 400 });
      }
      fields = entries as [string, string][];
    } else {
      fields = [...new URLSearchParams(text)];
    }
    const query = new URLSearchParams(fields).toString();
    ctx.status = 303;
    ctx.redirect(`${ctx.path}${query ? `?${query}` : ''}`);
  };
