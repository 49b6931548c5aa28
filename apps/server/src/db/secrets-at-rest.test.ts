import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-utils/test-database.ts';
import { cookieKeysConfigKey, privateKeysConfigKey } from './oidc-keys.ts';
import * as t from './schema/index.ts';
import {
  createSecretBox,
  generateEncryptionKey,
  parseEncryptionKeys,
  type SecretBox,
  sealedKeyIdOf,
} from './secret-box.ts';
import { sealStoredSecrets } from './secrets-at-rest.ts';
import { seed } from './seed.ts';
import { ensureTenantLogin } from './tenant-logins.ts';

// The start-up pass and `gatehouse secrets rotate` on a seeded database: plain rows get sealed,
// rotation re-seals under the new key, and a key set that cannot open the rows is refused.

const [keyA] = parseEncryptionKeys(generateEncryptionKey());
const [keyB] = parseEncryptionKeys(generateEncryptionKey());
const bootstrapSecret = 'bootstrap-secret-0123456789abcdef';
const connectorPassword = 'smtp-password-5b7e';

let database: TestDatabase;

/** Every stored secret, as stored, with where it came from. */
const storedSecrets = async () => {
  const db = database.db;
  const legacy = await db.select({ value: t.applications.secret }).from(t.applications);
  const named = await db.select({ value: t.applicationSecrets.value }).from(t.applicationSecrets);
  const configs = await db
    .select({ value: t.configs.value })
    .from(t.configs)
    .where(eq(t.configs.key, privateKeysConfigKey));
  const cookies = await db
    .select({ value: t.configs.value })
    .from(t.configs)
    .where(eq(t.configs.key, cookieKeysConfigKey));
  const keyValues = [...configs, ...cookies].flatMap(({ value }) =>
    (value as { value: string }[]).map((entry) => entry.value),
  );
  const connectorConfigs = await db.select({ value: t.connectors.config }).from(t.connectors);
  const loginPasswords = (
    await db.select({ value: t.tenants.dbUserPassword }).from(t.tenants)
  ).flatMap(({ value }) => (value ? [{ value }] : []));
  return [...legacy, ...named, ...connectorConfigs, ...loginPasswords]
    .map(({ value }) => value)
    .concat(keyValues);
};

const bootstrapRow = async () => {
  const [row] = await database.db
    .select({ secret: t.applications.secret })
    .from(t.applications)
    .where(and(eq(t.applications.tenantId, 'default'), eq(t.applications.id, 'bootstrap')));
  return row!.secret;
};

/** The opened values, sorted: an update may move a row in a heap scan's order. */
const openAll = async (box: SecretBox) =>
  (await storedSecrets()).map((value) => box.open(value)).sort();

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, { bootstrapClient: { id: 'bootstrap', secret: bootstrapSecret } });
  // A connector row written plain (as a row restored from a dump of a plain copy would be).
  await database.db.insert(t.connectors).values({
    tenantId: 'default',
    id: 'smtp',
    connectorId: 'simple-mail-transfer-protocol',
    config: JSON.stringify({ host: 'smtp.example.com', auth: { pass: connectorPassword } }),
  });
});

afterAll(async () => {
  await database?.close();
});

describe('sealing stored secrets', () => {
  let plainValues: string[];

  it('seals what the seed stored plain: legacy secrets, named secrets, signing and cookie keys', async () => {
    plainValues = await storedSecrets();
    expect(plainValues).toContain(bootstrapSecret);
    expect(plainValues.some((value) => value.includes('BEGIN PRIVATE KEY'))).toBe(true);

    const boxA = createSecretBox([keyA!]);
    const report = await sealStoredSecrets(database.db, boxA);
    expect(report.applications).toBeGreaterThan(0);
    expect(report.configs).toBe(4); // signing and cookie keys of `default` and `admin`
    expect(report.connectors).toBe(1);
    // The passwords of the `default` and `admin` tenants' PostgreSQL logins (decision 002).
    expect(report.tenantLogins).toBe(2);

    const stored = await storedSecrets();
    expect(stored.every((value) => sealedKeyIdOf(value) === boxA.currentKeyId)).toBe(true);
    expect(stored.join('\n')).not.toContain(bootstrapSecret);
    expect(stored.join('\n')).not.toContain('PRIVATE KEY');
    expect(stored.join('\n')).not.toContain(connectorPassword);
    expect(await bootstrapRow()).not.toBe(bootstrapSecret);
    expect(await openAll(boxA)).toEqual([...plainValues].sort());
  });

  it('is idempotent: a second pass changes nothing', async () => {
    const before = await storedSecrets();
    const report = await sealStoredSecrets(database.db, createSecretBox([keyA!]));
    expect(report).toEqual({
      applications: 0,
      applicationSecrets: 0,
      configs: 0,
      connectors: 0,
      tenantLogins: 0,
    });
    expect(await storedSecrets()).toEqual(before);
  });

  it("opens a tenant's sealed login password with the keys, and the password logs in", async () => {
    const boxA = createSecretBox([keyA!]);
    const [row] = await database.db
      .select({ password: t.tenants.dbUserPassword })
      .from(t.tenants)
      .where(eq(t.tenants.id, 'default'));
    expect(sealedKeyIdOf(row!.password!)).toBe(boxA.currentKeyId);
    await expect(ensureTenantLogin(database.db, 'default')).rejects.toThrow(/sealed/);

    const login = await ensureTenantLogin(database.db, 'default', boxA);
    expect(login.password).toBe(boxA.open(row!.password!));
    expect(plainValues).toContain(login.password);
    if (!database.url) return; // PGlite: one connection, no logins to try
    const { default: pg } = await import('pg');
    const url = new URL(database.url);
    url.username = login.user;
    url.password = login.password;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query('select gatehouse_tenant_id() as tenant');
      expect(rows[0].tenant).toBe('default');
    } finally {
      await client.end();
    }
  });

  it('rotates: with B,A nothing moves until `rotate`, which re-seals all under B; B alone then opens all', async () => {
    const boxBA = createSecretBox([keyB!, keyA!]);
    expect(await sealStoredSecrets(database.db, boxBA)).toEqual({
      applications: 0,
      applicationSecrets: 0,
      configs: 0,
      connectors: 0,
      tenantLogins: 0,
    });
    const report = await sealStoredSecrets(database.db, boxBA, { rotate: true });
    expect(report.applications).toBeGreaterThan(0);
    expect(report.connectors).toBe(1);
    expect(report.tenantLogins).toBe(2);

    const boxB = createSecretBox([keyB!]);
    const stored = await storedSecrets();
    expect(stored.every((value) => sealedKeyIdOf(value) === boxB.currentKeyId)).toBe(true);
    await sealStoredSecrets(database.db, boxB);
    expect(await openAll(boxB)).toEqual([...plainValues].sort());
  });

  it('refuses a key set that cannot open what is stored, naming the missing key id', async () => {
    const boxA = createSecretBox([keyA!]);
    const before = await storedSecrets();
    const attempt = sealStoredSecrets(database.db, boxA, { rotate: true });
    await expect(attempt).rejects.toThrow(
      `sealed with encryption key ${createSecretBox([keyB!]).currentKeyId}`,
    );
    // Nothing was touched.
    expect(await storedSecrets()).toEqual(before);
  });
});
