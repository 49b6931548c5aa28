import type { TemplateType } from '@gatehouse/schemas/entities/email-template';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { verificationCodes } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `verification_codes`. */
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type NewVerificationCode = Omit<typeof verificationCodes.$inferInsert, 'tenantId'>;

/** Whom a code was sent to: an e-mail address or a phone number (digits). */
export type CodeRecipient = { type: 'email' | 'phone'; value: string };

const recipientCondition = (recipient: CodeRecipient) =>
  recipient.type === 'email'
    ? eq(verificationCodes.email, recipient.value)
    : eq(verificationCodes.phone, recipient.value);

const scopeCondition = (
  tx: TenantTx,
  recipient: CodeRecipient,
  type: TemplateType,
  interactionJti: string | undefined,
) =>
  and(
    eq(verificationCodes.tenantId, tx.tenantId),
    recipientCondition(recipient),
    eq(verificationCodes.type, type),
    interactionJti === undefined
      ? isNull(verificationCodes.interactionJti)
      : eq(verificationCodes.interactionJti, interactionJti),
  );

export const insertVerificationCode = async (tx: TenantTx, values: NewVerificationCode) => {
  const [row] = await tx
    .insert(verificationCodes)
    .values({ ...values, tenantId: tx.tenantId })
    .returning();
  return row as VerificationCodeRow;
};

/** The newest unconsumed code sent to `recipient` for this purpose (and interaction). */
export const findLatestUnconsumedCode = async (
  tx: TenantTx,
  recipient: CodeRecipient,
  type: TemplateType,
  interactionJti?: string,
) => {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        scopeCondition(tx, recipient, type, interactionJti),
        eq(verificationCodes.consumed, false),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
};

/** How many codes went to `recipient` (any purpose) since `since`: the send limit's count. */
export const countCodesSentSince = async (tx: TenantTx, recipient: CodeRecipient, since: Date) => {
  const [row] = await tx
    .select({ value: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, tx.tenantId),
        recipientCondition(recipient),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return row?.value ?? 0;
};

/** When the oldest code sent to `recipient` since `since` was sent: when the limit frees a slot. */
export const findOldestCodeSentSince = async (
  tx: TenantTx,
  recipient: CodeRecipient,
  since: Date,
) => {
  const [row] = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, tx.tenantId),
        recipientCondition(recipient),
        gt(verificationCodes.createdAt, since),
      ),
    )
    .orderBy(verificationCodes.createdAt)
    .limit(1);
  return row?.createdAt;
};

/** Retires the earlier codes of the same recipient and purpose: only the newest one works. */
export const consumeEarlierCodes = (
  tx: TenantTx,
  recipient: CodeRecipient,
  type: TemplateType,
  interactionJti: string | undefined,
) =>
  tx
    .update(verificationCodes)
    .set({ consumed: true })
    .where(
      and(
        scopeCondition(tx, recipient, type, interactionJti),
        eq(verificationCodes.consumed, false),
      ),
    );

export const incrementCodeTries = (tx: TenantTx, id: string) =>
  tx
    .update(verificationCodes)
    .set({ tryCount: sql`${verificationCodes.tryCount} + 1` })
    .where(and(eq(verificationCodes.tenantId, tx.tenantId), eq(verificationCodes.id, id)));

export const markCodeConsumed = (tx: TenantTx, id: string) =>
  tx
    .update(verificationCodes)
    .set({ consumed: true })
    .where(and(eq(verificationCodes.tenantId, tx.tenantId), eq(verificationCodes.id, id)));

export const deleteVerificationCode = (tx: TenantTx, id: string) =>
  tx
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.tenantId, tx.tenantId), eq(verificationCodes.id, id)));

/** Drops the tenant's codes that expired before `before` (kept a while for the send limit). */
export const deleteCodesExpiredBefore = (tx: TenantTx, before: Date) =>
  tx
    .delete(verificationCodes)
    .where(
      and(eq(verificationCodes.tenantId, tx.tenantId), lt(verificationCodes.expiresAt, before)),
    );
