import { users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';
import { forgeToken } from './helpers/tokens.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await useServer({ BODY_LIMIT: '2048' });
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/status', () => {
  it('answers 204 on both ports with a request id', async () => {
    for (const base of [server.mainUrl, server.adminUrl]) {
      const response = await fetch(`${base}/api/status`);
      expect(response.status).toBe(204);
      expect(response.headers.get('logto-core-request-id')).toMatch(/^[\da-z]{16}$/);
    }
  });
});

describe('GET /api/swagger.json', () => {
  it('documents the management routes from their schemas', async () => {
    const response = await fetch(`${server.mainUrl}/api/swagger.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/dashboard/users/total']?.get?.responses['200']).toBeDefined();
  });

  it('serves the management API alone at /api/.well-known/management.openapi.json', async () => {
    const response = await fetch(`${server.mainUrl}/api/.well-known/management.openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBe(
      new Set(server.gatehouse.managementRoutes.map((r) => r.path)).size,
    );
  });
});

describe('GET /api/.well-known/console-config', () => {
  it('tells the console where the admin and default tenants live', async () => {
    const response = await fetch(`${server.adminUrl}/api/.well-known/console-config`);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      edition: 'oss',
      adminEndpoint: server.adminUrl,
      defaultTenantEndpoint: server.mainUrl,
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('bad input', () => {
  // The Me API authenticates before it reads a body (issue 8), so the caller must be a real
  // console user for the body to be looked at.
  beforeAll(async () => {
    await withTenant(server.gatehouse.context.database.db, 'admin', (tx) =>
      tx.insert(users).values({ tenantId: 'admin', id: 'console-user', username: 'console-user' }),
    );
  });

  const token = () =>
    forgeToken(server, 'admin', {
      sub: 'console-user',
      aud: 'https://admin.logto.app/me',
      scope: 'all',
    });

  it('answers 404 JSON for unknown API paths', async () => {
    const response = await fetch(`${server.mainUrl}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'request.not_found' });
  });

  it('answers 400 request.invalid_json for malformed JSON', async () => {
    const response = await fetch(`${server.adminUrl}/me/custom-data`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('request.invalid_json');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await fetch(`${server.adminUrl}/me/custom-data`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'request.unsupported_media_type' });
  });

  it('answers 413 for a body over BODY_LIMIT', async () => {
    const response = await fetch(`${server.adminUrl}/me/custom-data`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ big: 'x'.repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request.payload_too_large' });
  });

  it('translates error messages by Accept-Language and falls back to English', async () => {
    const english = await fetch(`${server.mainUrl}/api/dashboard/users/total`, {
      headers: { 'accept-language': 'xx' },
    });
    const german = await fetch(`${server.mainUrl}/api/dashboard/users/total`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    const englishBody = (await english.json()) as { code: string; message: string };
    const germanBody = (await german.json()) as { code: string; message: string };
    expect(englishBody.code).toBe('auth.authorization_header_missing');
    expect(germanBody.code).toBe('auth.authorization_header_missing');
    expect(englishBody.message).toBe('The Authorization header is missing.');
    expect(germanBody.message).not.toBe(englishBody.message);
  });
});
