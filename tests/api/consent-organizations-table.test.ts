import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { signInUpToConsent } from './helpers/consent-sign-in.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Decision 023: consent organizations live in `application_user_consent_organizations`, one row
// per (application, user, organization). An administrator can grant one before the user ever
// authorized the application, the consent page pre-selects it, the organization token honours
// it, and the rows go with the membership, the organization, the user and the application.
// Row-level security keeps them to their tenant. `GATEHOUSE_TEST_DB=postgres` runs it on
// PostgreSQL.

const tenantId = 'default';
const partner = { id: 'early-partner', secret: 'early-partner-secret-0123456789ab' };
const doomed = { id: 'doomed-partner', secret: 'doomed-partner-secret-0123456789a' };
const callbackUrl = 'http://127.0.0.1:5997/callback';
const password = 'Corr3ct-Horse!Battery';
const organizationsScope = 'openid offline_access urn:logto:scope:organizations';

let server: RunningServer;
let api: ApiClient;
let userId: string;

const path = (applicationId = partner.id, user = userId) =>
  `/api/applications/${applicationId}/users/${user}/consent-organizations`;

const consentedIds = async (applicationId = partner.id, user = userId) => {
  const listed = await api.get<{ organizations: { id: string }[] }>(path(applicationId, user));
  expect(listed.status).toBe(200);
  return listed.body.organizations.map(({ id }) => id);
};

/** The table's rows as the tenant sees them, without going through the routes. */
const rowsWhere = (where: ReturnType<typeof eq>) =>
  withTenant(server.gatehouse.context.database.db, tenantId, (tx) =>
    tx.select().from(t.applicationUserConsentOrganizations).where(where),
  );

/** An organization token request; the refresh token rotates, so the newest one is kept. */
const organizationToken = async (
  session: { config: client.Configuration; refreshToken: string },
  organizationId: string,
) => {
  try {
    const tokens = await client.refreshTokenGrant(session.config, session.refreshToken, {
      organization_id: organizationId,
    });
    session.refreshToken = tokens.refresh_token ?? session.refreshToken;
    return { audience: decodeJwt(tokens.access_token).aud };
  } catch (error: unknown) {
    return { error: (error as { error_description?: string }).error_description };
  }
};

const createUser = async (username: string) => {
  const created = await api.post<{ id: string }>('/api/users', { username, password });
  expect(created.status).toBe(200);
  return created.body.id;
};

