import type { Context } from 'koa';
import { translateError } from '../http/translate-error.ts';

type OAuthErrorBody = { error: string; error_description?: string; [key: string]: unknown };

const isOAuthErrorBody = (body: unknown): body is OAuthErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  !Buffer.isBuffer(body) &&
  typeof (body as { error?: unknown }).error === 'string';

/** A known oidc error code's phrase, or the provider's own description until phrases exist. */
const messageFor = (
  code: string,
  description: string | undefined,
  language: string | undefined,
) => {
  const translated = translateError(code, language);
  const isFallback =
    translated === code || translated === translateError('request.general', language);
  return isFallback && description ? description : translated;
};

/**
 * Logto's OIDC error body: the OAuth fields plus `code: 'oidc.<error>'` and a translated
 * `message` (contract/errors.md). `?parse_error=false` keeps the raw OAuth body.
 */
export const decorateOidcError = (ctx: Context): void => {
  const { body } = ctx;
  if (ctx.status < 400 || !isOAuthErrorBody(body) || ctx.query.parse_error === 'false') return;
  const code = `oidc.${body.error}`;
  ctx.body = {
    ...body,
    code,
    message: messageFor(code, body.error_description, ctx.get('accept-language') || undefined),
    ...(body.error === 'invalid_grant'
      ? { error_uri: 'https://openid.sh/debug/invalid_grant' }
      : {}),
  };
};

/** oidc-provider's `renderError` (browser requests): the same JSON body instead of an HTML page. */
export const renderOidcError = async (
  ctx: Context,
  out: Record<string, unknown>,
): Promise<void> => {
  ctx.type = 'json';
  ctx.body = out;
  decorateOidcError(ctx);
};
