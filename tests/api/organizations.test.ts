import type { Organization } from '@gatehouse/schemas/entities/organization';
import {
  organizationApplicationGuard,
  organizationGuard,
  organizationJitEmailDomainGuard,
  organizationMemberGuard,
  organizationRoleGuard,
  organizationScopeGuard,
  organizationWithFeaturedUsersGuard,
  organizationWithOrgRolesGuard,
} from '@gatehouse/schemas/entities/organization';
import {
  organizationRoleScopes,
  organizationRoles,
  organizationScopes,
  organizations,
} from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from './helpers/api-client.ts';
import {
  createMachineToMachineApp,
  createUser,
  uniqueSuffix,
} from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 11, organizations core API: organizations, members and their roles, machine-to-machine
// applications, JIT settings, a user's and an application's organizations, over HTTP on a real
// Gatehouse; answers checked against the contract's shapes (strict: no undeclared field).

let server: RunningServer;
let client: ApiClient;

const db = () => server.gatehouse.context.database.db;
const strictArray = (guard: z.ZodObject) => z.array(guard.strict());

const createOrganization = async (body: Record<string, unknown> = {}) => {
  const created = await client.post<Organization>('/api/organizations', {
    name: `org-${uniqueSuffix()}`,
    ...body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
};

/** An organization role of the template, written directly (its API is another area's). */
const createOrganizationRole = async (
  type: 'User' | 'MachineToMachine' = 'User',
  scopeNames: string[] = [],
) => {
  const id = `orole${uniqueSuffix()}`;
  const name = `role-${uniqueSuffix()}`;
  await withTenant(db(), 'default', async (tx) => {
    await tx.insert(organizationRoles).values({ tenantId: 'default', id, name, type });
    for (const scopeName of scopeNames) {
      const scopeId = `oscope${uniqueSuffix()}`;
      await tx
        .insert(organizationScopes)
        .values({ tenantId: 'default', id: scopeId, name: scopeName });
      await tx.insert(organizationRoleScopes).values({
        tenantId: 'default',
        organizationRoleId: id,
        organizationScopeId: scopeId,
      });
    }
  });
  return { id, name, type };
};

const expectError = (
  answer: { status: number; body: { code?: string } },
  status: number,
  code: string,
) => expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
});
afterAll(async () => {
  await server?.stop();
});

