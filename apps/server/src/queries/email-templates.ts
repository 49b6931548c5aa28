import type { TemplateType } from '@gatehouse/schemas/entities/email-template';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { emailTemplates } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `email_templates`. */
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type EmailTemplateDetailsRow = EmailTemplateRow['details'];
export type EmailTemplateFilter = { languageTag?: string; templateType?: TemplateType };

const filterCondition = (tenantId: string, filter: EmailTemplateFilter): SQL | undefined =>
  and(
    eq(emailTemplates.tenantId, tenantId),
    filter.languageTag ? eq(emailTemplates.languageTag, filter.languageTag) : undefined,
    filter.templateType ? eq(emailTemplates.templateType, filter.templateType) : undefined,
  );

export const listEmailTemplates = (tx: TenantTx, filter: EmailTemplateFilter = {}) =>
  tx
    .select()
    .from(emailTemplates)
    .where(filterCondition(tx.tenantId, filter))
    .orderBy(asc(emailTemplates.languageTag), asc(emailTemplates.templateType));

export const findEmailTemplateById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.tenantId, tx.tenantId), eq(emailTemplates.id, id)));
  return row;
};

/** The templates of one purpose in any of these languages (a sender's fallback chain). */
export const findEmailTemplatesForLanguages = (
  tx: TenantTx,
  templateType: TemplateType,
  languageTags: readonly string[],
) =>
  tx
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.tenantId, tx.tenantId),
        eq(emailTemplates.templateType, templateType),
        inArray(emailTemplates.languageTag, [...languageTags]),
      ),
    );

/** Inserts or replaces (by language and purpose) each template; answers the stored rows. */
export const upsertEmailTemplates = async (
  tx: TenantTx,
  templates: (Omit<typeof emailTemplates.$inferInsert, 'tenantId'> & { id: string })[],
) => {
  if (templates.length === 0) return [] as EmailTemplateRow[];
  return tx
    .insert(emailTemplates)
    .values(templates.map((template) => ({ ...template, tenantId: tx.tenantId })))
    .onConflictDoUpdate({
      target: [emailTemplates.tenantId, emailTemplates.languageTag, emailTemplates.templateType],
      set: { details: sql`excluded.details` },
    })
    .returning();
};

export const updateEmailTemplateDetails = async (
  tx: TenantTx,
  id: string,
  details: EmailTemplateDetailsRow,
) => {
  const [row] = await tx
    .update(emailTemplates)
    .set({ details })
    .where(and(eq(emailTemplates.tenantId, tx.tenantId), eq(emailTemplates.id, id)))
    .returning();
  return row;
};

export const deleteEmailTemplates = async (tx: TenantTx, filter: EmailTemplateFilter) => {
  const rows = await tx
    .delete(emailTemplates)
    .where(filterCondition(tx.tenantId, filter))
    .returning({ id: emailTemplates.id });
  return rows.length;
};

export const deleteEmailTemplateById = async (tx: TenantTx, id: string) => {
  const rows = await tx
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.tenantId, tx.tenantId), eq(emailTemplates.id, id)))
    .returning({ id: emailTemplates.id });
  return rows.length;
};
