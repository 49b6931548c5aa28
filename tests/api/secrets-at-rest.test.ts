import { Writable } from 'node:stream';
import * as t from '@gatehouse/server/src/db/schema/index.ts';
import {
  createSecretBox,
  generateEncryptionKey,
  isSealed,
  parseEncryptionKeys,
} from '@gatehouse/server/src/db/secret-box.ts';
import { sealStoredSecrets } from '@gatehouse/server/src/db/secrets-at-rest.ts';
import {
  createTestDatabase,
  type TestDatabase,
} from '@gatehouse/server/src/test-utils/test-database.ts';
import { startTestServer } from '@gatehouse/server/src/test-utils/test-server.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { bootstrap } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 8 item 4: client secrets, signing keys and cookie keys are encrypted at rest, the keys
// rotate without downtime, a wrong key stops the start, and no secret reaches a log line.
// One database, several servers started on it in turn with different keys.

const managementApi = 'https://default.logto.app/api';
const keyA = generateEncryptionKey();
const keyB = generateEncryptionKey();
const password = 'Correct-Horse-Battery-Staple-42';

let database: TestDatabase;
let server: RunningServer | undefined;
const logLines: string[] = [];
const logDestination = new Writable({
  write: (chunk, _encoding, done) => {
    logLines.push(String(chunk));
    done();
  },
});

/** The database as the servers see it, kept open across their stops. */
const sharedDatabase = () => ({ ...database, close: async () => {} });

const start = (key: string) =>
  startTestServer(
    {
      GATEHOUSE_ENCRYPTION_KEY: key,
      BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
      BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
      // Every line the server would write, errors and warnings included.
      LOG_LEVEL: 'trace',
    },
    { database: sharedDatabase(), logDestination },
  );

const tokenStatus = async (running: RunningServer, clientId: string, clientSecret: string) =>
  (
    await fetch(`${running.mainUrl}/oidc/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource: managementApi }),
    })
  ).status;

let client: ApiClient;
let appId: string;
let secretValues: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await start(keyA);
  client = await createManagementClient(server, bootstrap);
});

afterAll(async () => {
  await server?.stop();
  await database?.close();
});

describe('secrets at rest', () => {
  it('stores client secrets, signing keys and cookie keys sealed, and answers them plain', async () => {
    const created = await client.post('/api/applications', {
      name: 'robot',
      type: 'MachineToMachine',
    });
    expect(created.status).toBe(200);
    appId = created.body.id as string;
    const extra = await client.post(`/api/applications/${appId}/secrets`, { name: 'second' });
    expect(extra.status).toBe(201);
    const listed = await client.get(`/api/applications/${appId}/secrets`);
    secretValues = (listed.body as { value: string }[]).map(({ value }) => value);
    expect(secretValues).toHaveLength(2);
    expect(secretValues).toContain(extra.body.value);
    for (const value of secretValues) expect(value).toMatch(/^[A-Za-z0-9]{32}$/);

    const { db } = database;
    const stored = await db
      .select({ value: t.applicationSecrets.value })
      .from(t.applicationSecrets)
      .where(eq(t.applicationSecrets.applicationId, appId));
    expect(stored).toHaveLength(2);
    for (const { value } of stored) {
      expect(isSealed(value)).toBe(true);
      for (const plain of secretValues) expect(value).not.toContain(plain);
    }
    const [legacy] = await db
      .select({ secret: t.applications.secret })
      .from(t.applications)
      .where(eq(t.applications.id, appId));
    expect(isSealed(legacy!.secret)).toBe(true);
    // The bootstrap app's secret came from the environment and was sealed at the first start.
    const [seeded] = await db
      .select({ secret: t.applications.secret })
      .from(t.applications)
      .where(eq(t.applications.id, bootstrap.clientId));
    expect(isSealed(seeded!.secret)).toBe(true);
    expect(seeded!.secret).not.toContain(bootstrap.clientSecret);

    const keys = await db
      .select({ value: t.configs.value })
      .from(t.configs)
      .where(and(eq(t.configs.tenantId, 'default'), eq(t.configs.key, 'oidc.privateKeys')));
    const [signingKey] = keys[0]!.value as { id: string; value: string }[];
    expect(isSealed(signingKey!.value)).toBe(true);
    expect(JSON.stringify(keys)).not.toContain('PRIVATE KEY');
    const cookies = await db
      .select({ value: t.configs.value })
      .from(t.configs)
      .where(and(eq(t.configs.tenantId, 'default'), eq(t.configs.key, 'oidc.cookieKeys')));
    for (const entry of cookies[0]!.value as { value: string }[])
      expect(isSealed(entry.value)).toBe(true);
  });

  it('still issues tokens for the sealed client secrets', async () => {
    for (const value of secretValues) expect(await tokenStatus(server!, appId, value)).toBe(200);
    expect(await tokenStatus(server!, appId, 'not-the-secret-0123456789abcdef')).toBe(401);
  });

  it('logs no secret, password or password digest, not even of failing requests', async () => {
    const user = await client.post('/api/users', { username: 'logged_user', password });
    expect(user.status).toBe(200);
    // Failing writes with credentials in them: a duplicate, and odd input.
    await client.post('/api/users', { username: 'logged_user', password });
    await client.post('/api/users', { username: 'nul\u0000user', password });
    await client.post(`/api/applications/${appId}/secrets`, { name: 'second' });
    await client.post(`/api/applications/${appId}/secrets`, { name: 'nul\u0000name' });
    await tokenStatus(server!, appId, `${secretValues[0]}\u0000`);

    const [row] = await database.db
      .select({ digest: t.users.passwordEncrypted })
      .from(t.users)
      .where(eq(t.users.username, 'logged_user'));
    const digest = row!.digest!;
    expect(digest).toMatch(/^\$argon2id\$/);

    server!.gatehouse.context.logger.flush();
    expect(logLines.length).toBeGreaterThan(0);
    const text = logLines.join('');
    for (const secret of [...secretValues, bootstrap.clientSecret, password, digest])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('PRIVATE KEY');
  });

  it('rotates: B,A serves and re-encrypts, then B alone opens everything', async () => {
    await server!.stop();
    server = await start(`${keyB},${keyA}`);
    expect(await tokenStatus(server, appId, secretValues[0]!)).toBe(200);
    await server.stop();
    server = undefined;

    // `gatehouse secrets rotate` with GATEHOUSE_ENCRYPTION_KEY=B,A runs this pass.
    const rotated = createSecretBox(parseEncryptionKeys(`${keyB},${keyA}`));
    const report = await sealStoredSecrets(database.db, rotated, { rotate: true });
    expect(report.applicationSecrets).toBeGreaterThanOrEqual(2);

    server = await start(keyB);
    for (const value of secretValues) expect(await tokenStatus(server, appId, value)).toBe(200);
    const again = await createManagementClient(server, bootstrap);
    const listed = await again.get(`/api/applications/${appId}/secrets`);
    expect((listed.body as { value: string }[]).map(({ value }) => value).sort()).toEqual(
      [...secretValues].sort(),
    );
    await server.stop();
    server = undefined;
  });

  it('refuses to start with a key that cannot open what is stored', async () => {
    const keyIdB = createSecretBox(parseEncryptionKeys(keyB)).currentKeyId;
    await expect(start(keyA)).rejects.toThrow(`sealed with encryption key ${keyIdB}`);
    // The refused start changed nothing: B still works.
    server = await start(keyB);
    expect(await tokenStatus(server, appId, secretValues[1]!)).toBe(200);
  });
});
