import {
  applicationSignInExperiences,
  applicationUserConsentUserScopes,
  resources,
  scopes,
} from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { type RunningServer, useServer } from './helpers/server.ts';

const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const managementApi = 'https://default.logto.app/api';

let server: RunningServer;
let client: ApiClient;
let firstParty: string;
let managementScopeId: string;

const create = async (body: Record<string, unknown>) => {
  const response = await client.post('/api/applications', body);
  expect(response.status).toBe(200);
  return response.body.id as string;
};

/** A third-party app of the calling test alone: no consent scopes, no branding yet. */
const createThirdParty = () => create({ name: 'Partner', type: 'Traditional', isThirdParty: true });

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  // Resources get their own API in this issue (another area); rows keep this file independent.
  managementScopeId = await withTenant(
    server.gatehouse.context.database.db,
    'default',
    async (tx) => {
      await tx.insert(resources).values({
        tenantId: 'default',
        id: 'photos',
        name: 'Photos',
        indicator: 'https://photos.example.com',
      });
      await tx.insert(scopes).values([
        {
          tenantId: 'default',
          id: 'photos-read',
          resourceId: 'photos',
          name: 'read:photos',
          description: 'Read',
        },
        {
          tenantId: 'default',
          id: 'photos-write',
          resourceId: 'photos',
          name: 'write:photos',
          description: null,
        },
      ]);
      const [management] = await tx
        .select({ id: scopes.id })
        .from(scopes)
        .innerJoin(
          resources,
          and(eq(resources.tenantId, scopes.tenantId), eq(resources.id, scopes.resourceId)),
        )
        .where(and(eq(scopes.tenantId, 'default'), eq(resources.indicator, managementApi)));
      return management!.id;
    },
  );
  firstParty = await create({ name: 'Own', type: 'Traditional' });
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/applications/:applicationId/user-consent-scopes', () => {
  it('answers empty lists for an application without consent scopes', async () => {
    const thirdParty = await createThirdParty();
    const response = await client.get(`/api/applications/${thirdParty}/user-consent-scopes`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      organizationScopes: [],
      resourceScopes: [],
      organizationResourceScopes: [],
      userScopes: [],
    });
  });

  it('answers 404 for an unknown application', async () => {
    expect((await client.get('/api/applications/missing-app/user-consent-scopes')).status).toBe(
      404,
    );
  });
});

