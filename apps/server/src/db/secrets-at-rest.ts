import { and, eq, inArray, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
  const columnKeyIds = sealedColumns.map(
    ({ table, column }) =>
      sql`select ${envelopeKeyIdSql(column)} as key_id from ${table} where starts_with(${column}, 'enc:v1:')`,
  );
  const result = (await tx.execute(sql`
    ${sql.join(columnKeyIds, sql` union `)}
    union
    select ${envelopeKeyIdSql(entryValue)} from ${configEntriesSql}
      where ${inArray(t.configs.key, sealedConfigKeys)} and starts_with(${entryValue}, 'enc:v1:')
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

/**
 * The columns that hold one sealed envelope each, with the columns that name their row. One list
 * serves the key check (`keyIdsInUse`) and the (re)seal pass, so a new sealed column is added once.
 * Configs and MFA factors are JSON with envelopes inside: they have their own passes.
 */
const sealedColumns = [
  {
    kind: 'applications',
    table: t.applications,
    column: t.applications.secret,
    keys: [t.applications.tenantId, t.applications.id],
  },
  {
    kind: 'applicationSecrets',
    table: t.applicationSecrets,
    column: t.applicationSecrets.value,
    keys: [
      t.applicationSecrets.tenantId,
      t.applicationSecrets.applicationId,
      t.applicationSecrets.name,
    ],
  },
  // Connector and captcha provider configurations (SMTP logins, client secrets): sealed JSON text.
  {
    kind: 'connectors',
    table: t.connectors,
    column: t.connectors.config,
    keys: [t.connectors.tenantId, t.connectors.id],
  },
  {
    kind: 'captchaProviders',
    table: t.captchaProviders,
    column: t.captchaProviders.config,
    keys: [t.captchaProviders.tenantId, t.captchaProviders.id],
  },
  {
    kind: 'tenantLogins',
    table: t.tenants,
    column: t.tenants.dbUserPassword,
    keys: [t.tenants.id],
  },
  {
    kind: 'samlApplicationSecrets',
    table: t.samlApplicationSecrets,
    column: t.samlApplicationSecrets.privateKey,
    keys: [
      t.samlApplicationSecrets.tenantId,
      t.samlApplicationSecrets.applicationId,
      t.samlApplicationSecrets.id,
    ],
  },
  // Token sets of SSO identities: written sealed; a rotation re-seals them under the new key.
  {
    kind: 'tokenSecrets',
    table: t.secrets,
    column: t.secrets.ciphertext,
    keys: [t.secrets.tenantId, t.secrets.id],
  },
] as const satisfies readonly {
  kind: keyof SealReport;
  table: PgTable;
  column: PgColumn;
  keys: readonly PgColumn[];
}[];

type SealedColumn = { table: PgTable; column: PgColumn; keys: readonly PgColumn[] };

/** (Re)seals one column's plain values (with `rotate`, other keys' ones too); rows changed. */
const sealColumn = async (
  tx: Queryable,
  box: SecretBox,
  rotate: boolean,
  { table, column, keys }: SealedColumn,
) => {
  const selection = Object.fromEntries(keys.map((key, index) => [`key${index}`, key]));
  const rows = (await tx
    .select({ ...selection, value: column })
    .from(table)
    .where(and(isNotNull(column), needsSealing(column, box, rotate)))) as Record<string, unknown>[];
  for (const row of rows) {
    const sealed = reseal(box, row.value as string);
    const rowIs = and(...keys.map((key, index) => eq(key, row[`key${index}`])));
    await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = ${sealed} where ${rowIs}`,
    );
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
    const report = {
      configs: await sealConfigs(tx, box, rotate),
      mfaVerifications: await sealMfaVerifications(tx, box, rotate),
    } as SealReport;
    for (const sealed of sealedColumns)
      report[sealed.kind] = await sealColumn(tx, box, rotate, sealed);
    return report;
  });
