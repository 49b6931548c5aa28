import { and, eq } from 'drizzle-orm';
import { userAssets } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Uploaded files (avatars) of a tenant's users, stored base64 in `user_assets`. */
export type NewUserAsset = Omit<typeof userAssets.$inferInsert, 'tenantId'>;

export const insertUserAsset = async (tx: TenantTx, asset: NewUserAsset) => {
  await tx.insert(userAssets).values({ ...asset, tenantId: tx.tenantId });
};

export const findUserAssetById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(userAssets)
    .where(and(eq(userAssets.tenantId, tx.tenantId), eq(userAssets.id, id)))
    .limit(1);
  return row;
};
