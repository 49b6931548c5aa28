import { and, eq } from 'drizzle-orm';
import { signInExperiences } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Each tenant has exactly one sign-in experience row, with this id. */
export const signInExperienceId = 'default';

export type SignInExperienceRow = typeof signInExperiences.$inferSelect;
export type SignInExperienceRowPatch = Partial<Omit<SignInExperienceRow, 'tenantId' | 'id'>>;

const byTenant = (tenantId: string) =>
  and(eq(signInExperiences.tenantId, tenantId), eq(signInExperiences.id, signInExperienceId));

/**
 * The tenant's sign-in experience row; `undefined` before the seed ran. `forUpdate` locks the row
 * until the transaction ends, which serialises decisions that depend on it (first admin).
 */
export const findSignInExperience = async (tx: TenantTx, options: { forUpdate?: boolean } = {}) => {
  const query = tx.select().from(signInExperiences).where(byTenant(tx.tenantId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

/** Applies `patch`; `undefined` when the tenant has no row. */
export const updateSignInExperience = async (tx: TenantTx, patch: SignInExperienceRowPatch) => {
  const [row] = await tx
    .update(signInExperiences)
    .set(patch)
    .where(byTenant(tx.tenantId))
    .returning();
  return row;
};
