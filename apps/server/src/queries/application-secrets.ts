import { and, asc, eq } from 'drizzle-orm';
import { applicationSecrets } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `application_secrets` (named client secrets with an optional expiry). */
export type ApplicationSecretRow = typeof applicationSecrets.$inferSelect;

const ofApplication = (tx: TenantTx, applicationId: string) =>
  and(
    eq(applicationSecrets.tenantId, tx.tenantId),
    eq(applicationSecrets.applicationId, applicationId),
  );

const byName = (tx: TenantTx, applicationId: string, name: string) =>
  and(ofApplication(tx, applicationId), eq(applicationSecrets.name, name));

/** The secrets of an application, oldest first. */
export const findApplicationSecrets = async (tx: TenantTx, applicationId: string) =>
  tx
    .select()
    .from(applicationSecrets)
    .where(ofApplication(tx, applicationId))
    .orderBy(asc(applicationSecrets.createdAt), asc(applicationSecrets.name));

export const insertApplicationSecret = async (
  tx: TenantTx,
  secret: { applicationId: string; name: string; value: string; expiresAt: Date | null },
) => {
  const [row] = await tx
    .insert(applicationSecrets)
    .values({ ...secret, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting an application secret returned no row');
  return row;
};

/** `undefined` when no secret of that name exists. */
export const renameApplicationSecret = async (
  tx: TenantTx,
  applicationId: string,
  name: string,
  newName: string,
) => {
  const [row] = await tx
    .update(applicationSecrets)
    .set({ name: newName })
    .where(byName(tx, applicationId, name))
    .returning();
  return row;
};

export const deleteApplicationSecret = async (
  tx: TenantTx,
  applicationId: string,
  name: string,
) => {
  const deleted = await tx
    .delete(applicationSecrets)
    .where(byName(tx, applicationId, name))
    .returning({ name: applicationSecrets.name });
  return deleted.length > 0;
};
