import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountUnder } from './mount-provider.ts';

type Seen = { path: string; url: string; query: unknown; mountPath: unknown };

/**
 * An outer app that mounts an inner one under `/oidc` (as the OIDC middleware mounts a tenant's
 * provider), answering with what each side saw, over real HTTP.
 */
const inner = new Koa();
inner.use(async (ctx, next) => {
  if (ctx.path === '/pass') return next();
  ctx.body = {
    inner: {
      path: ctx.path,
      url: ctx.url,
      query: ctx.query,
      mountPath: ctx.mountPath,
    } satisfies Seen,
  };
});

const outer = new Koa();
let passedThrough: Seen | undefined;
outer.use(async (ctx, next) => {
  await next();
  // What the outer app sees once the mounted app is done.
  if (ctx.body && typeof ctx.body === 'object')
    ctx.body = { ...ctx.body, after: { path: ctx.path, url: ctx.url, mountPath: ctx.mountPath } };
});
outer.use((ctx, next) => {
  if (ctx.path !== '/oidc' && !ctx.path.startsWith('/oidc/')) return next();
  return mountUnder('/oidc', inner.middleware)(ctx, async () => {
    passedThrough = { path: ctx.path, url: ctx.url, query: ctx.query, mountPath: ctx.mountPath };
    ctx.body = { passed: passedThrough };
  });
});

let base = '';
const server = outer.listen(0, '127.0.0.1');
beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string) => (await fetch(`${base}${path}`)).json();

describe('mountUnder', () => {
  it('shows the mounted app paths relative to the prefix, with the query kept', async () => {
    const answer = await get('/oidc/token?a=1&b=%20x');
    expect(answer.inner).toEqual({
      path: '/token',
      url: '/token?a=1&b=%20x',
      query: { a: '1', b: ' x' },
      mountPath: '/oidc',
    });
  });

  it('gives the prefix itself, with or without a query, as the root path', async () => {
    expect((await get('/oidc')).inner).toMatchObject({ path: '/', url: '/', mountPath: '/oidc' });
    expect((await get('/oidc?x=1')).inner).toMatchObject({ path: '/', url: '/?x=1' });
  });

  it('keeps encoded path segments as they came', async () => {
    expect((await get('/oidc/a%2Fb')).inner.path).toBe('/a%2Fb');
  });

  it('restores the original URL and mount path once the mounted app is done', async () => {
    const answer = await get('/oidc/token?a=1');
    expect(answer.after).toEqual({ path: '/oidc/token', url: '/oidc/token?a=1' });
  });

  it('passes on with the original path, and cuts it again for the rest of the mounted app', async () => {
    const answer = await get('/oidc/pass?q=2');
    expect(answer.passed).toEqual({
      path: '/oidc/pass',
      url: '/oidc/pass?q=2',
      query: { q: '2' },
      mountPath: '/oidc',
    });
    expect(answer.after).toEqual({ path: '/oidc/pass', url: '/oidc/pass?q=2' });
  });
});
