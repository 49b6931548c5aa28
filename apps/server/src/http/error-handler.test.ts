import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context.ts';
import { DomainError } from '../services/domain-error.ts';
import { errorHandler } from './error-handler.ts';

// Database errors a caller's input causes answer 4xx and log at warn with the SQLSTATE only;
// others stay 500 at error level. Each route throws what drizzle throws: an error with the
// PostgreSQL error as its cause, the query and its parameters in the message.

const logger = { warn: vi.fn(), error: vi.fn() };
let base = '';
let close: () => void;

const drizzleError = (code: string) =>
  Object.assign(new Error('Failed query: insert into "roles" … params: secret-value'), {
    cause: Object.assign(new Error('database error'), { code }),
  });

beforeAll(async () => {
  const app = new Koa();
  app.use(errorHandler({ logger, env: { isDevelopment: false } } as unknown as AppContext));
  app.use((ctx) => {
    if (ctx.path === '/domain-501') throw new DomainError('connector.not_found');
    throw drizzleError(ctx.path.slice(1));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const answer = async (sqlState: string) => {
  const response = await fetch(`${base}/${sqlState}`);
  return { status: response.status, body: (await response.json()) as { code: string } };
};

describe('errorHandler and database errors', () => {
  it.each([
    ['22021', 422, 'entity.invalid_input'], // NUL in text
    ['22P05', 422, 'entity.invalid_input'], // unsupported escape in jsonb
    ['22003', 422, 'entity.invalid_input'], // numeric out of range
    ['22008', 422, 'entity.invalid_input'], // datetime out of range
    ['22001', 422, 'entity.value_too_long'],
    ['54001', 422, 'entity.invalid_input'], // nesting too deep
    ['23505', 422, 'entity.unique_integrity_violation'],
  ])(
    'answers SQLSTATE %s with %i %s, logged at warn without the query',
    async (code, status, errorCode) => {
      logger.warn.mockClear();
      logger.error.mockClear();
      expect(await answer(code)).toEqual({
        status,
        body: expect.objectContaining({ code: errorCode }),
      });
      expect(logger.error).not.toHaveBeenCalled();
      const logged = JSON.stringify(logger.warn.mock.calls);
      expect(logged).toContain(code);
      expect(logged).not.toContain('secret-value');
    },
  );

  it('keeps other database errors a 500 logged at error level', async () => {
    logger.error.mockClear();
    expect((await answer('08006')).status).toBe(500);
    expect(logger.error).toHaveBeenCalledOnce();
  });
});

describe('errorHandler and deliberate server-side answers', () => {
  it('logs a DomainError answered with 5xx (no connector: 501) at warn, without a stack', async () => {
    logger.warn.mockClear();
    logger.error.mockClear();
    const response = await fetch(`${base}/domain-501`);
    expect(response.status).toBe(501);
    expect(((await response.json()) as { code: string }).code).toBe('connector.not_found');
    expect(logger.error).not.toHaveBeenCalled();
    const logged = JSON.stringify(logger.warn.mock.calls);
    expect(logged).toContain('connector.not_found');
    expect(logged).not.toContain('at ');
  });
});
