import { X509Certificate } from 'node:crypto';
import { samlApplicationSecrets } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

let server: RunningServer;
let client: ApiClient;

const persistent = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
const emailFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const postBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

type Secret = {
  id: string;
  certificate: string;
  createdAt: number;
  expiresAt: number;
  active: boolean;
  fingerprints: { sha256: { formatted: string; unformatted: string } };
};

const create = async (body: Record<string, unknown> = {}) => {
  const response = await client.post('/api/saml-applications', { name: 'Wiki', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Record<string, unknown> & { id: string };
};

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
});
afterAll(async () => {
  await server?.stop();
});

describe('POST /api/saml-applications', () => {
  it('answers 201 with the SamlApplicationDetail and the persistent NameID format by default', async () => {
    const body = await create({
      description: 'The wiki',
      entityId: 'https://sp.example.com/metadata',
      acsUrl: { binding: postBinding, url: 'https://sp.example.com/acs' },
      attributeMapping: { email: 'mail', name: 'displayName' },
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'acsUrl',
        'appLevelAccessControlEnabled',
        'attributeMapping',
        'createdAt',
        'customData',
        'description',
        'encryption',
        'entityId',
        'id',
        'isThirdParty',
        'name',
        'nameIdFormat',
        'tenantId',
        'type',
      ].sort(),
    );
    expect(body).toMatchObject({
      tenantId: 'default',
      name: 'Wiki',
      description: 'The wiki',
      type: 'SAML',
      customData: {},
      isThirdParty: false,
      appLevelAccessControlEnabled: false,
      entityId: 'https://sp.example.com/metadata',
      acsUrl: { binding: postBinding, url: 'https://sp.example.com/acs' },
      attributeMapping: { email: 'mail', name: 'displayName' },
      encryption: null,
      nameIdFormat: persistent,
    });
    expect(typeof body.createdAt).toBe('number');
  });

  it('accepts a bare ACS URL as the HTTP-POST binding', async () => {
    const body = await create({ acsUrl: 'https://sp.example.com/acs' });
    expect(body.acsUrl).toEqual({ binding: postBinding, url: 'https://sp.example.com/acs' });
  });

  it('answers 422 for an ACS URL with the redirect binding', async () => {
    const response = await client.post('/api/saml-applications', {
      name: 'Wiki',
      acsUrl: { binding: redirectBinding, url: 'https://sp.example.com/acs' },
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('application.saml.acs_url_binding_not_supported');
  });

  it('answers 400 when encryptAssertion comes without a certificate', async () => {
    const response = await client.post('/api/saml-applications', {
      name: 'Wiki',
      encryption: { encryptAssertion: true, encryptThenSign: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('guard.invalid_input');
  });

  it('answers 400 for an encryption certificate that is not PEM', async () => {
    const response = await client.post('/api/saml-applications', {
      name: 'Wiki',
      encryption: { encryptAssertion: true, encryptThenSign: false, certificate: 'not a cert' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('application.saml.invalid_certificate_pem_format');
  });

  it('answers 400 for a missing name and for an unknown NameID format', async () => {
    expect((await client.post('/api/saml-applications', {})).status).toBe(400);
    const response = await client.post('/api/saml-applications', {
      name: 'Wiki',
      nameIdFormat: 'urn:unknown',
    });
    expect(response.status).toBe(400);
  });

  it('is refused on the generic applications API', async () => {
    const response = await client.post('/api/applications', { name: 'Wiki', type: 'SAML' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('application.saml.use_saml_app_api');
  });
});

describe('GET/PATCH/DELETE /api/saml-applications/:id', () => {
  it('reads, updates (JSON fields replaced) and deletes a SAML application', async () => {
    const { id } = await create({ attributeMapping: { email: 'mail' } });
    const read = await client.get(`/api/saml-applications/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(id);

    const patched = await client.patch(`/api/saml-applications/${id}`, {
      name: 'Wiki 2',
      nameIdFormat: emailFormat,
      attributeMapping: { name: 'cn' },
      entityId: 'urn:sp',
      acsUrl: { binding: postBinding, url: 'http://localhost:9/acs' },
      customData: { team: 'docs' },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Wiki 2',
      nameIdFormat: emailFormat,
      attributeMapping: { name: 'cn' },
      entityId: 'urn:sp',
      customData: { team: 'docs' },
    });
    expect((await client.get(`/api/saml-applications/${id}`)).body).toEqual(patched.body);

    expect((await client.delete(`/api/saml-applications/${id}`)).status).toBe(204);
    expect((await client.get(`/api/saml-applications/${id}`)).status).toBe(404);
    expect((await client.delete(`/api/saml-applications/${id}`)).status).toBe(404);
  });

  it('answers 422 for an application that is not a SAML one, 404 for an unknown one', async () => {
    const other = await client.post('/api/applications', { name: 'Web', type: 'Traditional' });
    for (const response of [
      await client.get(`/api/saml-applications/${other.body.id}`),
      await client.patch(`/api/saml-applications/${other.body.id}`, { name: 'x' }),
      await client.delete(`/api/saml-applications/${other.body.id}`),
    ]) {
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('application.saml.saml_application_only');
    }
    expect((await client.get(`/api/applications/${other.body.id}`)).status).toBe(200);
    expect((await client.get(`/api/saml-applications/${other.body.id}/secrets`)).status).toBe(404);
    expect((await client.get('/api/saml-applications/unknown')).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.mainUrl}/api/saml-applications/x`);
    expect(response.status).toBe(401);
  });
});

describe('/api/saml-applications/:id/secrets', () => {
  it('starts with one active certificate and rotates by activating another', async () => {
    const { id } = await create();
    const initial = await client.get<Secret[]>(`/api/saml-applications/${id}/secrets`);
    expect(initial.status).toBe(200);
    expect(initial.body).toHaveLength(1);
    const [first] = initial.body;
    expect(first?.active).toBe(true);
    const certificate = new X509Certificate(first!.certificate);
    expect(first?.fingerprints.sha256.formatted).toBe(certificate.fingerprint256);
    expect(first?.fingerprints.sha256.unformatted).toBe(
      certificate.fingerprint256.replaceAll(':', ''),
    );
    expect(first!.expiresAt).toBe(new Date(certificate.validTo).getTime());
    // The private key never travels and is sealed at rest (decision 010).
    expect(JSON.stringify(initial.body)).not.toContain('PRIVATE KEY');
    const stored = await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
      tx
        .select({ privateKey: samlApplicationSecrets.privateKey })
        .from(samlApplicationSecrets)
        .where(eq(samlApplicationSecrets.applicationId, id)),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.privateKey.startsWith('enc:v1:')).toBe(true);

    const added = await client.post<Secret>(`/api/saml-applications/${id}/secrets`, {
      lifeSpanInYears: 2,
    });
    expect(added.status).toBe(201);
    expect(Object.keys(added.body).sort()).toEqual(
      ['active', 'certificate', 'createdAt', 'expiresAt', 'fingerprints', 'id'].sort(),
    );
    expect(added.body.active).toBe(false);
    const years = (added.body.expiresAt - added.body.createdAt) / (365.25 * 24 * 3600 * 1000);
    expect(Math.round(years)).toBe(2);

    const activated = await client.patch<Secret>(
      `/api/saml-applications/${id}/secrets/${added.body.id}`,
      { active: true },
    );
    expect(activated.status).toBe(200);
    expect(activated.body.active).toBe(true);
    const after = await client.get<Secret[]>(`/api/saml-applications/${id}/secrets`);
    expect(after.body.filter(({ active }) => active).map(({ id }) => id)).toEqual([added.body.id]);

    const deleteActive = await client.delete(
      `/api/saml-applications/${id}/secrets/${added.body.id}`,
    );
    expect(deleteActive.status).toBe(400);
    expect(deleteActive.body.code).toBe('application.saml.can_not_delete_active_secret');
    expect((await client.delete(`/api/saml-applications/${id}/secrets/${first!.id}`)).status).toBe(
      204,
    );
    expect((await client.delete(`/api/saml-applications/${id}/secrets/${first!.id}`)).status).toBe(
      404,
    );
    expect(
      (await client.patch(`/api/saml-applications/${id}/secrets/nope`, { active: true })).status,
    ).toBe(404);
    expect((await client.get('/api/saml-applications/nope/secrets')).status).toBe(404);
    expect(
      (await client.post(`/api/saml-applications/${id}/secrets`, { lifeSpanInYears: 0 })).status,
    ).toBe(400);
  });
});
