import { createManagementApi } from '@logto/api/management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';

const bootstrap = { clientId: 'crud-m2m', clientSecret: 'crud-secret-0123456789abcdef' };
let server: RunningServer;
let api: ReturnType<typeof createManagementApi>['apiClient'];

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  api = createManagementApi('default', {
    ...bootstrap,
    baseUrl: server.mainUrl,
    apiIndicator: 'https://default.logto.app/api',
  }).apiClient;
});
afterAll(async () => {
  await server?.stop();
});

describe('@logto/api drives the management API unchanged', () => {
  it('creates an application, a resource with a scope, a role and a user, and reads them back', async () => {
    const app = await api.POST('/api/applications', {
      body: {
        name: 'Typed client app',
        type: 'SPA',
        // Logto's generated types describe redirect URIs as objects; the wire format is strings.
        oidcClientMetadata: {
          redirectUris: ['https://app.example.com/callback'],
          postLogoutRedirectUris: [],
        } as never,
      },
    });
    expect(app.response.status).toBe(200);
    const readApp = await api.GET('/api/applications/{id}', {
      params: { path: { id: app.data!.id } },
    });
    expect(readApp.data).toMatchObject({ name: 'Typed client app', type: 'SPA' });

    const resource = await api.POST('/api/resources', {
      body: { name: 'Orders API', indicator: 'https://orders.example.com' },
    });
    expect(resource.response.status).toBe(201);
    const scope = await api.POST('/api/resources/{resourceId}/scopes', {
      params: { path: { resourceId: resource.data!.id } },
      body: { name: 'read:orders' },
    });
    expect(scope.response.status).toBe(201);

    const role = await api.POST('/api/roles', {
      body: { name: 'order-reader', description: 'Reads orders', scopeIds: [scope.data!.id] },
    });
    expect(role.response.status).toBe(200);
    const roleScopes = await api.GET('/api/roles/{id}/scopes', {
      params: { path: { id: role.data!.id } },
    });
    expect(roleScopes.data?.map((item) => item.name)).toEqual(['read:orders']);

    const user = await api.POST('/api/users', {
      body: { username: 'typed_user', password: 'Typed-Pa55word!' },
    });
    expect(user.response.status).toBe(200);
    await api.POST('/api/users/{userId}/roles', {
      params: { path: { userId: user.data!.id } },
      body: { roleIds: [role.data!.id] },
    });
    const userRoles = await api.GET('/api/users/{userId}/roles', {
      params: { path: { userId: user.data!.id } },
    });
    expect(userRoles.data?.map((item) => item.name)).toEqual(['order-reader']);
    // Logto's generated types describe search as search_params; the wire format is `search=`.
    const found = await api.GET('/api/users', {
      params: { query: { search: '%typed%' } as never },
    });
    expect(found.data?.map((item) => item.username)).toContain('typed_user');
  });
});
