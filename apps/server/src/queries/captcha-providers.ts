import { eq } from 'drizzle-orm';
import { captchaProviders } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

export type CaptchaProviderRow = typeof captchaProviders.$inferSelect;

/** The tenant's captcha provider row (its `config` sealed); `undefined` when none is set. */
export const findCaptchaProvider = async (tx: TenantTx) => {
  const [row] = await tx
    .select()
    .from(captchaProviders)
    .where(eq(captchaProviders.tenantId, tx.tenantId));
  return row;
};

/** Inserts the tenant's provider, or replaces the configuration of the one it has. */
export const upsertCaptchaProvider = async (tx: TenantTx, id: string, sealedConfig: string) => {
  const [row] = await tx
    .insert(captchaProviders)
    .values({ tenantId: tx.tenantId, id, config: sealedConfig })
    .onConflictDoUpdate({
      target: captchaProviders.tenantId,
      set: { config: sealedConfig, updatedAt: new Date() },
    })
    .returning();
  return row as CaptchaProviderRow;
};

/** Removes the tenant's provider; false when there was none. */
export const deleteCaptchaProvider = async (tx: TenantTx) => {
  const rows = await tx
    .delete(captchaProviders)
    .where(eq(captchaProviders.tenantId, tx.tenantId))
    .returning({ id: captchaProviders.id });
  return rows.length > 0;
};