beforeAll(async () => {
  ({ server, client: api } = await startManagementServer());
  userId = await createUser('early');
  await withTenant(server.gatehouse.context.database.db, tenantId, async (tx) => {
    const metadata = { redirectUris: [callbackUrl], postLogoutRedirectUris: [] };
    await tx.insert(t.applications).values(
      [partner, doomed].map((application) => ({
        tenantId,
        ...application,
        name: application.id,
        type: 'Traditional' as const,
        isThirdParty: true,
        oidcClientMetadata: metadata,
      })),
    );
    await tx.insert(t.organizations).values([
      { tenantId, id: 'e-acme', name: 'Acme' },
      { tenantId, id: 'e-globex', name: 'Globex' },
      { tenantId, id: 'e-initech', name: 'Initech' },
    ]);
    await tx.insert(t.organizationUsers).values([
      { tenantId, organizationId: 'e-acme', userId },
      { tenantId, organizationId: 'e-globex', userId },
    ]);
  });
  // The machine running the suite may be busy; starting the server is the slow part.
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

describe('consent organizations granted through the API before any consent', () => {
  it('are listed, pre-selected on the consent page and honoured by the organization token', async () => {
    expect((await api.post(path(), { organizationIds: ['e-acme'] })).status).toBe(201);
    expect(await consentedIds()).toEqual(['e-acme']);

    const { config, call, finish } = await signInUpToConsent(server, {
      application: partner,
      redirectUri: callbackUrl,
      scope: organizationsScope,
      username: 'early',
      password,
    });
    const consent = await call('GET', '/api/experience/consent');
    expect(consent.body.organizations).toEqual([
      { id: 'e-acme', name: 'Acme', isConsented: true },
      { id: 'e-globex', name: 'Globex', isConsented: false },
    ]);
    // The user approves without picking anything: the administrator's grant is what counts.
    const granted = await call('POST', '/api/experience/consent', {});
    expect(granted.status).toBe(200);
    const tokens = await finish(granted.body.redirectTo);
    const session = { config, refreshToken: tokens.refresh_token! };

    expect(await organizationToken(session, 'e-acme')).toEqual({
      audience: 'urn:logto:organization:e-acme',
    });
    expect(await organizationToken(session, 'e-globex')).toEqual({
      error: 'organization access is not granted to the application',
    });

    // Withdrawn through the API: the very next organization token is refused.
    expect((await api.delete(`${path()}/e-acme`)).status).toBe(204);
    expect(await consentedIds()).toEqual([]);
    expect(await organizationToken(session, 'e-acme')).toEqual({
      error: 'organization access is not granted to the application',
    });

    // Granted again through the API: the same refresh token works for it at once.
    expect((await api.put(path(), { organizationIds: ['e-globex'] })).status).toBe(204);
    expect(await organizationToken(session, 'e-globex')).toEqual({
      audience: 'urn:logto:organization:e-globex',
    });
  });

  it('answers 422 organization.require_membership for an organization the user is not in', async () => {
    const newcomer = await createUser('newcomer');
    const refused = await api.post(path(partner.id, newcomer), { organizationIds: ['e-initech'] });
    expect(refused.status).toBe(422);
    expect((refused.body as { code: string }).code).toBe('organization.require_membership');
    expect(await rowsWhere(eq(t.applicationUserConsentOrganizations.userId, newcomer))).toEqual([]);
  });
});

describe('what removes consent organizations', () => {
  it('drops the consent with the membership, and a new membership does not bring it back', async () => {
    await api.put(path(), { organizationIds: ['e-acme', 'e-globex'] });
    expect((await api.delete(`/api/organizations/e-acme/users/${userId}`)).status).toBe(204);
    expect(await consentedIds()).toEqual(['e-globex']);
    expect((await api.post('/api/organizations/e-acme/users', { userIds: [userId] })).status).toBe(
      201,
    );
    expect(await consentedIds()).toEqual(['e-globex']);
  });

  it('drops the rows of a deleted organization, user or application', async () => {
    const leaver = await createUser('leaver');
    await api.post('/api/organizations/e-initech/users', { userIds: [userId, leaver] });
    for (const [application, user, organizationId] of [
      [partner.id, userId, 'e-initech'],
      [partner.id, leaver, 'e-initech'],
      [doomed.id, userId, 'e-globex'],
    ] as const) {
      const granted = await api.post(path(application, user), {
        organizationIds: [organizationId],
      });
      expect(granted.status).toBe(201);
    }
    const c = t.applicationUserConsentOrganizations;
    expect(await rowsWhere(eq(c.organizationId, 'e-initech'))).toHaveLength(2);

    expect((await api.delete('/api/organizations/e-initech')).status).toBe(204);
    expect(await rowsWhere(eq(c.organizationId, 'e-initech'))).toEqual([]);

    await api.post('/api/organizations/e-acme/users', { userIds: [leaver] });
    expect((await api.post(path(partner.id, leaver), { organizationIds: ['e-acme'] })).status).toBe(
      201,
    );
    expect((await api.delete(`/api/users/${leaver}`)).status).toBe(204);
    expect(await rowsWhere(eq(c.userId, leaver))).toEqual([]);

    expect(await rowsWhere(eq(c.applicationId, doomed.id))).toHaveLength(1);
    expect((await api.delete(`/api/applications/${doomed.id}`)).status).toBe(204);
    expect(await rowsWhere(eq(c.applicationId, doomed.id))).toEqual([]);
    // The user's consent to the other application is untouched.
    expect(await consentedIds()).toEqual(['e-globex']);
  });
});

describe('row-level security of consent organizations', () => {
  it('hides the rows from another tenant and refuses writing them from there', async () => {
    const db = server.gatehouse.context.database.db;
    expect(await rowsWhere(eq(t.applicationUserConsentOrganizations.userId, userId))).not.toEqual(
      [],
    );
    // No tenant filter in the query: only the policy keeps the default tenant's rows out.
    const seen = await withTenant(db, 'admin', (tx) =>
      tx.select().from(t.applicationUserConsentOrganizations),
    );
    expect(seen).toEqual([]);
    await expect(
      withTenant(db, 'admin', (tx) =>
        tx.insert(t.applicationUserConsentOrganizations).values({
          tenantId,
          applicationId: partner.id,
          userId,
          organizationId: 'e-acme',
        }),
      ),
    ).rejects.toThrow();
  });
});
