import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { logs } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

export type LogFilter = {
  userId?: string | undefined;
  applicationId?: string | undefined;
  logKey?: string | undefined;
  startTime?: Date | undefined;
  endTime?: Date | undefined;
};

const conditionsOf = (tenantId: string, filter: LogFilter): SQL => {
  const conditions: SQL[] = [eq(logs.tenantId, tenantId)];
  if (filter.userId) conditions.push(sql`${logs.payload}->>'userId' = ${filter.userId}`);
  if (filter.applicationId)
    conditions.push(sql`${logs.payload}->>'applicationId' = ${filter.applicationId}`);
  if (filter.logKey) conditions.push(eq(logs.key, filter.logKey));
  if (filter.startTime) conditions.push(gte(logs.createdAt, filter.startTime));
  if (filter.endTime) conditions.push(lt(logs.createdAt, filter.endTime));
  return and(...conditions)!;
};

/** Newest first, so the console's audit log opens on the latest events. */
export const findLogs = (
  tx: TenantTx,
  filter: LogFilter,
  page: { limit: number; offset: number },
) =>
  tx
    .select()
    .from(logs)
    .where(conditionsOf(tx.tenantId, filter))
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .limit(page.limit)
    .offset(page.offset);

/** Counts matching logs; with `cap`, stops counting there (the contract's `enableCap`). */
export const countLogs = async (tx: TenantTx, filter: LogFilter, cap?: number): Promise<number> => {
  if (cap) {
    const capped = tx
      .select({ id: logs.id })
      .from(logs)
      .where(conditionsOf(tx.tenantId, filter))
      .limit(cap)
      .as('capped');
    const [row] = await tx.select({ value: count() }).from(capped);
    return row?.value ?? 0;
  }
  const [row] = await tx
    .select({ value: count() })
    .from(logs)
    .where(conditionsOf(tx.tenantId, filter));
  return row?.value ?? 0;
};

export type NewLog = Omit<typeof logs.$inferInsert, 'tenantId'>;

export const insertLog = async (tx: TenantTx, log: NewLog) => {
  await tx.insert(logs).values({ ...log, tenantId: tx.tenantId });
};

export const findLogById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(logs)
    .where(and(eq(logs.tenantId, tx.tenantId), eq(logs.id, id)))
    .limit(1);
  return row;
};

/** Deletes logs older than `before` in every tenant (retention job; runs as the database owner). */
export const deleteLogsBefore = async (tx: Queryable, before: Date): Promise<number> => {
  const result = await tx.delete(logs).where(lt(logs.createdAt, before)).returning({ id: logs.id });
  return result.length;
};
