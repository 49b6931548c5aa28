import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CreateOptions, createGatehouse, type Gatehouse } from './app.ts';
import type { Env } from './env.ts';

export type RunningServer = {
  gatehouse: Gatehouse;
  mainUrl: string;
  adminUrl: string;
  /** Stops accepting connections, lets in-flight requests finish (up to the timeout), then closes the database. */
  stop: () => Promise<void>;
};

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
      const timer = setTimeout(() => {
        mainServer.closeAllConnections();
        adminServer.closeAllConnections();
      }, env.SHUTDOWN_TIMEOUT_MS);
      await Promise.all([closeServer(mainServer), closeServer(adminServer)]);
      clearTimeout(timer);
      await gatehouse.close();
      gatehouse.context.logger.flush();
    })();
    return stopping;
  };

  return {
    gatehouse,
    mainUrl: gatehouse.context.tenantUrls('default').endpoint,
    adminUrl: gatehouse.context.tenantUrls('admin').endpoint,
    stop,
  };
};
