import { and, eq } from 'drizzle-orm';
import { applicationSignInExperiences } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `application_sign_in_experiences` (one row per application). */
export type ApplicationSignInExperienceRow = typeof applicationSignInExperiences.$inferSelect;
export type ApplicationSignInExperienceValues = Omit<
  typeof applicationSignInExperiences.$inferInsert,
  'tenantId' | 'applicationId'
>;

const ofApplication = (tx: TenantTx, applicationId: string) =>
  and(
    eq(applicationSignInExperiences.tenantId, tx.tenantId),
    eq(applicationSignInExperiences.applicationId, applicationId),
  );

export const findApplicationSignInExperience = async (tx: TenantTx, applicationId: string) => {
  const [row] = await tx
    .select()
    .from(applicationSignInExperiences)
    .where(ofApplication(tx, applicationId));
  return row;
};

export const insertApplicationSignInExperience = async (
  tx: TenantTx,
  applicationId: string,
  values: ApplicationSignInExperienceValues,
) => {
  const [row] = await tx
    .insert(applicationSignInExperiences)
    .values({ ...values, tenantId: tx.tenantId, applicationId })
    .returning();
  if (!row) throw new Error('Inserting an application sign-in experience returned no row');
  return row;
};

/** `undefined` when the application has no sign-in experience yet. */
export const updateApplicationSignInExperience = async (
  tx: TenantTx,
  applicationId: string,
  values: ApplicationSignInExperienceValues,
) => {
  const [row] = await tx
    .update(applicationSignInExperiences)
    .set(values)
    .where(ofApplication(tx, applicationId))
    .returning();
  return row;
};
