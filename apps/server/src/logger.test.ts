import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from './context.ts';
import * as t from './db/schema/index.ts';
import { createEphemeralSecretBox } from './db/secret-box.ts';
import { loadEnv } from './env.ts';
import { errorHandler } from './http/error-handler.ts';
import { createLogger } from './logger.ts';
import { createLocalBus } from './services/invalidation-bus.ts';
import { createTestDatabase, type TestDatabase } from './test-utils/test-database.ts';

// Issue 8 item 4: a failed query used to log its parameters (client secrets, Argon2 digests).
// These tests make real queries fail on the test database (PGlite, or PostgreSQL with
// GATEHOUSE_TEST_DB=postgres), log the errors the ways the code does, and search every captured
// line for the secret values.

const argon2Digest =
  '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQtZm9yLWxvZ3M$q83dTb6Z7mwpRk7tcT0s6Y3d3aXq9vQ8o0d1Kx2wZbE';
const clientSecret = 'client-secret-that-must-never-be-logged-0123';
const tenantId = 'log-probe';

/** A pino destination that keeps every line. */
const captureLines = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write: (chunk, _encoding, done) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
};

const loggerInto = (stream: Writable) =>
  createLogger(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'trace' }), stream);

let database: TestDatabase;

/** The error of a query that fails while sending `values` as parameters. */
const failingInsert = async (): Promise<unknown> => {
  const user = { tenantId, id: 'dup-user', passwordEncrypted: argon2Digest };
  const secret = { tenantId, applicationId: 'app-1', name: 'dup', value: clientSecret };
  try {
    await database.db.insert(t.users).values(user);
    await database.db.insert(t.users).values(user);
  } catch (error) {
    try {
      await database.db.insert(t.applicationSecrets).values(secret);
      await database.db.insert(t.applicationSecrets).values(secret);
    } catch (second) {
      return new AggregateError([error, second], 'two failed inserts');
    }
  }
  throw new Error('the inserts were expected to fail');
};

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(t.tenants).values({ id: tenantId });
  await database.db.insert(t.applications).values({
    tenantId,
    id: 'app-1',
    name: 'probe',
    secret: 'legacy',
    type: 'MachineToMachine',
    oidcClientMetadata: {},
  });
});

afterAll(async () => {
  await database?.close();
});

const expectNoSecret = (lines: string[]) => {
  const text = lines.join('\n');
  expect(text).not.toContain(clientSecret);
  expect(text).not.toContain(argon2Digest);
  // Not even a recognisable piece of them (a truncated or differently escaped copy).
  expect(text).not.toContain('c2VjcmV0LXNhbHQtZm9yLWxvZ3M');
  expect(text).not.toContain('never-be-logged');
};

describe('log redaction', () => {
  it('keeps the parameters of a failed query out of every way of logging it', async () => {
    const failure = (await failingInsert()) as AggregateError;
    const [userError, secretError] = failure.errors as Error[];
    // Not vacuous: the errors as thrown do carry the secrets.
    expect(`${userError?.message} ${JSON.stringify(userError)}`).toContain(argon2Digest);
    expect(`${secretError?.message} ${JSON.stringify(secretError)}`).toContain(clientSecret);

    const { lines, stream } = captureLines();
    const logger = loggerInto(stream);
    for (const error of [userError, secretError]) {
      logger.error({ err: error }, 'request failed');
      logger.error(error);
      logger.warn({ error, tenantId }, 'a job failed');
      logger.error({ err: new Error('wrapped', { cause: error }) }, 'wrapped');
      logger.info(`free text: ${error?.message}`);
      logger.info({ context: { params: [clientSecret], value: clientSecret } }, 'nested');
    }
    logger.error({ err: failure }, 'aggregate');
    logger.flush();

    expect(lines.length).toBe(13);
    expectNoSecret(lines);
    // The useful part stays: what failed, where, and the database's error code.
    const first = JSON.parse(lines[0]!) as { err: { message: string; cause?: { code?: string } } };
    expect(first.err.message).toContain('Failed query: insert into "users"');
    expect(first.err.message).toContain('params: [redacted]');
    expect(JSON.stringify(first)).toContain('23505');
  });

  it('censors credential fields wherever a log object carries them', () => {
    const { lines, stream } = captureLines();
    const logger = loggerInto(stream);
    logger.info(
      {
        password: clientSecret,
        headers: { authorization: `Basic ${clientSecret}`, cookie: clientSecret },
        request: { client_secret: clientSecret, body: { password: clientSecret } },
        keys: { privateKeys: [{ id: 'k', value: clientSecret }] },
        passwordEncrypted: argon2Digest,
      },
      'credentials',
    );
    logger.flush();
    expect(lines).toHaveLength(1);
    expectNoSecret(lines);
    expect(lines[0]).toContain('"password":"[redacted]"');
  });

  it('logs a failed query answered 500 by the error handler without its parameters', async () => {
    const { lines, stream } = captureLines();
    const app: AppContext = {
      env: loadEnv({ NODE_ENV: 'test' }),
      database,
      secretBox: createEphemeralSecretBox(),
      logger: loggerInto(stream),
      bus: createLocalBus(),
      tenantUrls: () => ({ endpoint: 'http://x', issuer: 'http://x/oidc' }),
      adminOrigins: () => [],
    };
    const koa = new Koa();
    koa.silent = true;
    koa.use(errorHandler(app));
    koa.use(async () => {
      // A query that fails as a server bug would (42P01, no such table): a 500, logged.
      await database.db.execute(
        sql`select ${clientSecret}::text, ${argon2Digest}::text from no_such_table`,
      );
    });
    const server = koa.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/`);
    server.close();
    app.logger.flush();

    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain(clientSecret);
    expect(lines.some((line) => line.includes('Failed query'))).toBe(true);
    expectNoSecret(lines);
  });
});
