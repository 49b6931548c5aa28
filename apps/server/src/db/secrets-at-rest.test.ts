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

// The start-up pass and `gatehouse secrets rotate` on a seeded database: plain rows get sealed,
// rotation re-seals under the new key, and a key set that cannot open the rows is refused.

const [keyA] = parseEncryptionKeys(generateEncryptionKey());
const [keyB] = parseEncryptionKeys(generateEncryptionKey());
const bootstrapSecret = 'bootstrap-secret-0123456789abcdef';

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
  return [...legacy, ...named].map(({ value }) => value).concat(keyValues);
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

    const stored = await storedSecrets();
    expect(stored.every((value) => sealedKeyIdOf(value) === boxA.currentKeyId)).toBe(true);
    expect(stored.join('\n')).not.toContain(bootstrapSecret);
    expect(stored.join('\n')).not.toContain('PRIVATE KEY');
    expect(await bootstrapRow()).not.toBe(bootstrapSecret);
    expect(await openAll(boxA)).toEqual([...plainValues].sort());
  });

  it('is idempotent: a second pass changes nothing', async () => {
    const before = await storedSecrets();
    const report = await sealStoredSecrets(database.db, createSecretBox([keyA!]));
    expect(report).toEqual({ applications: 0, applicationSecrets: 0, configs: 0 });
    expect(await storedSecrets()).toEqual(before);
  });

  it('rotates: with B,A nothing moves until `rotate`, which re-seals all under B; B alone then opens all', async () => {
    const boxBA = createSecretBox([keyB!, keyA!]);
    expect(await sealStoredSecrets(database.db, boxBA)).toEqual({
      applications: 0,
      applicationSecrets: 0,
      configs: 0,
    });
    const report = await sealStoredSecrets(database.db, boxBA, { rotate: true });
    expect(report.applications).toBeGreaterThan(0);

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
