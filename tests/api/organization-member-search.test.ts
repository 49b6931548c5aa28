import { users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

// `GET /api/organizations/{id}/users?q=` looks up only the rarest word of a search in the trigram
// indexes and checks the whole text on what it finds, on a generic plan (queries/
// organization-member-search.ts, services/search-driver-word.ts). These tests hold it to the plain
// meaning of the search: members whose id, username, e-mail, phone or name contains `q`, ignoring
// case, and nothing else.

const bootstrap = { clientId: 'msearch-m2m', clientSecret: 'msearch-secret-0123456789abcdef' };

let server: RunningServer;
let client: ApiClient;
let organizationId: string;
let roleId: string;

const people = [
  { id: 'ms_p4711', name: 'Person 4711', primaryEmail: 'p4711@acme.test' },
  { id: 'ms_p47110', name: 'Person 47110', primaryEmail: 'p47110@acme.test' },
  { id: 'ms_o4711', name: 'Other 4711', primaryEmail: 'o4711@acme.test' },
  { id: 'ms_p4712', name: 'Person 4712', primaryEmail: 'person-4711@elsewhere.test' },
  { id: 'ms_zoe', name: 'Zoë Müller', primaryEmail: 'zoe@acme.test' },
  { id: 'ms_sale', name: 'Sale 50%_off now', primaryEmail: 'sale@acme.test' },
  { id: 'ms_salx', name: 'Sale 50xyoff now', primaryEmail: 'salx@acme.test' },
  { id: 'ms_jo', name: 'Jo Al', primaryEmail: 'jo@acme.test' },
];
/** Not a member: a search must never show them. */
const outsider = { id: 'ms_out4711', name: 'Person 4711', primaryEmail: 'out@acme.test' };

const search = async (q: string, extra = '') => {
  const response = await client.get<{ id: string }[]>(
    `/api/organizations/${organizationId}/users?q=${encodeURIComponent(q)}${extra}`,
  );
  expect(response.status).toBe(200);
  return {
    total: Number(response.headers.get('total-number')),
    ids: response.body.map(({ id }) => id).sort(),
  };
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  const now = Date.now();
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(users).values(
      [...people, outsider].map((person, index) => ({
        tenantId: 'default',
        ...person,
        createdAt: new Date(now - index * 1000),
      })),
    ),
  );
  const organization = await client.post<{ id: string }>('/api/organizations', {
    name: 'Search semantics',
  });
  organizationId = organization.body.id;
  const added = await client.post(`/api/organizations/${organizationId}/users`, {
    userIds: people.map(({ id }) => id),
  });
  expect(added.status).toBe(201);
  const role = await client.post<{ id: string }>('/api/organization-roles', {
    name: 'search-semantics-role',
  });
  roleId = role.body.id;
  const given = await client.post(`/api/organizations/${organizationId}/users/roles`, {
    userIds: ['ms_p47110', 'ms_o4711'],
    organizationRoleIds: [roleId],
  });
  expect(given.status).toBe(201);
});

afterAll(async () => {
  await server?.stop();
});

describe('GET /api/organizations/{id}/users?q= with several words', () => {
  it('finds the whole text, not any of its words', async () => {
    expect(await search('Person 4711')).toEqual({ total: 2, ids: ['ms_p4711', 'ms_p47110'] });
    expect(await search('person 4711')).toEqual({ total: 2, ids: ['ms_p4711', 'ms_p47110'] });
    expect(await search('PERSON 47110')).toEqual({ total: 1, ids: ['ms_p47110'] });
    expect(await search('Other 4711')).toEqual({ total: 1, ids: ['ms_o4711'] });
  });

  it('finds across columns and punctuation, as one text per column', async () => {
    expect(await search('person-4711@else')).toEqual({ total: 1, ids: ['ms_p4712'] });
    expect(await search('4711@acme.test')).toEqual({ total: 2, ids: ['ms_o4711', 'ms_p4711'] });
    // Never across two columns: the name ends in "4711" and the e-mail starts with "p4711".
    expect(await search('4711 p4711')).toEqual({ total: 0, ids: [] });
  });

  it('treats % and _ as the characters they are', async () => {
    expect(await search('50%_off now')).toEqual({ total: 1, ids: ['ms_sale'] });
    expect(await search('Sale 50')).toEqual({ total: 2, ids: ['ms_sale', 'ms_salx'] });
  });

  it('matches letters beyond ASCII without regard to case', async () => {
    expect(await search('zoë MÜLLER')).toEqual({ total: 1, ids: ['ms_zoe'] });
  });

  it('answers texts whose words are short, looked up by where a word starts or ends', async () => {
    expect(await search('jo al')).toEqual({ total: 1, ids: ['ms_jo'] });
    expect(await search('Sale 5')).toEqual({ total: 2, ids: ['ms_sale', 'ms_salx'] });
    expect(await search('on 4')).toEqual({ total: 3, ids: ['ms_p4711', 'ms_p47110', 'ms_p4712'] });
    expect(await search('n 4712')).toEqual({ total: 1, ids: ['ms_p4712'] });
  });

  it('keeps the role filter and the page, repeated past the point PostgreSQL re-plans', async () => {
    for (let round = 0; round < 7; round += 1) {
      expect(await search('4711', `&organizationRoleId=${roleId}`)).toEqual({
        total: 2,
        ids: ['ms_o4711', 'ms_p47110'],
      });
      expect(await search('Person 4711', '&page=2&page_size=1')).toMatchObject({ total: 2 });
    }
    expect(await search('Person 4711', `&organizationRoleId=${roleId}`)).toEqual({
      total: 1,
      ids: ['ms_p47110'],
    });
  });
});
