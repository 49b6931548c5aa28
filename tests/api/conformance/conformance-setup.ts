import type { Application, ApplicationSecret } from '@gatehouse/schemas/entities/application';
import {
  type ApiClient,
  type ApiResponse,
  createManagementClient,
  type HttpMethod,
} from '../helpers/api-client.ts';
import { CookieJar } from '../helpers/browserless-flow.ts';
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

/**
 * An OIDC interaction of the world's SPA, as the sign-in page holds it: `/oidc/auth` followed
 * to the sign-in page, its cookies kept. `send` calls the Experience API with those cookies.
 */
export const startInteraction = async (world: World) => {
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: world.spa.id,
    redirect_uri: 'https://spa.example.com/cb',
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  let url = new URL(`${world.server.mainUrl}/oidc/auth?${query}`);
  while (!['/sign-in', '/register'].includes(url.pathname)) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url}: ${response.status}`);
    url = new URL(location, url);
  }
  const send = async (method: HttpMethod, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, url), {
      method,
      headers: {
        cookie: jar.header(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    jar.store(response);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson && text ? (JSON.parse(text) as unknown) : text,
    } as ApiResponse<unknown>;
  };
  return { send };
};