describe('/api/organizations', () => {
  it('creates an organization with a 12-character id and reads, patches and deletes it', async () => {
    const created = await client.post('/api/organizations', {
      name: 'Acme',
      description: 'Rockets',
      customData: { plan: 'gold' },
      isMfaRequired: true,
      color: { primaryColor: '#112233', isDarkModeEnabled: true, darkPrimaryColor: '#445566' },
      branding: { logoUrl: 'https://acme.test/logo.png' },
      customCss: '.a{}',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const organization = organizationGuard.strict().parse(created.body);
    expect(organization.id).toMatch(/^[0-9a-z]{12}$/);
    expect(organization).toMatchObject({
      tenantId: 'default',
      name: 'Acme',
      description: 'Rockets',
      customData: { plan: 'gold' },
      isMfaRequired: true,
      color: { primaryColor: '#112233', isDarkModeEnabled: true, darkPrimaryColor: '#445566' },
      branding: { logoUrl: 'https://acme.test/logo.png' },
      customCss: '.a{}',
    });
    expect(Math.abs(organization.createdAt - Date.now())).toBeLessThan(60_000);
    expect((await client.get(`/api/organizations/${organization.id}`)).body).toEqual(organization);

    const patched = await client.patch(`/api/organizations/${organization.id}`, {
      name: 'Acme Corp',
      description: null,
      isMfaRequired: false,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      ...organization,
      name: 'Acme Corp',
      description: null,
      isMfaRequired: false,
    });

    expect((await client.delete(`/api/organizations/${organization.id}`)).status).toBe(204);
    expectError(
      await client.get(`/api/organizations/${organization.id}`),
      404,
      'entity.not_exists_with_id',
    );
    expectError(
      await client.patch(`/api/organizations/${organization.id}`, { name: 'x' }),
      404,
      'entity.not_exists_with_id',
    );
    expect((await client.delete(`/api/organizations/${organization.id}`)).status).toBe(404);
  });

  it('answers 400 guard.invalid_input for a bad name or colour', async () => {
    expectError(await client.post('/api/organizations', { name: '' }), 400, 'guard.invalid_input');
    expectError(
      await client.post('/api/organizations', { name: 'x', color: { primaryColor: 'red' } }),
      400,
      'guard.invalid_input',
    );
    expectError(
      await client.post('/api/organizations', { name: 'x'.repeat(129) }),
      400,
      'guard.invalid_input',
    );
  });

  it('pages newest first with Total-Number and Link, and searches id and name with q', async () => {
    const tag = uniqueSuffix();
    const made: Organization[] = [];
    for (let index = 0; index < 3; index++) {
      made.push(await createOrganization({ name: `paged-${tag}-${index}` }));
    }
    const first = await client.get<Organization[]>(`/api/organizations?q=${tag}&page_size=2`);
    expect(first.status).toBe(200);
    expect(first.headers.get('total-number')).toBe('3');
    expect(first.headers.get('link')).toContain('rel="next"');
    expect(first.headers.get('link')).toContain('rel="last"');
    expect(
      strictArray(organizationGuard)
        .parse(first.body)
        .map(({ name }) => name),
    ).toEqual([`paged-${tag}-2`, `paged-${tag}-1`]);
    const second = await client.get<Organization[]>(
      `/api/organizations?q=${tag}&page=2&page_size=2`,
    );
    expect(second.body.map(({ name }) => name)).toEqual([`paged-${tag}-0`]);
    expect(second.headers.get('link')).toContain('rel="prev"');

    const byId = await client.get<Organization[]>(`/api/organizations?q=${made[1]!.id}`);
    expect(byId.body.map(({ id }) => id)).toEqual([made[1]!.id]);
    const upper = await client.get<Organization[]>(`/api/organizations?q=PAGED-${tag}-0`);
    expect(upper.body.map(({ id }) => id)).toEqual([made[0]!.id]);
    expectError(await client.get('/api/organizations?page=0'), 400, 'guard.invalid_pagination');
  });

  it('adds usersCount and three featuredUsers with showFeatured', async () => {
    const organization = await createOrganization({ name: `featured-${uniqueSuffix()}` });
    const people = [];
    for (let index = 0; index < 4; index++) people.push(await createUser(client, 'featured'));
    await client.post(`/api/organizations/${organization.id}/users`, {
      userIds: people.map(({ id }) => id),
    });
    const plain = await client.get(`/api/organizations?q=${organization.id}`);
    expect(plain.body[0]).not.toHaveProperty('usersCount');
    const featured = await client.get(`/api/organizations?q=${organization.id}&showFeatured=true`);
    const [row] = strictArray(organizationWithFeaturedUsersGuard).parse(featured.body);
    expect(row?.usersCount).toBe(4);
    expect(row?.featuredUsers).toEqual(
      people
        .slice(1)
        .reverse()
        .map(({ id, avatar, name }) => ({ id, avatar, name })),
    );
  });
});

describe('/api/organizations/{id}/users', () => {
  it('adds, lists, replaces and removes members', async () => {
    const organization = await createOrganization();
    const [ann, bob, cid] = [
      await createUser(client, 'ann'),
      await createUser(client, 'bob'),
      await createUser(client, 'cid'),
    ];
    const added = await client.post(`/api/organizations/${organization.id}/users`, {
      userIds: [ann.id, bob.id],
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ userIds: [ann.id, bob.id] });
    // Adding a member again changes nothing.
    expect(
      (await client.post(`/api/organizations/${organization.id}/users`, { userIds: [ann.id] }))
        .status,
    ).toBe(201);

    const listed = await client.get(`/api/organizations/${organization.id}/users`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('total-number')).toBe('2');
    const rows = strictArray(organizationMemberGuard).parse(listed.body);
    expect(rows.map(({ id }) => id)).toEqual([bob.id, ann.id]);
    expect(rows[0]).toMatchObject({ username: bob.username, organizationRoles: [] });

    const replaced = await client.put(`/api/organizations/${organization.id}/users`, {
      userIds: [bob.id, cid.id],
    });
    expect(replaced.status).toBe(204);
    const after = await client.get(`/api/organizations/${organization.id}/users`);
    expect(after.body.map(({ id }: { id: string }) => id).sort()).toEqual([bob.id, cid.id].sort());

    expect(
      (await client.delete(`/api/organizations/${organization.id}/users/${bob.id}`)).status,
    ).toBe(204);
    expectError(
      await client.delete(`/api/organizations/${organization.id}/users/${bob.id}`),
      404,
      'entity.not_found',
    );
  });

  it('answers 422 for unknown users or organizations and 404 for the list of an unknown one', async () => {
    const organization = await createOrganization();
    expectError(
      await client.post(`/api/organizations/${organization.id}/users`, { userIds: ['nosuchuser'] }),
      422,
      'entity.relation_foreign_key_not_found',
    );
    expectError(
      await client.put(`/api/organizations/${organization.id}/users`, { userIds: ['nosuchuser'] }),
      422,
      'entity.relation_foreign_key_not_found',
    );
    const user = await createUser(client);
    expectError(
      await client.post('/api/organizations/nosuchorg123/users', { userIds: [user.id] }),
      422,
      'entity.relation_foreign_key_not_found',
    );
    expectError(
      await client.get('/api/organizations/nosuchorg123/users'),
      404,
      'entity.not_exists_with_id',
    );
    expectError(
      await client.post(`/api/organizations/${organization.id}/users`, { userIds: [] }),
      400,
      'guard.invalid_input',
    );
  });

  it('pages members, searches id, username, e-mail, phone and name with q, and filters by role', async () => {
    const organization = await createOrganization();
    const tag = uniqueSuffix();
    const made = [];
    for (const [index, fields] of [
      { username: `m_${tag}_zed` },
      { username: `m_${tag}_one`, primaryEmail: `findme-${tag}@corp.test` },
      { username: `m_${tag}_two`, primaryPhone: '15550001234' },
      { username: `m_${tag}_three`, name: `Nora ${tag}` },
    ].entries()) {
      const created = await client.post('/api/users', fields);
      expect(created.status, `${index} ${JSON.stringify(created.body)}`).toBe(200);
      made.push(created.body as { id: string; username: string });
    }
    await client.post(`/api/organizations/${organization.id}/users`, {
      userIds: made.map(({ id }) => id),
    });
    const path = `/api/organizations/${organization.id}/users`;

    const page = await client.get(`${path}?page=2&page_size=3`);
    expect(page.headers.get('total-number')).toBe('4');
    expect(page.headers.get('link')).toContain('rel="prev"');
    expect(page.body.map(({ id }: { id: string }) => id)).toEqual([made[0]!.id]);

    const search = async (q: string) =>
      ((await client.get(`${path}?q=${encodeURIComponent(q)}`)).body as { id: string }[]).map(
        ({ id }) => id,
      );
    expect(await search(`findme-${tag}`)).toEqual([made[1]!.id]);
    expect(await search('5550001')).toEqual([made[2]!.id]);
    expect(await search(`NORA ${tag}`)).toEqual([made[3]!.id]);
    expect(await search(made[0]!.id)).toEqual([made[0]!.id]);
    expect(await search(`m_${tag}_t`)).toEqual([made[3]!.id, made[2]!.id]);
    // `%` is a plain character of the search, not a wildcard.
    expect(await search('%')).toEqual([]);
    const searched = await client.get(`${path}?q=m_${tag}_t&page_size=1`);
    expect(searched.headers.get('total-number')).toBe('2');

    const role = await createOrganizationRole();
    expect(
      (
        await client.post(`${path}/roles`, {
          userIds: [made[1]!.id, made[3]!.id],
          organizationRoleIds: [role.id],
        })
      ).status,
    ).toBe(201);
    const filtered = await client.get(`${path}?organizationRoleId=${role.id}`);
    expect(filtered.headers.get('total-number')).toBe('2');
    expect(filtered.body.map(({ id }: { id: string }) => id)).toEqual([made[3]!.id, made[1]!.id]);
    expect(filtered.body[0].organizationRoles).toEqual([{ id: role.id, name: role.name }]);
  });
});

describe('organization roles of members', () => {
  it('gives, lists, replaces and takes roles by id or name, and lists the scopes they hold', async () => {
    const organization = await createOrganization();
    const user = await createUser(client);
    const path = `/api/organizations/${organization.id}/users/${user.id}`;
    const reader = await createOrganizationRole('User', [`read:${uniqueSuffix()}`]);
    const writer = await createOrganizationRole('User', [`write:${uniqueSuffix()}`]);

    // Not a member yet: every role route answers 422 organization.require_membership.
    expectError(await client.get(`${path}/roles`), 422, 'organization.require_membership');
    expectError(
      await client.post(`${path}/roles`, { organizationRoleIds: [reader.id] }),
      422,
      'organization.require_membership',
    );
    expectError(await client.get(`${path}/scopes`), 422, 'organization.require_membership');

    await client.post(`/api/organizations/${organization.id}/users`, { userIds: [user.id] });
    const given = await client.post(`${path}/roles`, { organizationRoleIds: [reader.id] });
    expect(given.status).toBe(201);
    expect(given.body).toEqual({ organizationRoleIds: [reader.id] });
    const byName = await client.post(`${path}/roles`, { organizationRoleNames: [writer.name] });
    expect(byName.body).toEqual({ organizationRoleIds: [writer.id] });
    expectError(
      await client.post(`${path}/roles`, { organizationRoleNames: ['no such role'] }),
      422,
      'organization.role_names_not_found',
    );

    const roles = await client.get(`${path}/roles`);
    expect(roles.status).toBe(200);
    expect(roles.headers.get('total-number')).toBeNull();
    expect(
      strictArray(organizationRoleGuard)
        .parse(roles.body)
        .map(({ id }) => id)
        .sort(),
    ).toEqual([reader.id, writer.id].sort());
    const paged = await client.get(`${path}/roles?page=1&page_size=1`);
    expect(paged.headers.get('total-number')).toBe('2');
    expect(paged.body).toHaveLength(1);

    const scopes = await client.get(`${path}/scopes`);
    expect(scopes.status).toBe(200);
    expect(strictArray(organizationScopeGuard).parse(scopes.body)).toHaveLength(2);

    expect((await client.put(`${path}/roles`, { organizationRoleIds: [writer.id] })).status).toBe(
      204,
    );
    expect((await client.get(`${path}/roles`)).body.map(({ id }: { id: string }) => id)).toEqual([
      writer.id,
    ]);
    expect((await client.delete(`${path}/roles/${writer.id}`)).status).toBe(204);
    expectError(await client.delete(`${path}/roles/${writer.id}`), 404, 'entity.not_found');
    expect((await client.get(`${path}/scopes`)).body).toEqual([]);
  });

  it('refuses a machine-to-machine role for a member and roles for non-members (422)', async () => {
    const organization = await createOrganization();
    const [member, outsider] = [await createUser(client), await createUser(client)];
    await client.post(`/api/organizations/${organization.id}/users`, { userIds: [member.id] });
    const m2m = await createOrganizationRole('MachineToMachine');
    const role = await createOrganizationRole('User');
    expectError(
      await client.post(`/api/organizations/${organization.id}/users/${member.id}/roles`, {
        organizationRoleIds: [m2m.id],
      }),
      422,
      'entity.db_constraint_violated',
    );
    expectError(
      await client.post(`/api/organizations/${organization.id}/users/roles`, {
        userIds: [outsider.id],
        organizationRoleIds: [role.id],
      }),
      422,
      'entity.relation_foreign_key_not_found',
    );
    expectError(
      await client.post(`/api/organizations/${organization.id}/users/${member.id}/roles`, {
        organizationRoleIds: ['nosuchrole'],
      }),
      422,
      // The type trigger runs before the foreign key, as Logto's CHECK does.
      'entity.db_constraint_violated',
    );
  });

  it("drops a member's roles when the member leaves", async () => {
    const organization = await createOrganization();
    const user = await createUser(client);
    const role = await createOrganizationRole();
    const base = `/api/organizations/${organization.id}/users`;
    await client.post(base, { userIds: [user.id] });
    await client.post(`${base}/roles`, { userIds: [user.id], organizationRoleIds: [role.id] });
    await client.delete(`${base}/${user.id}`);
    await client.post(base, { userIds: [user.id] });
    expect((await client.get(`${base}/${user.id}/roles`)).body).toEqual([]);
  });
});

describe('/api/organizations/{id}/applications', () => {
  it('adds machine-to-machine applications with roles, lists, searches, replaces and removes them', async () => {
    const organization = await createOrganization();
    const robot = await createMachineToMachineApp(client, `Robot ${uniqueSuffix()}`);
    const other = await createMachineToMachineApp(client, `Other ${uniqueSuffix()}`);
    const role = await createOrganizationRole('MachineToMachine');
    const base = `/api/organizations/${organization.id}/applications`;

    const added = await client.post(base, { applicationIds: [robot.clientId, other.clientId] });
    expect(added.status).toBe(201);
    expect(added.body).toBe('Created');
    expect(
      (
        await client.post(`${base}/roles`, {
          applicationIds: [robot.clientId],
          organizationRoleIds: [role.id],
        })
      ).status,
    ).toBe(201);

    const listed = await client.get(base);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('total-number')).toBe('2');
    const rows = strictArray(organizationApplicationGuard.omit({ secret: true })).parse(
      listed.body,
    );
    expect(rows.map(({ id }) => id)).toEqual([other.clientId, robot.clientId]);
    expect(rows[1]?.organizationRoles).toEqual([{ id: role.id, name: role.name }]);
    const searched = await client.get(`${base}?q=robot`);
    expect(searched.body.map(({ id }: { id: string }) => id)).toEqual([robot.clientId]);

    const roles = await client.get(`${base}/${robot.clientId}/roles`);
    expect(
      strictArray(organizationRoleGuard)
        .parse(roles.body)
        .map(({ id }) => id),
    ).toEqual([role.id]);
    const role2 = await createOrganizationRole('MachineToMachine');
    expect(
      (await client.post(`${base}/${other.clientId}/roles`, { organizationRoleIds: [role2.id] }))
        .status,
    ).toBe(201);
    expect(
      (await client.put(`${base}/${robot.clientId}/roles`, { organizationRoleIds: [role2.id] }))
        .status,
    ).toBe(204);
    expect(
      (await client.get(`${base}/${robot.clientId}/roles`)).body.map(
        ({ id }: { id: string }) => id,
      ),
    ).toEqual([role2.id]);
    expect((await client.delete(`${base}/${robot.clientId}/roles/${role2.id}`)).status).toBe(204);
    expectError(
      await client.delete(`${base}/${robot.clientId}/roles/${role2.id}`),
      404,
      'entity.not_found',
    );

    expect((await client.put(base, { applicationIds: [robot.clientId] })).status).toBe(204);
    expect((await client.get(base)).body.map(({ id }: { id: string }) => id)).toEqual([
      robot.clientId,
    ]);
    expect((await client.delete(`${base}/${robot.clientId}`)).status).toBe(204);
    expect((await client.get(base)).body).toEqual([]);
    expectError(
      await client.get(`${base}/${robot.clientId}/roles`),
      422,
      'organization.require_membership',
    );
  });

  it('refuses applications that are not machine-to-machine and User roles for applications (422)', async () => {
    const organization = await createOrganization();
    const spa = await client.post('/api/applications', { name: 'Spa', type: 'SPA' });
    expect(spa.status).toBe(200);
    const base = `/api/organizations/${organization.id}/applications`;
    expectError(
      await client.post(base, { applicationIds: [spa.body.id] }),
      422,
      'entity.db_constraint_violated',
    );
    expectError(
      await client.put(base, { applicationIds: [spa.body.id] }),
      422,
      'entity.db_constraint_violated',
    );
    expectError(
      await client.post(base, { applicationIds: ['nosuchapp'] }),
      422,
      'entity.db_constraint_violated',
    );
    const robot = await createMachineToMachineApp(client);
    await client.post(base, { applicationIds: [robot.clientId] });
    const userRole = await createOrganizationRole('User');
    expectError(
      await client.post(`${base}/roles`, {
        applicationIds: [robot.clientId],
        organizationRoleIds: [userRole.id],
      }),
      422,
      'entity.db_constraint_violated',
    );
    expectError(
      await client.get('/api/organizations/nosuchorg123/applications'),
      404,
      'entity.not_exists_with_id',
    );
  });
});

describe('/api/organizations/{id}/jit', () => {
  it('adds, lists, replaces and removes e-mail domains', async () => {
    const organization = await createOrganization();
    const base = `/api/organizations/${organization.id}/jit/email-domains`;
    const added = await client.post(base, { emailDomain: 'acme.test' });
    expect(added.status).toBe(201);
    expect(organizationJitEmailDomainGuard.strict().parse(added.body)).toEqual({
      tenantId: 'default',
      organizationId: organization.id,
      emailDomain: 'acme.test',
    });
    expectError(
      await client.post(base, { emailDomain: 'acme.test' }),
      422,
      'entity.unique_integrity_violation',
    );
    expect((await client.put(base, { emailDomains: ['b.test', 'a.test'] })).status).toBe(204);
    const listed = await client.get(base);
    expect(listed.headers.get('total-number')).toBeNull();
    expect(listed.body.map(({ emailDomain }: { emailDomain: string }) => emailDomain)).toEqual([
      'a.test',
      'b.test',
    ]);
    const paged = await client.get(`${base}?page=2&page_size=1`);
    expect(paged.headers.get('total-number')).toBe('2');
    expect(paged.body.map(({ emailDomain }: { emailDomain: string }) => emailDomain)).toEqual([
      'b.test',
    ]);
    expect((await client.delete(`${base}/a.test`)).status).toBe(204);
    expectError(await client.delete(`${base}/a.test`), 404, 'entity.not_found');
    expectError(
      await client.get('/api/organizations/nosuchorg123/jit/email-domains'),
      404,
      'entity.not_exists_with_id',
    );
  });

  it('adds, lists, replaces and removes JIT roles', async () => {
    const organization = await createOrganization();
    const base = `/api/organizations/${organization.id}/jit/roles`;
    const [one, two] = [await createOrganizationRole(), await createOrganizationRole()];
    expect((await client.post(base, { organizationRoleIds: [one.id] })).status).toBe(201);
    const listed = await client.get(base);
    expect(
      strictArray(organizationRoleGuard)
        .parse(listed.body)
        .map(({ id }) => id),
    ).toEqual([one.id]);
    expect((await client.put(base, { organizationRoleIds: [two.id] })).status).toBe(204);
    expect((await client.get(base)).body.map(({ id }: { id: string }) => id)).toEqual([two.id]);
    expect((await client.delete(`${base}/${two.id}`)).status).toBe(204);
    expect((await client.get(base)).body).toEqual([]);
    expectError(
      await client.post(base, { organizationRoleIds: ['nosuchrole'] }),
      422,
      'entity.relation_foreign_key_not_found',
    );
    expectError(
      await client.get('/api/organizations/nosuchorg123/jit/roles'),
      404,
      'entity.not_exists_with_id',
    );
  });
});

describe('organizations of users and applications', () => {
  it('lists the organizations of a user and of an application with their roles', async () => {
    const [first, second] = [await createOrganization(), await createOrganization()];
    const user = await createUser(client);
    const robot = await createMachineToMachineApp(client);
    const userRole = await createOrganizationRole('User');
    const appRole = await createOrganizationRole('MachineToMachine');
    for (const organization of [first, second]) {
      await client.post(`/api/organizations/${organization.id}/users`, { userIds: [user.id] });
      await client.post(`/api/organizations/${organization.id}/applications`, {
        applicationIds: [robot.clientId],
      });
    }
    await client.post(`/api/organizations/${first.id}/users/${user.id}/roles`, {
      organizationRoleIds: [userRole.id],
    });
    await client.post(`/api/organizations/${second.id}/applications/${robot.clientId}/roles`, {
      organizationRoleIds: [appRole.id],
    });

    const ofUser = await client.get(`/api/users/${user.id}/organizations`);
    expect(ofUser.status).toBe(200);
    expect(strictArray(organizationWithOrgRolesGuard).parse(ofUser.body)).toEqual([
      { ...second, organizationRoles: [] },
      { ...first, organizationRoles: [{ id: userRole.id, name: userRole.name }] },
    ]);
    const ofApp = await client.get(`/api/applications/${robot.clientId}/organizations`);
    expect(ofApp.status).toBe(200);
    expect(strictArray(organizationWithOrgRolesGuard).parse(ofApp.body)).toEqual([
      { ...second, organizationRoles: [{ id: appRole.id, name: appRole.name }] },
      { ...first, organizationRoles: [] },
    ]);
    const paged = await client.get(`/api/applications/${robot.clientId}/organizations?page_size=1`);
    expect(paged.headers.get('total-number')).toBe('2');
    expect(paged.body).toHaveLength(1);
    expectError(
      await client.get('/api/users/nosuchuser1/organizations'),
      404,
      'entity.not_exists_with_id',
    );
    expectError(
      await client.get('/api/applications/nosuchapp/organizations'),
      404,
      'entity.not_exists_with_id',
    );
  });
});

describe('tenant isolation', () => {
  it("never shows or changes another tenant's organization", async () => {
    // An organization of the admin tenant (the seed's `t-default` is one too).
    const foreignId = `foreign${uniqueSuffix().slice(0, 5)}`;
    await withTenant(db(), 'admin', (tx) =>
      tx.insert(organizations).values({ tenantId: 'admin', id: foreignId, name: 'Foreign' }),
    );
    const user = await createUser(client);
    for (const id of [foreignId, 't-default']) {
      expectError(await client.get(`/api/organizations/${id}`), 404, 'entity.not_exists_with_id');
      expectError(
        await client.patch(`/api/organizations/${id}`, { name: 'taken' }),
        404,
        'entity.not_exists_with_id',
      );
      expect((await client.delete(`/api/organizations/${id}`)).status).toBe(404);
      expectError(
        await client.get(`/api/organizations/${id}/users`),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await client.post(`/api/organizations/${id}/users`, { userIds: [user.id] }),
        422,
        'entity.relation_foreign_key_not_found',
      );
      expectError(
        await client.post(`/api/organizations/${id}/jit/email-domains`, { emailDomain: 'x.test' }),
        404,
        'entity.not_exists_with_id',
      );
      const listed = await client.get(`/api/organizations?q=${id}&page_size=100`);
      expect(listed.body).toEqual([]);
    }
    const [row] = await withTenant(db(), 'admin', (tx) =>
      tx.select().from(organizations).where(eqId(foreignId)),
    );
    expect(row?.name).toBe('Foreign');
  });
});

const eqId = (id: string) => eq(organizations.id, id);
