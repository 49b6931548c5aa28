import type { Application } from '@gatehouse/schemas/entities/application';
import type { Resource, Scope } from '@gatehouse/schemas/entities/resource';
import type { Role } from '@gatehouse/schemas/entities/role';
import type { UserResponse } from '@gatehouse/schemas/entities/user';
import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';

// Each test creates the entities it needs through the management API, so no test depends on
// what an earlier one left behind. Names that must be unique in a tenant get a random suffix.

export const uniqueSuffix = () => crypto.randomUUID().slice(0, 8);

/** A resource with a unique indicator, and the named scopes on it. */
export const createResource = async (
  client: ApiClient,
  { name = 'Orders', scopeNames = [] }: { name?: string; scopeNames?: string[] } = {},
) => {
  const created = await client.post<Resource>('/api/resources', {
    name,
    indicator: `https://${uniqueSuffix()}.example.com/api`,
  });
  expect(created.status).toBe(201);
  const scopes: Scope[] = [];
  for (const scopeName of scopeNames)
    scopes.push(await createScope(client, created.body.id, scopeName));
  return { ...created.body, scopes };
};

export const createScope = async (client: ApiClient, resourceId: string, name: string) => {
  const created = await client.post<Scope>(`/api/resources/${resourceId}/scopes`, { name });
  expect(created.status).toBe(201);
  return created.body;
};

/** A role named `<name> <suffix>`; a User role unless told otherwise. */
export const createRole = async (
  client: ApiClient,
  name: string,
  { type = 'User', scopeIds = [] }: { type?: Role['type']; scopeIds?: string[] } = {},
) => {
  const created = await client.post<Role>('/api/roles', {
    name: `${name} ${uniqueSuffix()}`,
    description: name,
    type,
    ...(scopeIds.length > 0 ? { scopeIds } : {}),
  });
  expect(created.status).toBe(200);
  return created.body;
};

/** A machine-to-machine application, with the credentials of its client-credentials grant. */
export const createMachineToMachineApp = async (client: ApiClient, name = 'Robot') => {
  const created = await client.post<Application>('/api/applications', {
    name,
    type: 'MachineToMachine',
  });
  expect(created.status).toBe(200);
  // The app's first named secret: POST /api/applications answers none (as Logto).
  const secrets = await client.get<{ value: string }[]>(
    `/api/applications/${created.body.id}/secrets`,
  );
  return { clientId: created.body.id, clientSecret: secrets.body[0]?.value ?? '' };
};

/** A user with a unique username. */
export const createUser = async (client: ApiClient, username = 'user') => {
  const created = await client.post<UserResponse>('/api/users', {
    username: `${username}_${uniqueSuffix()}`,
  });
  expect(created.status).toBe(200);
  return created.body;
};
