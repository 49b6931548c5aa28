import { and, eq, inArray, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from './client.ts';
import { sealedConfigKeys } from './oidc-keys.ts';
import * as t from './schema/index.ts';
import { sealedMfaValuesSql, sealMfaVerifications } from './sealed-mfa-secrets.ts';
import { isSealed, type SecretBox, SecretBoxError, sealedKeyIdOf } from './secret-box.ts';

/** What a pass changed, per kind of secret (rows). */
export type SealReport = {
  applications: number;
  applicationSecrets: number;
  configs: number;
  connectors: number;
  /** Passwords of the tenants' PostgreSQL logins (tenant-logins.ts, decision 002). */
  tenantLogins: number;
  /** Users whose MFA secrets (TOTP keys, backup codes, WebAuthn public keys) were sealed. */
  mfaVerifications: number;
  /** Captcha provider configurations (they carry the provider's secret key). */
  captchaProviders: number;
  /** Private signing keys of SAML applications. */
  samlApplicationSecrets: number;
  /** Enterprise IdPs' token sets kept for users (`secrets.ciphertext`, issue 11). */
  tokenSecrets: number;
};

export type SealOptions = {
  /**
   * Also re-seal values sealed with another key than the current (first) one: the last step of a
   * key rotation (`gatehouse secrets rotate`). Without it only plain values are sealed, so nodes
   * of a rolling deployment never re-seal under a key the others do not have yet.
   */
  rotate?: boolean;
};

// One pass at a time across nodes (the seed's lock is 724001).
const sealLockId = 724002;
const envelopeKeyIdSql = (value: SQL | PgColumn) => sql`split_part(${value}, ':', 3)`;

/** Stored values this pass must (re)seal: plain ones, and with `rotate` other keys' ones. */
const needsSealing = (column: SQL | PgColumn, box: SecretBox, rotate: boolean): SQL =>
  rotate
    ? not(sql`starts_with(${column}, ${`enc:v1:${box.currentKeyId}:`})`)
    : not(sql`starts_with(${column}, 'enc:v1:')`);

const reseal = (box: SecretBox, stored: string) => box.seal(box.open(stored));

const configEntriesSql = sql`${t.configs}, jsonb_array_elements(case when jsonb_typeof(${t.configs.value}) = 'array' then ${t.configs.value} else '[]'::jsonb end) as entry`;

/** The ids of every key the stored secrets are sealed with. */
const keyIdsInUse = async (tx: Queryable): Promise<string[]> => {
  const entryValue = sql`entry->>'value'`;
  const result = (await tx.execute(sql`
    select ${envelopeKeyIdSql(t.applications.secret)} as key_id from ${t.applications}
      where starts_with(${t.applications.secret}, 'enc:v1:')
    union
    select ${envelopeKeyIdSql(t.applicationSecrets.value)} from ${t.applicationSecrets}
      where starts_with(${t.applicationSecrets.value}, 'enc:v1:')
    union
    select ${envelopeKeyIdSql(entryValue)} from ${configEntriesSql}
      where ${inArray(t.configs.key, sealedConfigKeys)} and starts_with(${entryValue}, 'enc:v1:')
    union
    select ${envelopeKeyIdSql(t.connectors.config)} from ${t.connectors}
      where starts_with(${t.connectors.config}, 'enc:v1:')
    union
    select ${envelopeKeyIdSql(t.tenants.dbUserPassword)} from ${t.tenants}
      where starts_with(${t.tenants.dbUserPassword}, 'enc:v1:')
    union
    select ${envelopeKeyIdSql(t.captchaProviders.config)} from ${t.captchaProviders}
      where starts_with(${t.captchaProviders.config}, 'enc:v1:')
    union
    select ${envelopeKeyIdSql(t.samlApplicationSecrets.privateKey)} from ${t.samlApplicationSecrets}
      where starts_with(${t.samlApplicationSecrets.privateKey}, 'enc:v1:')
    union
    select ${envelopeKeyIdSql(t.secrets.ciphertext)} from ${t.secrets}
      where starts_with(${t.secrets.ciphertext}, 'enc:v1:')
    union
    select ${envelopeKeyIdSql(sql`mfa.value`)} from (${sealedMfaValuesSql}) as mfa
      where starts_with(mfa.value, 'enc:v1:')
  `)) as unknown as { rows: { key_id: string }[] };
  return result.rows.map((row) => row.key_id);
};

/**
 * Refuses a key set that cannot open what is stored: starting anyway would fail every token
 * request of those clients, and a re-seal would be impossible. Names key ids, never keys.
 */
const assertKeysKnown = async (tx: Queryable, box: SecretBox) => {
  const unknown = (await keyIdsInUse(tx)).filter((id) => !box.keyIds.includes(id));
  if (unknown.length === 0) return;
  throw new SecretBoxError(
    `the database holds secrets sealed with encryption key ${unknown.join(', ')}, which this ` +
      `server does not have (it has ${box.keyIds.join(', ')}). Set GATEHOUSE_ENCRYPTION_KEY to a ` +
      'list that includes that key (or restore $DATA_DIR/encryption.key); see README "Secrets at rest".',
  );
};

const sealApplications = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const rows = await tx
    .select({
      tenantId: t.applications.tenantId,
      id: t.applications.id,
      secret: t.applications.secret,
    })
    .from(t.applications)
    .where(needsSealing(t.applications.secret, box, rotate));
  for (const row of rows) {
    await tx
      .update(t.applications)
      .set({ secret: reseal(box, row.secret) })
      .where(and(eq(t.applications.tenantId, row.tenantId), eq(t.applications.id, row.id)));
  }
  return rows.length;
};

