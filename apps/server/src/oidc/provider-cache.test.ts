import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { generatePrivateKey, privateKeysConfigKey } from '../db/oidc-keys.ts';
import * as t from '../db/schema/index.ts';
import { type CacheChange, publishCacheChange } from '../services/cache-change.ts';
import { setUpOidcTestServer } from './oidc-test-kit.ts';
import { providerBuildCount } from './provider-cache.ts';

const tenantId = 'default';
const api = 'https://api.example.com';
const secret = 'robot-secret-0123456789abcdefghijkl';

const seed = async (db: DatabaseHandle['db']) => {
  await db
    .insert(t.resources)
    .values({ tenantId, id: 'api', name: 'API', indicator: api, accessTokenTtl: 600 });
  await db.insert(t.scopes).values([
    { tenantId, id: 'read', resourceId: 'api', name: 'read' },
    { tenantId, id: 'write', resourceId: 'api', name: 'write' },
  ]);
  await db
    .insert(t.roles)
    .values({ tenantId, id: 'robots', name: 'Robots', description: 'r', type: 'MachineToMachine' });
  await db.insert(t.rolesScopes).values({ tenantId, roleId: 'robots', scopeId: 'read' });
  await db.insert(t.applications).values({
    tenantId,
    id: 'robot',
    name: 'Robot',
    secret,
    type: 'MachineToMachine',
    oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  });
  await db
    .insert(t.applicationsRoles)
    .values({ tenantId, applicationId: 'robot', roleId: 'robots' });
};

const fixture = setUpOidcTestServer({ tenantId, seed });

/** A client-credentials token of the robot for `api`, asking for read and write. */
const token = async (clientSecret = secret) => {
  const response = await fetch(`${fixture.server.origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'robot',
      client_secret: clientSecret,
      resource: api,
      scope: 'read write',
    }),
  });
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  return {
    status: response.status,
    expiresIn: body.expires_in,
    scope: body.access_token ? (decodeJwt(body.access_token).scope as string) : undefined,
  };
};

const announce = (change: Omit<CacheChange, 'tenantId'>) =>
  publishCacheChange(fixture.server.app.bus, { tenantId, ...change });

/** Runs `work` and answers how many providers were built meanwhile. */
const buildsDuring = async (work: () => Promise<unknown>) => {
  const before = providerBuildCount();
  await work();
  return providerBuildCount() - before;
};

describe('provider cache on cache-change messages', () => {
  it('reloads only the changed client: a new secret works at once, without a new provider', async () => {
    expect((await token()).status).toBe(200);
    const provider = await fixture.server.providers.get(fixture.server.tenant);
    const newSecret = 'rotated-secret-0123456789abcdefghij';
    await fixture.database.db
      .update(t.applications)
      .set({ secret: newSecret })
      .where(and(eq(t.applications.tenantId, tenantId), eq(t.applications.id, 'robot')));
    // Cached until announced: the message is what makes the change visible.
    expect((await token()).status).toBe(200);
    const builds = await buildsDuring(async () => {
      await announce({ kind: 'client', id: 'robot' });
      expect((await token()).status).toBe(401);
      expect((await token(newSecret)).status).toBe(200);
    });
    expect(builds).toBe(0);
    expect(await fixture.server.providers.get(fixture.server.tenant)).toBe(provider);
    await fixture.database.db
      .update(t.applications)
      .set({ secret })
      .where(and(eq(t.applications.tenantId, tenantId), eq(t.applications.id, 'robot')));
    await announce({ kind: 'client', id: 'robot' });
  });

  it("drops a client's granted scopes when its roles change", async () => {
    expect((await token()).scope).toBe('read');
    await fixture.database.db
      .delete(t.applicationsRoles)
      .where(
        and(
          eq(t.applicationsRoles.tenantId, tenantId),
          eq(t.applicationsRoles.applicationId, 'robot'),
        ),
      );
    const builds = await buildsDuring(async () => {
      await announce({ kind: 'client', id: 'robot' });
      const after = await token();
      expect(after.scope ?? '').not.toContain('read');
    });
    expect(builds).toBe(0);
    await fixture.database.db
      .insert(t.applicationsRoles)
      .values({ tenantId, applicationId: 'robot', roleId: 'robots' });
    await announce({ kind: 'client', id: 'robot' });
  });

  it('shows a role scope change in the next token, without a new provider', async () => {
    expect((await token()).scope).toBe('read');
    await fixture.database.db
      .insert(t.rolesScopes)
      .values({ tenantId, roleId: 'robots', scopeId: 'write' });
    const builds = await buildsDuring(async () => {
      await announce({ kind: 'role', id: 'robots' });
      expect((await token()).scope).toBe('read write');
    });
    expect(builds).toBe(0);
  });

  it("shows a resource's new token TTL in the next token, without a new provider", async () => {
    expect((await token()).expiresIn).toBe(600);
    await fixture.database.db
      .update(t.resources)
      .set({ accessTokenTtl: 900 })
      .where(and(eq(t.resources.tenantId, tenantId), eq(t.resources.id, 'api')));
    const builds = await buildsDuring(async () => {
      await announce({ kind: 'resource', id: 'api' });
      expect((await token()).expiresIn).toBe(900);
    });
    expect(builds).toBe(0);
  });

  it('keeps the provider on a user change', async () => {
    const provider = await fixture.server.providers.get(fixture.server.tenant);
    const builds = await buildsDuring(async () => {
      await announce({ kind: 'user', id: 'someone' });
      expect((await token()).status).toBe(200);
    });
    expect(builds).toBe(0);
    expect(await fixture.server.providers.get(fixture.server.tenant)).toBe(provider);
  });

  it('rebuilds the provider on a keys change, which then signs with the new key', async () => {
    const newKey = generatePrivateKey();
    await fixture.database.db
      .update(t.configs)
      .set({ value: [newKey] })
      .where(and(eq(t.configs.tenantId, tenantId), eq(t.configs.key, privateKeysConfigKey)));
    const builds = await buildsDuring(async () => {
      await announce({ kind: 'keys' });
      const jwks = (await (await fetch(`${fixture.server.origin}/oidc/jwks`)).json()) as {
        keys: { kid: string }[];
      };
      expect(jwks.keys.map(({ kid }) => kid)).toEqual([newKey.id]);
    });
    expect(builds).toBe(1);
  });

  it('rebuilds the provider on a whole-tenant change and on an older node’s bare tenant id', async () => {
    expect(
      await buildsDuring(async () => {
        await announce({ kind: 'tenant' });
        await fixture.server.providers.get(fixture.server.tenant);
      }),
    ).toBe(1);
    expect(
      await buildsDuring(async () => {
        await fixture.server.app.bus.publish('tenant-cache', tenantId);
        await fixture.server.providers.get(fixture.server.tenant);
      }),
    ).toBe(1);
  });

  it('leaves other tenants alone', async () => {
    const provider = await fixture.server.providers.get(fixture.server.tenant);
    await publishCacheChange(fixture.server.app.bus, { tenantId: 'other', kind: 'tenant' });
    expect(await fixture.server.providers.get(fixture.server.tenant)).toBe(provider);
  });
});
