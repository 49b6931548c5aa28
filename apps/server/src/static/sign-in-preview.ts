import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import type { AppContext } from '../context.ts';
import { pagePolicy } from './content-security-policy.ts';
import { type PageHeaders, sendIndexHtml } from './spa.ts';

/** The pages the console's live preview shows (apps/sign-in/src/app/preview.ts). */
const previewPaths = new Set(['/sign-in', '/register']);

/**
 * The sign-in page in preview mode (`/sign-in?preview`): the same app, which then draws the
 * console's unsaved settings (sent by `postMessage`) and never talks to the experience API. Only
 * the console's origins may frame it; every other page of the app stays unframable.
 */
export const signInPreviewHeaders = (app: AppContext): PageHeaders => ({
  policy: (nonce) => pagePolicy(nonce, { frameAncestors: app.adminOrigins() }),
  referrerPolicy: 'no-referrer',
  isFramable: true,
});

/** Answers `GET /sign-in?preview` and `/register?preview` with the framable preview page. */
export const serveSignInPreview =
  (options: { root: string; app: AppContext }): Middleware =>
  async (ctx, next) => {
    const isPreview =
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      previewPaths.has(ctx.path) &&
      ctx.query.preview !== undefined;
    if (!isPreview || !existsSync(path.join(options.root, 'index.html'))) return next();
    await sendIndexHtml(ctx, options.root, signInPreviewHeaders(options.app));
  };