const sealSamlApplicationSecrets = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const { samlApplicationSecrets: table } = t;
  const rows = await tx
    .select({
      tenantId: table.tenantId,
      applicationId: table.applicationId,
      id: table.id,
      privateKey: table.privateKey,
    })
    .from(table)
    .where(needsSealing(table.privateKey, box, rotate));
  for (const row of rows) {
    await tx
      .update(table)
      .set({ privateKey: reseal(box, row.privateKey) })
      .where(
        and(
          eq(table.tenantId, row.tenantId),
          eq(table.applicationId, row.applicationId),
          eq(table.id, row.id),
        ),
      );
  }
  return rows.length;
};

const sealApplicationSecrets = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const { applicationSecrets: table } = t;
  const rows = await tx
    .select({
      tenantId: table.tenantId,
      applicationId: table.applicationId,
      name: table.name,
      value: table.value,
    })
    .from(table)
    .where(needsSealing(table.value, box, rotate));
  for (const row of rows) {
    await tx
      .update(table)
      .set({ value: reseal(box, row.value) })
      .where(
        and(
          eq(table.tenantId, row.tenantId),
          eq(table.applicationId, row.applicationId),
          eq(table.name, row.name),
        ),
      );
  }
  return rows.length;
};

/** Connector configurations (SMTP logins, webhook tokens, client secrets): sealed JSON text. */
const sealConnectors = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const { connectors: table } = t;
  const rows = await tx
    .select({ tenantId: table.tenantId, id: table.id, config: table.config })
    .from(table)
    .where(needsSealing(table.config, box, rotate));
  for (const row of rows) {
    await tx
      .update(table)
      .set({ config: reseal(box, row.config) })
      .where(and(eq(table.tenantId, row.tenantId), eq(table.id, row.id)));
  }
  return rows.length;
};

/** Captcha provider configurations (their secret keys): sealed JSON text, like connectors. */
const sealCaptchaProviders = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const { captchaProviders: table } = t;
  const rows = await tx
    .select({ tenantId: table.tenantId, id: table.id, config: table.config })
    .from(table)
    .where(needsSealing(table.config, box, rotate));
  for (const row of rows) {
    await tx
      .update(table)
      .set({ config: reseal(box, row.config) })
      .where(and(eq(table.tenantId, row.tenantId), eq(table.id, row.id)));
  }
  return rows.length;
};

