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
const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const backupCodes = ['a1b2c3d4e5', 'f6a7b8c9d0'];
const webAuthnPublicKey = 'pQECAyYgASFYIPublicKeyOfTheAuthenticator';
const captchaSecret = 'turnstile-secret-9c1d';
const idpTokenSet = JSON.stringify({ access_token: 'idp-access-token-3f8a' });

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
  const captchaConfigs = await db
    .select({ value: t.captchaProviders.config })
    .from(t.captchaProviders);
  const tokenSecrets = await db.select({ value: t.secrets.ciphertext }).from(t.secrets);
  const mfaValues = (await db.select({ mfa: t.users.mfaVerifications }).from(t.users)).flatMap(
    ({ mfa }) =>
      (mfa as Record<string, unknown>[]).flatMap((entry) => [
        ...(typeof entry.key === 'string' ? [entry.key] : []),
        ...(typeof entry.publicKey === 'string' ? [entry.publicKey] : []),
        ...((entry.codes as { code: string }[] | undefined) ?? []).map(({ code }) => code),
      ]),
  );
  return [
    ...legacy,
    ...named,
    ...connectorConfigs,
    ...loginPasswords,
    ...captchaConfigs,
    ...tokenSecrets,
  ]
    .map(({ value }) => value)
    .concat(keyValues, mfaValues);
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
  // A user with every kind of second factor, and a captcha provider, written plain (as an
  // import or a row of an older version would be).
  await database.db.insert(t.users).values({
    tenantId: 'default',
    id: 'mfa-user',
    username: 'mfa_user',
    mfaVerifications: [
      { type: 'Totp', id: 'totp1', createdAt: '2025-01-01T00:00:00.000Z', key: totpSecret },
      {
        type: 'BackupCode',
        id: 'codes1',
        createdAt: '2025-01-01T00:00:00.000Z',
        codes: backupCodes.map((code) => ({ code })),
      },
      {
        type: 'WebAuthn',
        id: 'key1',
        createdAt: '2025-01-01T00:00:00.000Z',
        credentialId: 'cred-1',
        publicKey: webAuthnPublicKey,
        counter: 3,
        agent: 'test',
      },
    ],
  });
  await database.db.insert(t.captchaProviders).values({
    tenantId: 'default',
    id: 'captcha',
    config: JSON.stringify({ type: 'Turnstile', siteKey: 'site', secretKey: captchaSecret }),
  });
  // An enterprise IdP's token set kept for the user (issue 11), written plain.
  await database.db.insert(t.secrets).values({
    tenantId: 'default',
    id: 'token-set-1',
    userId: 'mfa-user',
    type: 'federated_token_set',
    ciphertext: idpTokenSet,
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
    expect(report.mfaVerifications).toBe(1);
    expect(report.captchaProviders).toBe(1);
    expect(report.tokenSecrets).toBe(1);

    const stored = await storedSecrets();
    expect(stored.every((value) => sealedKeyIdOf(value) === boxA.currentKeyId)).toBe(true);
    for (const secret of [totpSecret, webAuthnPublicKey, captchaSecret, ...backupCodes])
      expect(stored.join('\n')).not.toContain(secret);
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
      mfaVerifications: 0,
      captchaProviders: 0,
      samlApplicationSecrets: 0,
      tokenSecrets: 0,
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
      mfaVerifications: 0,
      captchaProviders: 0,
      samlApplicationSecrets: 0,
      tokenSecrets: 0,
    });
    const report = await sealStoredSecrets(database.db, boxBA, { rotate: true });
    expect(report.applications).toBeGreaterThan(0);
    expect(report.connectors).toBe(1);
    expect(report.tenantLogins).toBe(2);
    expect(report.mfaVerifications).toBe(1);
    expect(report.captchaProviders).toBe(1);
    expect(report.tokenSecrets).toBe(1);

    const boxB = createSecretBox([keyB!]);
    const stored = await storedSecrets();
    expect(stored.every((value) => sealedKeyIdOf(value) === boxB.currentKeyId)).toBe(true);
    await sealStoredSecrets(database.db, boxB);
    expect(await openAll(boxB)).toEqual([...plainValues].sort());
  });

  it('refuses to start when only an MFA secret or a captcha configuration is sealed with an unknown key', async () => {
    const [keyC] = parseEncryptionKeys(generateEncryptionKey());
    const boxC = createSecretBox([keyC!]);
    const boxB = createSecretBox([keyB!]);
    const original = await database.db
      .select({ mfa: t.users.mfaVerifications })
      .from(t.users)
      .where(and(eq(t.users.tenantId, 'default'), eq(t.users.id, 'mfa-user')));
    const entries = original[0]!.mfa as Record<string, unknown>[];
    // One backup code sealed with a key the server does not have: the nested value is checked.
    const foreign = entries.map((entry) =>
      entry.type === 'BackupCode'
        ? { ...entry, codes: [{ code: boxC.seal('0000000000') }] }
        : entry,
    );
    const setMfa = (mfa: unknown[]) =>
      database.db
        .update(t.users)
        .set({ mfaVerifications: mfa })
        .where(and(eq(t.users.tenantId, 'default'), eq(t.users.id, 'mfa-user')));
    await setMfa(foreign);
    await expect(sealStoredSecrets(database.db, boxB)).rejects.toThrow(
      `sealed with encryption key ${boxC.currentKeyId}`,
    );
    await setMfa(entries);
    const [captcha] = await database.db
      .select({ config: t.captchaProviders.config })
      .from(t.captchaProviders);
    await database.db
      .update(t.captchaProviders)
      .set({ config: boxC.seal(boxB.open(captcha!.config)) });
    await expect(sealStoredSecrets(database.db, boxB)).rejects.toThrow(
      `sealed with encryption key ${boxC.currentKeyId}`,
    );
    await database.db.update(t.captchaProviders).set({ config: captcha!.config });
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
