import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { oidcModelInstances } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * Tenant-scoped queries of `oidc_model_instances` (oidc-provider's sessions, grants, codes,
 * refresh tokens, …). Expired rows are never returned; a janitor may delete them later.
 */
export type ModelPayload = Record<string, unknown>;

const t = oidcModelInstances;
const live = () => gt(t.expiresAt, sql`now()`);

export const upsertModelInstance = async (
  tx: TenantTx,
  row: { modelName: string; id: string; payload: ModelPayload; expiresAt: Date },
) => {
  await tx
    .insert(t)
    .values({ tenantId: tx.tenantId, ...row })
    .onConflictDoUpdate({
      target: [t.tenantId, t.modelName, t.id],
      set: { payload: row.payload, expiresAt: row.expiresAt, consumedAt: null },
    });
};

type Found = { payload: ModelPayload; consumedAt: Date | null };

const findOne = async (tx: TenantTx, modelName: string, where: ReturnType<typeof eq>) => {
  const [row] = await tx
    .select({ payload: t.payload, consumedAt: t.consumedAt })
    .from(t)
    .where(and(eq(t.tenantId, tx.tenantId), eq(t.modelName, modelName), where, live()))
    .limit(1);
  return row as Found | undefined;
};

export const findModelInstance = (tx: TenantTx, modelName: string, id: string) =>
  findOne(tx, modelName, eq(t.id, id));

/** Lookup by a payload field (`uid` of sessions, `userCode` of device codes). */
export const findModelInstanceByField = (
  tx: TenantTx,
  modelName: string,
  field: 'uid' | 'userCode',
  value: string,
) => findOne(tx, modelName, eq(sql`${t.payload}->>${field}`, value));

export const consumeModelInstance = async (tx: TenantTx, modelName: string, id: string) => {
  // The first consumption counts: a refresh token redeemed again inside its reuse interval must
  // not restart the interval.
  await tx
    .update(t)
    .set({ consumedAt: sql`coalesce(${t.consumedAt}, now())` })
    .where(and(eq(t.tenantId, tx.tenantId), eq(t.modelName, modelName), eq(t.id, id)));
};

export const deleteModelInstance = async (tx: TenantTx, modelName: string, id: string) => {
  await tx
    .delete(t)
    .where(and(eq(t.tenantId, tx.tenantId), eq(t.modelName, modelName), eq(t.id, id)));
};

/** Removes every token, code and session artefact that belongs to a grant (all models). */
export const deleteModelInstancesByGrantId = async (tx: TenantTx, grantId: string) => {
  await tx
    .delete(t)
    .where(and(eq(t.tenantId, tx.tenantId), eq(sql`${t.payload}->>'grantId'`, grantId)));
};

/**
 * Removes the rows of `models` that belong to a user (`payload.accountId`); returns how many.
 * No index covers it: it runs when a user is suspended or deleted, not per request.
 */
export const deleteModelInstancesByAccountId = async (
  tx: TenantTx,
  accountId: string,
  models: string[],
) => {
  const rows = await tx
    .delete(t)
    .where(
      and(
        eq(t.tenantId, tx.tenantId),
        inArray(t.modelName, models),
        eq(sql`${t.payload}->>'accountId'`, accountId),
      ),
    )
    .returning({ modelName: t.modelName });
  return rows.length;
};
