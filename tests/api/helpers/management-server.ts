import { type ApiClient, createManagementClient } from './api-client.ts';
import { type RunningServer, useServer } from './server.ts';

/** The machine-to-machine app every management test server is bootstrapped with. */
export const bootstrap = {
  clientId: 'bootstrap-m2m',
  clientSecret: 'bootstrap-secret-0123456789abcdef',
};

/**
 * A fresh Gatehouse (own database) with the bootstrap app, and a management API client holding
 * its token. Call it in `beforeAll` and stop the server in `afterAll`.
 */
export const startManagementServer = async (
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; client: ApiClient }> => {
  const server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
    ...env,
  });
  return { server, client: await createManagementClient(server, bootstrap) };
};
