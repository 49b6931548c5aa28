import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreateOptions } from '../app.ts';
import { generateEncryptionKey } from '../db/secret-box.ts';
import { loadEnv } from '../env.ts';
import { type RunningServer, startServer } from '../server.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * A local stand-in for the breached-password range API that knows no breached password, so tests
 * never reach the internet and never wait for a time-out. Tests of the breached check run their own.
 */
const startQuietPwnedService = async () => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * A real Gatehouse on 127.0.0.1 with OS-chosen ports and its own fresh database.
 * Example: `const server = await startTestServer(); … await server.stop();`
 */
export const startTestServer = async (
  env: Record<string, string> = {},
  // A database of the test's own (restarts on one database) and where logs go (capture).
  options: Pick<CreateOptions, 'database' | 'logDestination'> = {},
): Promise<RunningServer> => {
  const [database, pwned] = await Promise.all([
    options.database ?? createTestDatabase(),
    startQuietPwnedService(),
  ]);
  const running = await startServer(
    loadEnv({
      NODE_ENV: 'test',
      PORT: '0',
      ADMIN_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PWNED_PASSWORDS_URL: pwned.url,
      // Its own key, so a test server never writes a key file into the working directory.
      GATEHOUSE_ENCRYPTION_KEY: generateEncryptionKey(),
      // Suites sign in far more often than a person from one IP (127.0.0.1); the limit's own
      // tests (tests/api/sentinel.test.ts) set it.
      SIGN_IN_RATE_LIMIT: '10000',
      ...env,
    }),
    { ...options, database },
  ).catch(async (error: unknown) => {
    await pwned.close();
    if (!options.database) await database.close();
    throw error;
  });
  return {
    ...running,
    stop: async () => {
      await running.stop();
      await pwned.close();
    },
  };
};
