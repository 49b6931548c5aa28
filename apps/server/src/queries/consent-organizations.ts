import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { applicationUserConsentOrganizations, organizations } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * The organizations a user let a third-party application act in (decision 023): one row per
 * organization, read by the admin routes, the consent page and the organization token check.
 */
const t = applicationUserConsentOrganizations;

const ofPair = (tx: TenantTx, applicationId: string, userId: string) =>
  and(eq(t.tenantId, tx.tenantId), eq(t.applicationId, applicationId), eq(t.userId, userId));

/** The consented organizations, by name. */
export const findConsentedOrganizations = (tx: TenantTx, applicationId: string, userId: string) =>
  tx
    .select({ organization: organizations })
    .from(t)
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, t.tenantId), eq(organizations.id, t.organizationId)),
    )
    .where(ofPair(tx, applicationId, userId))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .then((rows) => rows.map(({ organization }) => organization));

/** The consented organization ids (the consent page's pre-selection). */
export const findConsentedOrganizationIds = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
) => {
  const rows = await tx
    .select({ organizationId: t.organizationId })
    .from(t)
    .where(ofPair(tx, applicationId, userId));
  return rows.map(({ organizationId }) => organizationId);
};

/** Whether the user consented the organization to the application (one primary-key probe). */
export const isOrganizationConsented = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  organizationId: string,
) => {
  const [row] = await tx
    .select({ organizationId: t.organizationId })
    .from(t)
    .where(and(ofPair(tx, applicationId, userId), eq(t.organizationId, organizationId)))
    .limit(1);
  return row !== undefined;
};

/**
 * Adds consents; ones already there stay as they are. The membership foreign key refuses an
 * organization the user is not a member of, so callers check memberships first for the 422.
 */
export const insertConsentedOrganizations = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  organizationIds: readonly string[],
) => {
  if (organizationIds.length === 0) return;
  await tx
    .insert(t)
    .values(
      organizationIds.map((organizationId) => ({
        tenantId: tx.tenantId,
        applicationId,
        userId,
        organizationId,
      })),
    )
    .onConflictDoNothing();
};

/** Withdraws every consent of the pair except `keep` (none kept by default). */
export const deleteConsentedOrganizationsExcept = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  keep: readonly string[] = [],
) => {
  await tx
    .delete(t)
    .where(
      keep.length === 0
        ? ofPair(tx, applicationId, userId)
        : and(ofPair(tx, applicationId, userId), notInArray(t.organizationId, [...keep])),
    );
};

/** Withdraws the consents of `organizationIds`; ones not consented change nothing. */
export const deleteConsentedOrganizations = async (
  tx: TenantTx,
  applicationId: string,
  userId: string,
  organizationIds: readonly string[],
) => {
  if (organizationIds.length === 0) return;
  await tx
    .delete(t)
    .where(and(ofPair(tx, applicationId, userId), inArray(t.organizationId, [...organizationIds])));
};
