import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CreateOptions, createGatehouse, type Gatehouse } from './app.ts';
import type { Env } from './env.ts';

export type RunningServer = {
  gatehouse: Gatehouse;
  mainUrl: string;
  adminUrl: string;
  /** The main and admin listeners (process-level watchers such as the heap trimmer). */
  servers: Server[];
  /** Stops accepting connections, lets in-flight requests finish (up to the timeout), then closes the database. */
  stop: () => Promise<void>;
};

/** What closing the pools, Redis and PGlite may take at most, out of the shutdown budget. */
const closeReserveMs = 2_000;
const drainBudgetMs = (shutdownMs: number) =>
  Math.max(shutdownMs - closeReserveMs, Math.floor(shutdownMs / 2));

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });

/** Starts both listeners; with port 0 the OS picks free ports (tests) and the URLs follow. */
export const startServer = async (
  env: Env,
  options: CreateOptions = {},
): Promise<RunningServer> => {
  const gatehouse = await createGatehouse(env, options);
  const mainServer = createServer(gatehouse.mainApp.callback());
  const adminServer = createServer(gatehouse.adminApp.callback());
  for (const server of [mainServer, adminServer]) {
    server.requestTimeout = 120_000;
    server.keepAliveTimeout = 5_000;
  }
  const [main, admin] = await Promise.all([
    listen(mainServer, env.PORT, env.HOST),
    listen(adminServer, env.ADMIN_PORT, env.HOST),
  ]);
  gatehouse.setPorts({ main, admin });

  let stopping: Promise<void> | undefined;
  const closeServer = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  const stop = () => {
    stopping ??= (async () => {
      // In-flight requests get the budget but its last part, which is left for closing the
      // pools, Redis and PGlite; then whatever is still open is cut.
      const timer = setTimeout(() => {
        mainServer.closeAllConnections();
        adminServer.closeAllConnections();
      }, drainBudgetMs(env.SHUTDOWN_TIMEOUT_MS));
      // A keep-alive connection whose request finishes while the server closes would otherwise
      // stay open (and keep the process alive) until its idle timeout.
      const sweeper = setInterval(() => {
        mainServer.closeIdleConnections();
        adminServer.closeIdleConnections();
      }, 100);
      await Promise.all([closeServer(mainServer), closeServer(adminServer)]);
      clearTimeout(timer);
      clearInterval(sweeper);
      await gatehouse.close();
      gatehouse.context.logger.flush();
    })();
    return stopping;
  };

  return {
    gatehouse,
    mainUrl: gatehouse.context.tenantUrls('default').endpoint,
    adminUrl: gatehouse.context.tenantUrls('admin').endpoint,
    servers: [mainServer, adminServer],
    stop,
  };
};
