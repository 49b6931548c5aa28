import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

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
 * Serves a built single-page app from `root` under `basePath`: real files as they are (hashed
 * assets cached for a year), every other GET below `basePath` gets `index.html` so client-side
 * routes survive a reload. A missing build answers 503 with a hint instead of a blank page.
 */
export const serveSpa = (options: { root: string; basePath: string; name: string }): Middleware => {
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
    let file = path.join(root, 'index.html');
    if (isInside) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) file = candidate;
      else if (path.extname(relative) && relative.startsWith('/assets/')) return next();
    }
    const isIndex = file.endsWith('index.html');
    ctx.type = types[path.extname(file)] ?? 'application/octet-stream';
    ctx.set('Cache-Control', isIndex ? 'no-cache' : 'public, max-age=31536000, immutable');
    if (isIndex) {
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('X-Content-Type-Options', 'nosniff');
    }
    ctx.body = createReadStream(file);
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