describe('POST /api/applications/:applicationId/user-consent-scopes', () => {
  it('adds resource and user scopes, grouped by resource when read back', async () => {
    const thirdParty = await createThirdParty();
    const response = await client.post(`/api/applications/${thirdParty}/user-consent-scopes`, {
      resourceScopes: ['photos-read', 'photos-write'],
      userScopes: ['profile', 'email'],
    });
    expect(response.status).toBe(201);
    // Adding again is harmless.
    expect(
      (
        await client.post(`/api/applications/${thirdParty}/user-consent-scopes`, {
          resourceScopes: ['photos-read'],
          userScopes: ['email'],
        })
      ).status,
    ).toBe(201);
    const read = await client.get(`/api/applications/${thirdParty}/user-consent-scopes`);
    expect(read.body).toEqual({
      organizationScopes: [],
      resourceScopes: [
        {
          resource: { id: 'photos', name: 'Photos', indicator: 'https://photos.example.com' },
          scopes: [
            { id: 'photos-read', name: 'read:photos', description: 'Read' },
            { id: 'photos-write', name: 'write:photos', description: null },
          ],
        },
      ],
      organizationResourceScopes: [],
      userScopes: ['email', 'profile'],
    });
  });

  it('answers 422 user_consent_scopes_not_found for unknown scopes, writing nothing', async () => {
    const app = await create({ name: 'Partner 2', type: 'SPA', isThirdParty: true });
    const response = await client.post(`/api/applications/${app}/user-consent-scopes`, {
      resourceScopes: ['photos-read', 'nope'],
      userScopes: ['profile'],
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('application.user_consent_scopes_not_found');
    expect(response.body.data).toEqual({ resourceScopes: ['nope'] });
    const organization = await client.post(`/api/applications/${app}/user-consent-scopes`, {
      organizationScopes: ['org-scope'],
    });
    expect(organization.status).toBe(422);
    const read = await client.get(`/api/applications/${app}/user-consent-scopes`);
    expect(read.body.userScopes).toEqual([]);
    expect(read.body.resourceScopes).toEqual([]);
  });

  it('answers 422 consent_management_api_scopes_not_allowed for management API scopes', async () => {
    const thirdParty = await createThirdParty();
    const response = await client.post(`/api/applications/${thirdParty}/user-consent-scopes`, {
      resourceScopes: [managementScopeId],
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('application.consent_management_api_scopes_not_allowed');
  });

  it('answers 422 third_party_application_only for a first-party app, 404 for none', async () => {
    const response = await client.post(`/api/applications/${firstParty}/user-consent-scopes`, {
      userScopes: ['profile'],
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('application.third_party_application_only');
    expect(
      (await client.post('/api/applications/missing-app/user-consent-scopes', { userScopes: [] }))
        .status,
    ).toBe(404);
  });

  it('answers 400 guard.invalid_input for an unknown user scope', async () => {
    const thirdParty = await createThirdParty();
    const response = await client.post(`/api/applications/${thirdParty}/user-consent-scopes`, {
      userScopes: ['shoe_size'],
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('guard.invalid_input');
  });
});

describe('DELETE /api/applications/:applicationId/user-consent-scopes/:scopeType/:scopeId', () => {
  it('removes a resource scope and a user scope', async () => {
    const thirdParty = await createThirdParty();
    const base = `/api/applications/${thirdParty}/user-consent-scopes`;
    const added = await client.post(base, {
      resourceScopes: ['photos-read', 'photos-write'],
      userScopes: ['profile', 'email'],
    });
    expect(added.status).toBe(201);
    expect((await client.delete(`${base}/resource-scopes/photos-write`)).status).toBe(204);
    expect((await client.delete(`${base}/user-scopes/email`)).status).toBe(204);
    const read = await client.get(base);
    expect(read.body.resourceScopes[0].scopes.map(({ id }: { id: string }) => id)).toEqual([
      'photos-read',
    ]);
    expect(read.body.userScopes).toEqual(['profile']);
  });

  it('answers 404 for a scope not assigned, an organization scope or an unknown app', async () => {
    const thirdParty = await createThirdParty();
    const base = `/api/applications/${thirdParty}/user-consent-scopes`;
    // Another scope of the same resource is assigned; photos-write is not.
    expect((await client.post(base, { resourceScopes: ['photos-read'] })).status).toBe(201);
    expect((await client.delete(`${base}/resource-scopes/photos-write`)).status).toBe(404);
    expect((await client.delete(`${base}/organization-scopes/x`)).status).toBe(404);
    expect(
      (await client.delete('/api/applications/missing-app/user-consent-scopes/user-scopes/email'))
        .status,
    ).toBe(404);
  });

  it('answers 400 for an unknown scope type', async () => {
    const thirdParty = await createThirdParty();
    const response = await client.delete(
      `/api/applications/${thirdParty}/user-consent-scopes/galaxy-scopes/x`,
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('guard.invalid_input');
  });
});

describe('/api/applications/:applicationId/sign-in-experience', () => {
  const body = {
    color: { primaryColor: '#123456', isDarkModeEnabled: true, darkPrimaryColor: '#abc' },
    branding: { logoUrl: 'https://cdn.example.com/logo.png' },
    displayName: 'Partner Portal',
    termsOfUseUrl: 'https://partner.example.com/terms',
    privacyPolicyUrl: null,
  };

  it('answers 404 before any branding is set', async () => {
    const thirdParty = await createThirdParty();
    const response = await client.get(`/api/applications/${thirdParty}/sign-in-experience`);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('entity.not_exists_with_id');
  });

  it('creates the branding with 201, then updates it with 200', async () => {
    const thirdParty = await createThirdParty();
    const created = await client.put(`/api/applications/${thirdParty}/sign-in-experience`, body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      tenantId: 'default',
      applicationId: thirdParty,
      ...body,
      customCss: null,
    });
    const updated = await client.put(`/api/applications/${thirdParty}/sign-in-experience`, {
      displayName: 'Renamed',
      termsOfUseUrl: '',
      privacyPolicyUrl: 'https://partner.example.com/privacy',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      color: body.color,
      displayName: 'Renamed',
      termsOfUseUrl: null,
      privacyPolicyUrl: 'https://partner.example.com/privacy',
    });
    const read = await client.get(`/api/applications/${thirdParty}/sign-in-experience`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(updated.body);
  });

  it('answers 400 for a bad colour or URL', async () => {
    const thirdParty = await createThirdParty();
    for (const bad of [
      { ...body, color: { primaryColor: 'blue' } },
      { ...body, termsOfUseUrl: 'not a url' },
      { ...body, branding: { logoUrl: 'nope' } },
      { displayName: 'missing links' },
    ]) {
      const response = await client.put(`/api/applications/${thirdParty}/sign-in-experience`, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('answers 422 for a first-party application and 404 for an unknown one', async () => {
    const response = await client.put(`/api/applications/${firstParty}/sign-in-experience`, body);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('application.third_party_application_only');
    expect(
      (await client.put('/api/applications/missing-app/sign-in-experience', body)).status,
    ).toBe(404);
    expect((await client.get('/api/applications/missing-app/sign-in-experience')).status).toBe(404);
  });

  it('goes away with its application', async () => {
    const app = await create({ name: 'Short-lived', type: 'SPA', isThirdParty: true });
    await client.put(`/api/applications/${app}/sign-in-experience`, body);
    await client.post(`/api/applications/${app}/user-consent-scopes`, { userScopes: ['profile'] });
    expect((await client.delete(`/api/applications/${app}`)).status).toBe(204);
    const leftovers = await withTenant(
      server.gatehouse.context.database.db,
      'default',
      async (tx) => [
        ...(await tx
          .select()
          .from(applicationSignInExperiences)
          .where(eq(applicationSignInExperiences.applicationId, app))),
        ...(await tx
          .select()
          .from(applicationUserConsentUserScopes)
          .where(eq(applicationUserConsentUserScopes.applicationId, app))),
      ],
    );
    expect(leftovers).toEqual([]);
  });
});
