import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import * as t from './schema/index.ts';
import { isSealed, type SecretBox, sealedKeyIdOf } from './secret-box.ts';

/**
 * The sealed values inside `users.mfa_verifications` (decision 010; services/user-mfa.ts writes
 * them): a TOTP entry's `key`, each backup code's `code`, a WebAuthn entry's `publicKey`. The
 * start-up pass (secrets-at-rest.ts) checks their key ids and seals or re-seals them here.
 */

const arrayOrEmpty = (value: SQL) =>
  sql`case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end`;

/** Every sealed MFA value of every user, as one column `value` (for the key-id check). */
export const sealedMfaValuesSql = sql`
  select entry->>'key' as value
    from ${t.users}, jsonb_array_elements(${arrayOrEmpty(sql`${t.users.mfaVerifications}`)}) as entry
    where entry->>'type' = 'Totp'
  union all
  select entry->>'publicKey'
    from ${t.users}, jsonb_array_elements(${arrayOrEmpty(sql`${t.users.mfaVerifications}`)}) as entry
    where entry->>'type' = 'WebAuthn'
  union all
  select code->>'code'
    from ${t.users},
      jsonb_array_elements(${arrayOrEmpty(sql`${t.users.mfaVerifications}`)}) as entry,
      jsonb_array_elements(${arrayOrEmpty(sql`entry->'codes'`)}) as code
    where entry->>'type' = 'BackupCode'`;

type Entry = Record<string, unknown>;

/** The entry with each of its secret values passed through `change` (unchanged when not text). */
const mapSecrets = (entry: Entry, change: (value: string) => string): Entry => {
  const text = (value: unknown) => (typeof value === 'string' ? change(value) : value);
  switch (entry.type) {
    case 'Totp':
      return { ...entry, key: text(entry.key) };
    case 'WebAuthn':
      return { ...entry, publicKey: text(entry.publicKey) };
    case 'BackupCode':
      return Array.isArray(entry.codes)
        ? {
            ...entry,
            codes: entry.codes.map((code: Entry) =>
              code && typeof code === 'object' ? { ...code, code: text(code.code) } : code,
            ),
          }
        : entry;
    default:
      return entry;
  }
};

/**
 * Seals the plain MFA secrets of every user (with `rotate`, also re-seals those of another key
 * under the current one). Answers the number of users changed.
 */
export const sealMfaVerifications = async (tx: Queryable, box: SecretBox, rotate: boolean) => {
  const rows = await tx
    .select({ tenantId: t.users.tenantId, id: t.users.id, mfa: t.users.mfaVerifications })
    .from(t.users)
    .where(sql`jsonb_typeof(${t.users.mfaVerifications}) = 'array'
      and jsonb_array_length(${t.users.mfaVerifications}) > 0`);
  const wanted = (stored: string) =>
    rotate ? sealedKeyIdOf(stored) !== box.currentKeyId : !isSealed(stored);
  let changed = 0;
  for (const row of rows) {
    let stale = false;
    const sealed = (row.mfa as Entry[]).map((entry) =>
      entry && typeof entry === 'object'
        ? mapSecrets(entry, (value) => {
            if (!wanted(value)) return value;
            stale = true;
            return box.seal(box.open(value));
          })
        : entry,
    );
    if (!stale) continue;
    await tx
      .update(t.users)
      .set({ mfaVerifications: sealed })
      .where(and(eq(t.users.tenantId, row.tenantId), eq(t.users.id, row.id)));
    changed += 1;
  }
  return changed;
};
