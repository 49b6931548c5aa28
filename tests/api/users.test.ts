import {
  organizations,
  organizationUsers,
  roles,
  users,
  usersRoles,
} from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };

let server: RunningServer;
let client: ApiClient;

type UserBody = { id: string; [key: string]: unknown };

const create = async (body: Record<string, unknown>) => {
  const response = await client.post('/api/users', body);
  expect(response.status).toBe(200);
  return response.body as UserBody;
};

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, 'default', work);

const countUsers = () =>
  run((tx) => tx.select({ id: users.id }).from(users).where(eq(users.tenantId, 'default'))).then(
    (rows) => rows.length,
  );

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  await run((tx) =>
    tx.insert(roles).values([
      {
        tenantId: 'default',
        id: 'default-role',
        name: 'member',
        description: 'd',
        isDefault: true,
      },
      { tenantId: 'default', id: 'other-role', name: 'other', description: 'o' },
    ]),
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/users', () => {
  it('creates a user with an Argon2id password and the tenant default roles (200)', async () => {
    const user = await create({
      username: 'ada',
      primaryEmail: 'ada@example.com',
      primaryPhone: '4915112345678',
      password: 'Any-pass-1',
      name: 'Ada Lovelace',
      avatar: 'https://example.com/ada.png',
      customData: { team: 'engines' },
      profile: { givenName: 'Ada', address: { country: 'UK' } },
    });
    expect(user.id).toMatch(/^[a-z0-9]{12}$/);
    expect(user).toMatchObject({
      username: 'ada',
      primaryEmail: 'ada@example.com',
      primaryPhone: '4915112345678',
      name: 'Ada Lovelace',
      avatar: 'https://example.com/ada.png',
      customData: { team: 'engines' },
      profile: { givenName: 'Ada', address: { country: 'UK' } },
      identities: {},
      lastSignInAt: null,
      applicationId: null,
      isSuspended: false,
      hasPassword: true,
    });
    expect(user).not.toHaveProperty('passwordDigest');
    expect(user).not.toHaveProperty('cimdClientId');
    const [row] = await run((tx) => tx.select().from(users).where(eq(users.id, user.id)));
    expect(row?.passwordEncryptionMethod).toBe('Argon2id');
    expect(row?.passwordEncrypted).toMatch(/^\$argon2id\$/);
    const assigned = await run((tx) =>
      tx.select().from(usersRoles).where(eq(usersRoles.userId, user.id)),
    );
    expect(assigned.map(({ roleId }) => roleId)).toEqual(['default-role']);
  });

  it('creates a user without any field', async () => {
    const user = await create({});
    expect(user).toMatchObject({ username: null, primaryEmail: null, hasPassword: false });
  });

  it('stores an imported digest with its algorithm', async () => {
    const user = await create({
      username: 'imported_md5',
      passwordDigest: '5f4dcc3b5aa765d61d8327deb882cf99',
      passwordAlgorithm: 'MD5',
    });
    const detail = await client.get(`/api/users/${user.id}?includePasswordHash=true`);
    expect(detail.body).toMatchObject({
      passwordDigest: '5f4dcc3b5aa765d61d8327deb882cf99',
      passwordAlgorithm: 'MD5',
      hasPassword: true,
    });
  });

  it.each([
    ['username', { username: 'taken' }, { username: 'taken' }, 'user.username_already_in_use'],
    [
      'e-mail (any case)',
      { primaryEmail: 'taken@example.com' },
      { primaryEmail: 'TAKEN@example.com' },
      'user.email_already_in_use',
    ],
    [
      'phone',
      { primaryPhone: '4915100000001' },
      { primaryPhone: '4915100000001' },
      'user.phone_already_in_use',
    ],
  ])('answers 422 when the %s is taken and creates nothing', async (_, holder, body, code) => {
    await create(holder);
    const before = await countUsers();
    const response = await client.post('/api/users', body);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(code);
    expect(await countUsers()).toBe(before);
  });

  it('answers 400 user.password_and_digest with both a password and a digest', async () => {
    const response = await client.post('/api/users', {
      password: 'x',
      passwordDigest: 'abc',
      passwordAlgorithm: 'MD5',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('user.password_and_digest');
  });

  it('answers 400 user.password_algorithm_required for a digest without algorithm', async () => {
    const response = await client.post('/api/users', { passwordDigest: 'abc' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('user.password_algorithm_required');
  });

  it.each([
    ['not-json', 'password.invalid_legacy_password_format'],
    [JSON.stringify(['nohash', ['@'], 'abc']), 'password.unsupported_legacy_hash_algorithm'],
  ])('refuses the Legacy digest %s with 400 %s', async (passwordDigest, code) => {
    const before = await countUsers();
    const response = await client.post('/api/users', {
      passwordDigest,
      passwordAlgorithm: 'Legacy',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    { username: '1starts-with-digit' },
    { primaryEmail: 'not-an-email' },
    { primaryPhone: '+49 151' },
    { passwordAlgorithm: 'Scrypt', passwordDigest: 'x' },
    { avatar: 'not a url' },
    { password: '' },
  ])('answers 400 guard.invalid_input for %j', async (body) => {
    const response = await client.post('/api/users', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('guard.invalid_input');
  });
});

describe('GET /api/users', () => {
  let listed: UserBody[];
  beforeAll(async () => {
    listed = [];
    for (const index of [1, 2, 3, 4, 5]) {
      listed.push(
        await create({
          username: `listed_${index}`,
          primaryEmail: `listed${index}@list.example.org`,
          name: index % 2 ? 'Odd Person' : 'Even Person',
        }),
      );
    }
  });

  it('pages newest first with Total-Number and Link headers', async () => {
    // Four users of this test, created last, fill the first two pages.
    const paged: UserBody[] = [];
    for (const index of [1, 2, 3, 4]) paged.push(await create({ username: `paged_${index}` }));
    const total = await countUsers();
    const first = await client.get('/api/users?page=1&page_size=2');
    expect(first.status).toBe(200);
    expect(first.headers.get('total-number')).toBe(String(total));
    expect(first.body.map((user: UserBody) => user.id)).toEqual([paged[3]!.id, paged[2]!.id]);
    const link = first.headers.get('link')!;
    expect(link).toContain('rel="first"');
    expect(link).toContain('/users?page=2&page_size=2>; rel="next"');
    expect(link).toContain(`page=${Math.ceil(total / 2)}&page_size=2>; rel="last"`);
    const second = await client.get('/api/users?page=2&page_size=2');
    expect(second.body.map((user: UserBody) => user.id)).toEqual([paged[1]!.id, paged[0]!.id]);
    expect(second.headers.get('link')).toContain('rel="prev"');
  });

  it('answers 400 guard.invalid_pagination for page_size above 100', async () => {
    const response = await client.get('/api/users?page_size=101');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('guard.invalid_pagination');
  });

  it('searches every field with `search` (like, case-insensitive by default)', async () => {
    const response = await client.get(`/api/users?search=${encodeURIComponent('%LIST.example%')}`);
    expect(response.body).toHaveLength(5);
    expect(response.headers.get('total-number')).toBe('5');
  });

  it('searches one field with `search.<field>` and counts only the matches', async () => {
    const response = await client.get(
      `/api/users?search.primaryEmail=${encodeURIComponent('%listed3@%')}&page_size=1`,
    );
    expect(response.body.map((user: UserBody) => user.username)).toEqual(['listed_3']);
    expect(response.headers.get('total-number')).toBe('1');
  });

  it('combines fields with joint=and and supports mode exact', async () => {
    const both = await client.get(
      '/api/users?search.name=Odd%20Person&mode.name=exact&search.username=%25_5&joint=and',
    );
    expect(both.body.map((user: UserBody) => user.username)).toEqual(['listed_5']);
    const either = await client.get(
      '/api/users?search.name=Odd%20Person&mode.name=exact&search.username=%25sted_4',
    );
    expect(either.body.map((user: UserBody) => user.username).sort()).toEqual([
      'listed_1',
      'listed_3',
      'listed_4',
      'listed_5',
    ]);
  });

  it('gives searches of the same shape each their own values and counts', async () => {
    // One statement text serves every search of a shape; only the values differ.
    for (const index of [2, 4, 1]) {
      const response = await client.get(
        `/api/users?search.primaryEmail=${encodeURIComponent(`%listed${index}@%`)}`,
      );
      expect(response.body.map((user: UserBody) => user.username)).toEqual([`listed_${index}`]);
      expect(response.headers.get('total-number')).toBe('1');
    }
    // Several values need the exact mode (the contract refuses them in the others).
    const pair = await client.get(
      '/api/users?search.username=listed_2&search.username=listed_4&mode.username=exact',
    );
    expect(pair.body.map((user: UserBody) => user.username)).toEqual(['listed_4', 'listed_2']);
    const otherPair = await client.get(
      '/api/users?search.username=listed_1&search.username=listed_5&mode.username=exact',
    );
    expect(otherPair.body.map((user: UserBody) => user.username)).toEqual(['listed_5', 'listed_1']);
  });

  it('honours isCaseSensitive=true', async () => {
    const response = await client.get('/api/users?search.name=%25odd%25&isCaseSensitive=true');
    expect(response.body).toEqual([]);
  });

  it('answers 400 request.invalid_input for an unknown search field', async () => {
    const response = await client.get('/api/users?search.passwordEncrypted=x');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('request.invalid_input');
  });

  it('leaves out holders of excludeRoleId', async () => {
    await run((tx) =>
      tx
        .insert(usersRoles)
        .values({ tenantId: 'default', userId: listed[0]!.id, roleId: 'other-role' }),
    );
    const response = await client.get(
      `/api/users?search=${encodeURIComponent('%list.example%')}&excludeRoleId=other-role`,
    );
    expect(response.body.map((user: UserBody) => user.username).sort()).toEqual([
      'listed_2',
      'listed_3',
      'listed_4',
      'listed_5',
    ]);
    expect(response.headers.get('total-number')).toBe('4');
  });

  it('leaves out members of excludeOrganizationId', async () => {
    await run(async (tx) => {
      await tx.insert(organizations).values({ tenantId: 'default', id: 'list-org', name: 'Org' });
      await tx.insert(organizationUsers).values(
        [listed[1]!, listed[2]!].map((user) => ({
          tenantId: 'default',
          organizationId: 'list-org',
          userId: user.id,
        })),
      );
    });
    const response = await client.get(
      `/api/users?search=${encodeURIComponent('%list.example%')}&excludeOrganizationId=list-org&page_size=2`,
    );
    expect(response.body.map((user: UserBody) => user.username)).toEqual(['listed_5', 'listed_4']);
    expect(response.headers.get('total-number')).toBe('3');
  });

  it('shows password digests only with includePasswordHash', async () => {
    const plain = await client.get('/api/users?search.username=listed_1');
    expect(plain.body[0]).not.toHaveProperty('passwordDigest');
    const withHash = await client.get(
      '/api/users?search.username=listed_1&includePasswordHash=true',
    );
    expect(withHash.body[0]).toMatchObject({ passwordDigest: null, passwordAlgorithm: null });
  });
});

describe('GET /api/users/{userId}', () => {
  it('answers 404 entity.not_exists_with_id for an unknown id', async () => {
    const response = await client.get('/api/users/nobody');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('entity.not_exists_with_id');
  });

  it('adds an empty ssoIdentities list with includeSsoIdentities', async () => {
    const user = await create({ username: 'sso_less' });
    const response = await client.get(`/api/users/${user.id}?includeSsoIdentities=true`);
    expect(response.body).toMatchObject({ id: user.id, ssoIdentities: [] });
  });
});

describe('PATCH /api/users/{userId}', () => {
  it('updates fields, replaces customData and clears fields given as empty string or null', async () => {
    const user = await create({
      username: 'patchee',
      primaryEmail: 'patchee@example.com',
      name: 'Pat',
      customData: { a: 1, b: 2 },
    });
    const response = await client.patch(`/api/users/${user.id}`, {
      username: 'patched',
      primaryEmail: '',
      name: null,
      customData: { c: 3 },
      profile: { nickname: 'p' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      username: 'patched',
      primaryEmail: null,
      name: null,
      customData: { c: 3 },
      profile: { nickname: 'p' },
    });
    expect(response.body.updatedAt).toBeGreaterThanOrEqual(user.updatedAt as number);
  });

  it('keeps its own identifiers without a conflict', async () => {
    const user = await create({ username: 'keeper', primaryEmail: 'keeper@example.com' });
    const response = await client.patch(`/api/users/${user.id}`, {
      username: 'keeper',
      primaryEmail: 'keeper@example.com',
    });
    expect(response.status).toBe(200);
  });

  it('answers 422 user.username_already_in_use and changes nothing', async () => {
    await create({ username: 'first_one' });
    const user = await create({ username: 'second_one', name: 'Before' });
    const response = await client.patch(`/api/users/${user.id}`, {
      username: 'first_one',
      name: 'After',
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('user.username_already_in_use');
    expect((await client.get(`/api/users/${user.id}`)).body).toMatchObject({
      username: 'second_one',
      name: 'Before',
    });
  });

  it('answers 404 for an unknown user and 400 for an invalid e-mail', async () => {
    expect((await client.patch('/api/users/nobody', { name: 'x' })).status).toBe(404);
    const user = await create({});
    const invalid = await client.patch(`/api/users/${user.id}`, { primaryEmail: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('guard.invalid_input');
  });
});

describe('DELETE /api/users/{userId}', () => {
  it('deletes the user and their role assignments (204), then answers 404', async () => {
    const user = await create({ username: 'doomed' });
    expect((await client.delete(`/api/users/${user.id}`)).status).toBe(204);
    expect((await client.get(`/api/users/${user.id}`)).status).toBe(404);
    const assigned = await run((tx) =>
      tx
        .select()
        .from(usersRoles)
        .where(and(eq(usersRoles.tenantId, 'default'), eq(usersRoles.userId, user.id))),
    );
    expect(assigned).toEqual([]);
    const again = await client.delete(`/api/users/${user.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('entity.not_exists_with_id');
  });
});
