import * as t from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { signInUpToConsent } from './helpers/consent-sign-in.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 11: `/api/applications/{id}/users/{userId}/consent-organizations` reads and changes the
// organizations a user granted a third-party application on the consent page (stored in
// `application_user_consent_organizations`, decision 023), and what is withdrawn there is
// refused at the next organization token request made with openid-client.
// `GATEHOUSE_TEST_DB=postgres` runs it on PostgreSQL.

const tenantId = 'default';
const partner = { id: 'consent-partner', secret: 'consent-partner-secret-0123456789' };
const firstParty = { id: 'consent-first', secret: 'consent-first-secret-0123456789a' };
const callbackUrl = 'http://127.0.0.1:5998/callback';
const password = 'Corr3ct-Horse!Battery';

let server: RunningServer;
let api: ApiClient;
let userId: string;
let strangerId: string;

const path = (applicationId = partner.id, user = userId) =>
  `/api/applications/${applicationId}/users/${user}/consent-organizations`;

const consentedIds = async () => {
  const listed = await api.get<{ organizations: { id: string }[] }>(path());
  expect(listed.status).toBe(200);
  return listed.body.organizations.map(({ id }) => id);
};

/** Signs the user in to the partner app and consents to `organizationIds`; returns its tokens. */
const authorizeWithConsent = async (organizationIds: string[]) => {
  const { config, call, finish } = await signInUpToConsent(server, {
    application: partner,
    redirectUri: callbackUrl,
    scope: 'openid offline_access urn:logto:scope:organizations',
    username: 'consenter',
    password,
  });
  const granted = await call('POST', '/api/experience/consent', { organizationIds });
  expect(granted.status).toBe(200);
  const tokens = await finish(granted.body.redirectTo);
  return { config, refreshToken: tokens.refresh_token! };
};

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

beforeAll(async () => {
  ({ server, client: api } = await startManagementServer());
  const user = await api.post<{ id: string }>('/api/users', { username: 'consenter', password });
  expect(user.status).toBe(200);
  userId = user.body.id;
  const stranger = await api.post<{ id: string }>('/api/users', { username: 'stranger' });
  strangerId = stranger.body.id;
  await withTenant(server.gatehouse.context.database.db, tenantId, async (tx) => {
    const metadata = { redirectUris: [callbackUrl], postLogoutRedirectUris: [] };
    await tx.insert(t.applications).values([
      {
        tenantId,
        ...partner,
        name: 'Partner',
        type: 'Traditional',
        isThirdParty: true,
        oidcClientMetadata: metadata,
      },
      { tenantId, ...firstParty, name: 'Own', type: 'Traditional', oidcClientMetadata: metadata },
    ]);
    await tx.insert(t.organizations).values([
      { tenantId, id: 'c-acme', name: 'Acme' },
      { tenantId, id: 'c-globex', name: 'Globex' },
      { tenantId, id: 'c-initech', name: 'Initech' },
    ]);
    await tx.insert(t.organizationUsers).values([
      { tenantId, organizationId: 'c-acme', userId },
      { tenantId, organizationId: 'c-globex', userId },
    ]);
  });
  // The machine running the suite may be busy; starting the server is the slow part.
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

describe('/api/applications/{id}/users/{userId}/consent-organizations', () => {
  it('lists what the consent page stored and withdraws it from the next organization token', async () => {
    expect(await consentedIds()).toEqual([]);
    const session = await authorizeWithConsent(['c-acme', 'c-globex']);
    expect(await consentedIds()).toEqual(['c-acme', 'c-globex']);
    const listed = await api.get<{ organizations: Record<string, unknown>[] }>(path());
    expect(listed.body.organizations[0]).toMatchObject({ id: 'c-acme', name: 'Acme' });

    expect(await organizationToken(session, 'c-globex')).toEqual({
      audience: 'urn:logto:organization:c-globex',
    });
    expect((await api.delete(`${path()}/c-globex`)).status).toBe(204);
    expect(await consentedIds()).toEqual(['c-acme']);
    expect(await organizationToken(session, 'c-globex')).toEqual({
      error: 'organization access is not granted to the application',
    });
    expect(await organizationToken(session, 'c-acme')).toEqual({
      audience: 'urn:logto:organization:c-acme',
    });

    // PUT replaces: Acme is withdrawn, Globex granted again.
    expect((await api.put(path(), { organizationIds: ['c-globex'] })).status).toBe(204);
    expect(await consentedIds()).toEqual(['c-globex']);
    expect(await organizationToken(session, 'c-acme')).toEqual({
      error: 'organization access is not granted to the application',
    });
    expect(await organizationToken(session, 'c-globex')).toEqual({
      audience: 'urn:logto:organization:c-globex',
    });

    // POST adds to what is there.
    expect((await api.post(path(), { organizationIds: ['c-acme'] })).status).toBe(201);
    expect(await consentedIds()).toEqual(['c-acme', 'c-globex']);
    expect(await organizationToken(session, 'c-acme')).toEqual({
      audience: 'urn:logto:organization:c-acme',
    });

    expect((await api.put(path(), { organizationIds: [] })).status).toBe(204);
    expect(await consentedIds()).toEqual([]);
  });

  it('answers 422 organization.require_membership for an organization the user is not in', async () => {
    for (const send of [api.post, api.put]) {
      const refused = await send(path(), { organizationIds: ['c-acme', 'c-initech'] });
      expect(refused.status).toBe(422);
      expect((refused.body as { code: string }).code).toBe('organization.require_membership');
    }
    const unknown = await api.post(path(), { organizationIds: ['no-such-org'] });
    expect(unknown.status).toBe(422);
  });

  it('answers 422 application.third_party_application_only for a first-party application', async () => {
    for (const answer of [
      await api.get(path(firstParty.id)),
      await api.post(path(firstParty.id), { organizationIds: ['c-acme'] }),
      await api.delete(`${path(firstParty.id)}/c-acme`),
    ]) {
      expect(answer.status).toBe(422);
      expect((answer.body as { code: string }).code).toBe(
        'application.third_party_application_only',
      );
    }
  });

  it('answers 404 for an unknown application or user', async () => {
    expect((await api.get(path('no-such-app'))).status).toBe(404);
    expect((await api.get(path(partner.id, 'no-such-user'))).status).toBe(404);
    expect((await api.put(path(partner.id, 'no-such-user'), { organizationIds: [] })).status).toBe(
      404,
    );
  });

  it('keeps another user’s consent apart', async () => {
    expect((await api.get(path(partner.id, strangerId))).body).toEqual({ organizations: [] });
    const refused = await api.post(path(partner.id, strangerId), { organizationIds: ['c-acme'] });
    expect(refused.status).toBe(422);
  });

  it('answers 400 for a body without organizationIds', async () => {
    const invalid = await api.post(path(), { organizationIds: [''] });
    expect(invalid.status).toBe(400);
    expect((await api.put(path(), {})).status).toBe(400);
  });
});
