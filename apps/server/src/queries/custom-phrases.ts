import { and, asc, eq } from 'drizzle-orm';
import { customPhrases } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `custom_phrases` (one row per tenant and language tag). */
export type CustomPhraseRow = typeof customPhrases.$inferSelect;

const ofTag = (tx: TenantTx, languageTag: string) =>
  and(eq(customPhrases.tenantId, tx.tenantId), eq(customPhrases.languageTag, languageTag));

export const listCustomPhrases = (tx: TenantTx) =>
  tx
    .select()
    .from(customPhrases)
    .where(eq(customPhrases.tenantId, tx.tenantId))
    .orderBy(asc(customPhrases.languageTag));

export const findCustomPhrase = async (tx: TenantTx, languageTag: string) => {
  const [row] = await tx.select().from(customPhrases).where(ofTag(tx, languageTag));
  return row;
};

/** Stores `translation` as the tag's phrases, replacing any earlier ones. */
export const upsertCustomPhrase = async (
  tx: TenantTx,
  values: { id: string; languageTag: string; translation: Record<string, unknown> },
) => {
  const [row] = await tx
    .insert(customPhrases)
    .values({ ...values, tenantId: tx.tenantId })
    .onConflictDoUpdate({
      target: [customPhrases.tenantId, customPhrases.languageTag],
      set: { translation: values.translation },
    })
    .returning();
  if (!row) throw new Error('Storing a custom phrase returned no row');
  return row;
};

/** True when a row was deleted. */
export const deleteCustomPhrase = async (tx: TenantTx, languageTag: string) => {
  const deleted = await tx
    .delete(customPhrases)
    .where(ofTag(tx, languageTag))
    .returning({ id: customPhrases.id });
  return deleted.length > 0;
};
