import { loadEnv } from './env.ts';
import { startHeapTrimmer } from './heap-trim.ts';
import { createOutboundResolver, useOutboundResolverForFetch } from './outbound-dns.ts';
import { startServer } from './server.ts';
import { createStartupProgress } from './startup-progress.ts';

const started = performance.now();
const env = loadEnv();
// Outbound requests resolve names off the thread pool that signs tokens (docs/decisions/027).
const outboundDnsInstalled = useOutboundResolverForFetch(createOutboundResolver());
// Timed from the start of this process (performance.now() counts from it), imports included.
const progress = createStartupProgress(0);
const running = await startServer(env, { progress });
progress.ready();
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
if (!outboundDnsInstalled)
  logger.warn(
    "outbound requests resolve names with getaddrinfo: this Node.js's fetch has no dispatcher to configure",
  );
// Start-up grew the young generation; an idle server gives it back (docs/decisions/025).
const heapTrimmer = startHeapTrimmer({
  servers: running.servers,
  onTrim: ({ youngBeforeBytes, youngAfterBytes, ms }) =>
    logger.debug(
      {
        youngBeforeMb: Math.round(youngBeforeBytes / 2 ** 20),
        youngAfterMb: Math.round(youngAfterBytes / 2 ** 20),
        ms: Math.round(ms),
      },
      'heap trimmed: young generation given back',
    ),
});
heapTrimmer.trimIfGrown();
if (process.stdout.isTTY) {
  process.stdout.write(
    `\n  Console:  ${running.adminUrl}/console\n  Tenant:   ${running.mainUrl}\n\n`,
  );
}

let shuttingDown = false;
const shutdown = (signal: NodeJS.Signals) => {
  // The same signal can arrive twice (Ctrl-C reaches the whole process group, and `npm start`
  // forwards it too): one shutdown is enough.
  if (shuttingDown) return;
  shuttingDown = true;
  heapTrimmer.stop();
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  // Whatever hangs (a peer that never answers), the process is gone within the budget.
  setTimeout(() => {
    logger.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out; exiting');
    logger.flush();
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT_MS).unref();
  running.stop().then(
    () => {
      logger.info({ signal }, 'shut down');
      logger.flush();
      process.exit(0);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      logger.flush();
      process.exit(1);
    },
  );
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, shutdown);
