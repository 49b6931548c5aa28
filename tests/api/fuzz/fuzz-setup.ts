import { createHash } from 'node:crypto';
import { vi } from 'vitest';
import { type RunningServer, useServer } from '../helpers/server.ts';
import { clientCredentialsToken } from '../helpers/tokens.ts';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi-cases.ts';
import { createRandom, fuzzSeed } from './prng.ts';

export const bootstrap = {
  clientId: 'bootstrap-m2m',
  clientSecret: 'bootstrap-secret-0123456789abcdef',
};

/** A test server with the bootstrap M2M app, its OpenAPI operations, and a spy on error logs. */
export const startFuzzServer = async () => {
  const server: RunningServer = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  const document = (await (
    await fetch(`${server.mainUrl}/api/swagger.json`)
  ).json()) as OpenApiDocument;
  const managementToken = await clientCredentialsToken(
    server.mainUrl,
    bootstrap,
    'https://default.logto.app/api',
  );
  const errorLogs = vi.spyOn(server.gatehouse.context.logger, 'error');
  return { server, operations: operationsOf(document), managementToken, errorLogs };
};

/**
 * The random source of one operation: derived from the run's seed and the operation's name, so
 * an operation's cases do not change when others are added, and a seed reproduces a run.
 */
export const randomFor = (seed: number, operation: Operation) => {
  const hash = createHash('sha256').update(`${operation.method} ${operation.path}`).digest();
  return createRandom((seed ^ hash.readUInt32LE(0)) >>> 0);
};

/** The run's seed, printed so a failure can be replayed with FUZZ_SEED. */
export const announceSeed = (file: string) => {
  const seed = fuzzSeed(0x5eed_0008);
  console.info(`${file}: fuzz seed ${seed} (replay: FUZZ_SEED=${seed})`);
  return seed;
};

/** The messages of error-level log calls, for the assertion that hostile input logs none. */
export const errorLogMessages = (
  errorLogs: ReturnType<typeof startFuzzServer> extends Promise<infer S>
    ? S extends { errorLogs: infer L }
      ? L
      : never
    : never,
) =>
  errorLogs.mock.calls.map((call) =>
    call
      .map((part) => (typeof part === 'string' ? part : JSON.stringify(part)?.slice(0, 300)))
      .join(' '),
  );
