// Type-level test, checked by `tsc -p apps/console/tsconfig.json` (never run): each
// `@ts-expect-error` fails the typecheck if the client stops rejecting that mistake.
import type { ManagementClient, MeClient } from './api-types.ts';

export const wellTypedCalls = async (api: ManagementClient, me: MeClient) => {
  const application = await api.get('/api/applications/{id}', { params: { path: { id: 'a' } } });
  const name: string = application.name;
  const role = await api.post('/api/roles', { body: { name: 'Editor', description: 'Edits.' } });
  const roleId: string = role.id;
  const users = await api.getPage(
    '/api/roles/{id}/users',
    { page: 1, pageSize: 20 },
    {
      params: { path: { id: 'r' } },
    },
  );
  const userId: string | undefined = users.rows[0]?.id;
  const deleted: undefined = await api.delete('/api/roles/{id}', { params: { path: { id: 'r' } } });
  const profile = await me.get('/me');
  const hasPassword: boolean = profile.hasPassword;
  return { name, roleId, userId, deleted, hasPassword };
};

export const mistakes = async (api: ManagementClient, me: MeClient) => {
  // @ts-expect-error a path the server does not have
  await api.get('/api/nope');
  // @ts-expect-error a path of the other API
  await api.get('/me');
  // @ts-expect-error a method the path does not answer
  await api.put('/api/roles/{id}', { params: { path: { id: 'r' } } });
  // @ts-expect-error a missing path parameter
  await api.get('/api/applications/{id}');
  // @ts-expect-error a misnamed path parameter
  await api.get('/api/applications/{id}', { params: { path: { appId: 'a' } } });
  // @ts-expect-error a query parameter the route does not take
  await api.get('/api/users/{userId}', { params: { path: { userId: 'u' }, query: { nope: 'y' } } });
  // @ts-expect-error a body of the wrong shape
  await api.post('/api/roles', { body: { nome: 'Editor' } });
  // @ts-expect-error a body field of the wrong type
  await me.patch('/me', { body: { username: 42 } });
  // @ts-expect-error paging a route that is not a paged list
  await api.getPage('/api/dashboard/users/total', { page: 1, pageSize: 20 });
  // @ts-expect-error reading a field the answer does not have
  (await me.get('/me')).password;
};
