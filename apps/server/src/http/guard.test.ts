import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { DomainError } from '../services/domain-error.ts';
import { ApiError } from './api-error.ts';
import { createGuardedRouter, type RegisteredRoute } from './guard.ts';
import { jsonBody } from './json-body.ts';
import { setTenant } from './request-scope.ts';

// The guard on a bare Koa app: what it validates, what it answers for paged routes, and that it
// refuses (outside production) a status the route did not declare. No database is touched.

let base = '';
let close: () => void;
const registry: RegisteredRoute[] = [];

beforeAll(async () => {
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof ApiError) {
        ctx.status = error.status;
        ctx.body = { code: error.code };
      } else {
        ctx.status = 500;
        ctx.body = { message: (error as Error).message };
      }
    }
  });
  app.use(async (ctx, next) => {
    setTenant(ctx, {
      id: 'default',
      isAdmin: false,
      urls: { endpoint: 'http://x', issuer: 'http://x/oidc' },
    });
    await next();
  });
  app.use(jsonBody(1024));
  const router = new Router({ prefix: '/api' });
  const routes = createGuardedRouter(router, registry, {
    prefix: '/api',
    strict: true,
    database: {} as Database,
    caller: () => ({ id: 'caller' }),
  });
  const rows = Array.from({ length: 45 }, (_, index) => ({ n: index + 1 }));
  routes.get(
    '/numbers',
    {
      page: 'required',
      search: ['n'],
      response: z.array(z.object({ n: z.number() })),
      status: 200,
    },
    (_ctx, { page, search }) => ({
      rows: rows
        .filter(({ n }) => !search || search.terms.get('n')?.includes(String(n)))
        .slice(page.offset, page.offset + page.limit),
      total: search ? 1 : rows.length,
    }),
  );
  routes.get('/who', { status: 200 }, (ctx, { tenant, caller }) => {
    ctx.body = { tenant: tenant.id, caller };
  });
  routes.get('/undeclared', { status: [200, 404] }, (ctx) => {
    ctx.status = 202;
  });
  routes.get('/throws-undeclared', { status: [200, 404] }, () => {
    throw new ApiError('role.name_in_use', { status: 422 });
  });
  routes.get('/throws-domain', { status: [200, 422] }, () => {
    throw new DomainError('role.name_in_use');
  });
  routes.patch(
    '/optional-fields',
    { body: z.object({ name: z.string().optional() }), status: 200 },
    (ctx, { body }) => {
      ctx.body = body;
    },
  );
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close?.());

type Body = { code?: string; message?: string } & Record<string, unknown>;

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Body,
  };
};

describe('createGuardedRouter', () => {
  it('answers a paged route with its page, Total-Number and Link', async () => {
    const { status, headers, body } = await get('/api/numbers?page=3&page_size=20');
    expect(status).toBe(200);
    expect(body).toEqual([41, 42, 43, 44, 45].map((n) => ({ n })));
    expect(headers.get('total-number')).toBe('45');
    expect(headers.get('link')).toContain('rel="prev"');
    expect(headers.get('link')).not.toContain('rel="next"');
  });

  it.each(['0x10', '1e2', '0', '-1', '1.5', ''])(
    'refuses page=%s with guard.invalid_pagination',
    async (page) => {
      const { status, body } = await get(`/api/numbers?page=${page}`);
      expect(status).toBe(400);
      expect(body.code).toBe('guard.invalid_pagination');
    },
  );

  it('refuses a page size over 100 and a repeated page parameter', async () => {
    expect((await get('/api/numbers?page_size=101')).body.code).toBe('guard.invalid_pagination');
    expect((await get('/api/numbers?page=1&page=2')).body.code).toBe('guard.invalid_pagination');
  });

  it('parses the declared search fields and refuses others', async () => {
    const found = await get('/api/numbers?search.n=7');
    expect(found.body).toEqual([{ n: 7 }]);
    const unknown = await get('/api/numbers?search.secret=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('request.invalid_input');
    expect((await get('/api/numbers?search=1&mode=regex')).body.code).toBe('request.invalid_input');
  });

  it("hands the handler the request's tenant and caller", async () => {
    expect((await get('/api/who')).body).toEqual({ tenant: 'default', caller: { id: 'caller' } });
  });

  it('fails a route that answers a status it did not declare', async () => {
    const { status, body } = await get('/api/undeclared');
    expect(status).toBe(500);
    expect(body.message).toContain('answered 202, which its spec does not declare');
  });

  it('fails a route that throws a status it did not declare, and passes a declared one', async () => {
    const undeclared = await get('/api/throws-undeclared');
    expect(undeclared.status).toBe(500);
    expect(undeclared.body.message).toContain('answered 422');
    // A domain error's status comes from the edge's table; 422 is declared here.
    const declared = await get('/api/throws-domain');
    expect(declared.body.message ?? '').not.toContain('does not declare');
  });

  it('takes no body as an empty one, and refuses a JSON null where an object is due', async () => {
    const patch = (body?: string) =>
      fetch(`${base}/api/optional-fields`, {
        method: 'PATCH',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body }),
      });
    expect((await patch()).status).toBe(200);
    expect((await patch('{"name":"x"}')).status).toBe(200);
    const refused = await patch('null');
    expect(refused.status).toBe(400);
  });

  it('records every route, with paging and search, for the OpenAPI document', () => {
    const numbers = registry.find((route) => route.path === '/api/numbers');
    expect(numbers?.spec.page).toBe('required');
    expect(numbers?.spec.search).toEqual(['n']);
    expect(registry.map(({ path }) => path)).toContain('/api/throws-domain');
  });
});
