import { and, eq, lt } from 'drizzle-orm';
import { userVerificationRecords } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

export type UserVerificationRecordRow = typeof userVerificationRecords.$inferSelect;

export const insertUserVerificationRecord = async (
  tx: TenantTx,
  record: Omit<typeof userVerificationRecords.$inferInsert, 'tenantId'>,
) => {
  await tx.insert(userVerificationRecords).values({ ...record, tenantId: tx.tenantId });
};

const byId = (tenantId: string, id: string) =>
  and(eq(userVerificationRecords.tenantId, tenantId), eq(userVerificationRecords.id, id));

/** A record, its row locked until the transaction ends (verify or consume exactly once). */
export const findUserVerificationRecordForUpdate = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(userVerificationRecords)
    .where(byId(tx.tenantId, id))
    .for('update');
  return row;
};

export const updateUserVerificationRecordData = async (
  tx: TenantTx,
  id: string,
  data: Record<string, unknown>,
) => {
  await tx.update(userVerificationRecords).set({ data }).where(byId(tx.tenantId, id));
};

export const deleteUserVerificationRecord = async (tx: TenantTx, id: string) => {
  await tx.delete(userVerificationRecords).where(byId(tx.tenantId, id));
};

/** Housekeeping on every new record: expired ones are worth nothing. */
export const deleteUserVerificationRecordsExpiredBefore = async (tx: TenantTx, before: Date) => {
  await tx
    .delete(userVerificationRecords)
    .where(
      and(
        eq(userVerificationRecords.tenantId, tx.tenantId),
        lt(userVerificationRecords.expiresAt, before),
      ),
    );
};
