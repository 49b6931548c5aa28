import type { Application, ApplicationSecret } from '@gatehouse/schemas/entities/application';
import { type ApiClient, createManagementClient } from '../helpers/api-client.ts';
import {
  createResource,
  createRole,
  createUser,
  uniqueSuffix,
} from '../helpers/management-fixtures.ts';
import { type RunningServer, useServer } from '../helpers/server.ts';

export const bootstrap = {
  clientId: 'conformance-m2m',
  clientSecret: 'conformance-secret-0123456789abcdef',
};

/** One server and the entities every conformance table reads from. */
export type World = Awaited<ReturnType<typeof startWorld>>;

export const createApplication = async (client: ApiClient, body: Record<string, unknown>) => {
  const created = await client.post<Application>('/api/applications', {
    name: `App ${uniqueSuffix()}`,
    ...body,
  });
  if (created.status !== 200) throw new Error(`create application: ${created.status}`);
  return created.body;
};

/** The value of an application's first named secret (the one POST /api/applications makes). */
export const defaultSecretOf = async (client: ApiClient, applicationId: string) => {
  const secrets = await client.get<ApplicationSecret[]>(
    `/api/applications/${applicationId}/secrets`,
  );
  const value = secrets.body[0]?.value;
  if (!value) throw new Error(`application ${applicationId} has no secret`);
  return value;
};

export const startWorld = async () => {
  const server: RunningServer = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  const client = await createManagementClient(server, bootstrap);
  const resource = await createResource(client, { scopeNames: ['read:orders'] });
  const userRole = await createRole(client, 'Reader', { scopeIds: [resource.scopes[0]!.id] });
  const machineRole = await createRole(client, 'Robot', { type: 'MachineToMachine' });
  const user = await createUser(client, 'conformance');
  const machine = await createApplication(client, { type: 'MachineToMachine' });
  const spa = await createApplication(client, {
    type: 'SPA',
    oidcClientMetadata: {
      redirectUris: ['https://spa.example.com/cb'],
      postLogoutRedirectUris: [],
    },
  });
  const thirdParty = await createApplication(client, {
    type: 'Traditional',
    isThirdParty: true,
    oidcClientMetadata: { redirectUris: ['https://tp.example.com/cb'], postLogoutRedirectUris: [] },
  });
  return { server, client, resource, userRole, machineRole, user, machine, spa, thirdParty };
};