/** Token sets of SSO identities: written sealed; a rotation re-seals them under the new key. */
const sealTokenSecrets = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const { secrets: table } = t;
  const rows = await tx
    .select({ tenantId: table.tenantId, id: table.id, ciphertext: table.ciphertext })
    .from(table)
    .where(needsSealing(table.ciphertext, box, rotate));
  for (const row of rows) {
    await tx
      .update(table)
      .set({ ciphertext: reseal(box, row.ciphertext) })
      .where(and(eq(table.tenantId, row.tenantId), eq(table.id, row.id)));
  }
  return rows.length;
};

const sealTenantLogins = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const rows = await tx
    .select({ id: t.tenants.id, password: t.tenants.dbUserPassword })
    .from(t.tenants)
    .where(
      and(isNotNull(t.tenants.dbUserPassword), needsSealing(t.tenants.dbUserPassword, box, rotate)),
    );
  for (const row of rows) {
    await tx
      .update(t.tenants)
      .set({ dbUserPassword: reseal(box, row.password as string) })
      .where(eq(t.tenants.id, row.id));
  }
  return rows.length;
};

const sealConfigs = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const rows = await tx
    .select({ tenantId: t.configs.tenantId, key: t.configs.key, value: t.configs.value })
    .from(t.configs)
    .where(inArray(t.configs.key, sealedConfigKeys));
  const wanted = (stored: string) =>
    rotate ? sealedKeyIdOf(stored) !== box.currentKeyId : !isSealed(stored);
  let changed = 0;
  for (const row of rows) {
    if (!Array.isArray(row.value)) continue;
    const entries = row.value as unknown[];
    const stale = entries.some(
      (entry) =>
        typeof (entry as { value?: unknown })?.value === 'string' &&
        wanted((entry as { value: string }).value),
    );
    if (!stale) continue;
    const sealed = entries.map((entry) => {
      const value = (entry as { value?: unknown })?.value;
      return typeof value === 'string' && wanted(value)
        ? { ...(entry as object), value: reseal(box, value) }
        : entry;
    });
    await tx
      .update(t.configs)
      .set({ value: sealed })
      .where(and(eq(t.configs.tenantId, row.tenantId), eq(t.configs.key, row.key)));
    changed += 1;
  }
  return changed;
};

/**
 * Seals every stored secret not sealed yet (rows written before encryption at rest, and what the
 * seed writes) and checks that the keys can open the rest; with `rotate`, re-seals everything
 * under the current key. Idempotent; runs at every start after the seed, and from the CLI.
 * Runs on the owner connection (every tenant at once), in one transaction.
 */
export const sealStoredSecrets = async (
  db: Database,
  box: SecretBox,
  options: SealOptions = {},
): Promise<SealReport> =>
  db.transaction(async (transaction) => {
    const tx = transaction as unknown as Queryable;
    await tx.execute(sql`select pg_advisory_xact_lock(${sealLockId})`);
    await assertKeysKnown(tx, box);
    const rotate = options.rotate ?? false;
    return {
      applications: await sealApplications(tx, box, rotate),
      applicationSecrets: await sealApplicationSecrets(tx, box, rotate),
      configs: await sealConfigs(tx, box, rotate),
      connectors: await sealConnectors(tx, box, rotate),
      tenantLogins: await sealTenantLogins(tx, box, rotate),
      mfaVerifications: await sealMfaVerifications(tx, box, rotate),
      captchaProviders: await sealCaptchaProviders(tx, box, rotate),
      samlApplicationSecrets: await sealSamlApplicationSecrets(tx, box, rotate),
      tokenSecrets: await sealTokenSecrets(tx, box, rotate),
    };
  });
