import { loadEnv } from './env.ts';
import { startServer } from './server.ts';

const started = performance.now();
const env = loadEnv();
const running = await startServer(env);
const { logger } = running.gatehouse.context;
logger.info(
  {
    main: running.mainUrl,
    console: `${running.adminUrl}/console`,
    database: running.gatehouse.context.database.describe,
    startupMs: Math.round(performance.now() - started),
  },
  'Gatehouse is ready',
);
if (process.stdout.isTTY) {
  process.stdout.write(
    `\n  Console:  ${running.adminUrl}/console\n  Tenant:   ${running.mainUrl}\n\n`,
  );
}

const shutdown = (signal: string) => {
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  running.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
