import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { Env } from '../env.ts';
import { pickPrecompressed } from './precompressed.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The placeholder Vite writes as the nonce of the pages' tags and of `<meta property="csp-nonce">`
 * (`html.cspNonce` in both apps' vite.config.ts); every answer replaces it with a fresh nonce.
 */
export const cspNoncePlaceholder = '__GATEHOUSE_CSP_NONCE__';

export const signInDistOf = (env: Env) =>
  env.SIGN_IN_DIST ?? path.join(env.repoRoot, 'apps/sign-in/dist');

export type PageHeaders = {
  /** The page's Content-Security-Policy for a given nonce (static/content-security-policy.ts). */
  policy: (nonce: string) => string;
  referrerPolicy: string;
  /** The policy names who may frame the page (`frame-ancestors`); no blanket `X-Frame-Options`. */
  isFramable?: boolean;
};

/**
 * Answers with the app's `index.html`: a fresh CSP nonce in the page and in its policy, never
 * cached (it names the current hashed assets). `extraHead` goes before `</head>` (meta tags only).
 */
export const sendIndexHtml = async (
  ctx: Context,
  root: string,
  headers: PageHeaders,
  extraHead = '',
) => {
  const nonce = randomBytes(16).toString('base64');
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  ctx.type = types['.html']!;
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('Content-Security-Policy', headers.policy(nonce));
  ctx.set('Referrer-Policy', headers.referrerPolicy);
  if (!headers.isFramable) ctx.set('X-Frame-Options', 'DENY');
  ctx.body = html.replaceAll(cspNoncePlaceholder, nonce).replace('</head>', `${extraHead}</head>`);
};

/**
 * Serves a built single-page app from `root` under `basePath`: real files as they are (hashed
 * assets cached for a year, precompressed when the build made .br/.gz siblings and the client
 * takes them), every other GET below `basePath` gets `index.html` so client-side routes survive
 * a reload. A missing build answers 503 with a hint instead of a blank page.
 */
export const serveSpa = (options: {
  root: string;
  basePath: string;
  name: string;
  headers: PageHeaders;
}): Middleware => {
  const root = path.resolve(options.root);
  const base = options.basePath.replace(/\/$/, '');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (base && ctx.path !== base && !ctx.path.startsWith(`${base}/`)) return next();
    if (!existsSync(path.join(root, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = `The ${options.name} is not built yet. Run "npm run build" in the repository root.`;
      return;
    }
    const relative = decodeURIComponent(ctx.path.slice(base.length)) || '/';
    const candidate = path.resolve(root, `.${relative}`);
    const isInside = candidate.startsWith(`${root}${path.sep}`) || candidate === root;
    let file: string | undefined;
    if (isInside) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) file = candidate;
      else if (path.extname(relative) && relative.startsWith('/assets/')) return next();
    }
    if (!file || path.basename(file) === 'index.html') {
      await sendIndexHtml(ctx, root, options.headers);
      return;
    }
    ctx.type = types[path.extname(file)] ?? 'application/octet-stream';
    const isHashed = relative.startsWith('/assets/');
    ctx.set('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    const served = isHashed ? await pickPrecompressed(ctx, file) : { file };
    if (served.encoding) ctx.set('Content-Encoding', served.encoding);
    ctx.length = (await stat(served.file)).size;
    ctx.body = createReadStream(served.file);
  };
};

/** The admin port's root opens the console. */
export const redirectRootToConsole = (): Middleware => async (ctx, next) => {
  if (ctx.method === 'GET' && ctx.path === '/') {
    ctx.redirect('/console');
    return;
  }
  await next();
};
