import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { applicationSignInExperiences } from '../db/schema/index.ts';

/** Tenant-scoped queries of `application_sign_in_experiences` (one row per application). */
export type ApplicationSignInExperienceRow = typeof applicationSignInExperiences.$inferSelect;
export type ApplicationSignInExperienceValues = Omit<
  typeof applicationSignInExperiences.$inferInsert,
  'tenantId' | 'applicationId'
>;

export const findApplicationSignInExperience = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
) => {
  const [row] = await tx
    .select()
    .from(applicationSignInExperiences)
    .where(
      and(
        eq(applicationSignInExperiences.tenantId, tenantId),
        eq(applicationSignInExperiences.applicationId, applicationId),
      ),
    );
  return row;
};

export const insertApplicationSignInExperience = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  values: ApplicationSignInExperienceValues,
) => {
  const [row] = await tx
    .insert(applicationSignInExperiences)
    .values({ ...values, tenantId, applicationId })
    .returning();
  if (!row) throw new Error('Inserting an application sign-in experience returned no row');
  return row;
};

export const updateApplicationSignInExperience = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  values: ApplicationSignInExperienceValues,
) => {
  const [row] = await tx
    .update(applicationSignInExperiences)
    .set(values)
    .where(
      and(
        eq(applicationSignInExperiences.tenantId, tenantId),
        eq(applicationSignInExperiences.applicationId, applicationId),
      ),
    )
    .returning();
  return row;
};
