import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { applicationSecrets } from '../db/schema/index.ts';

/** Tenant-scoped queries of `application_secrets` (named client secrets with an optional expiry). */
export type ApplicationSecretRow = typeof applicationSecrets.$inferSelect;

const byName = (tenantId: string, applicationId: string, name: string) =>
  and(
    eq(applicationSecrets.tenantId, tenantId),
    eq(applicationSecrets.applicationId, applicationId),
    eq(applicationSecrets.name, name),
  );

export const findApplicationSecrets = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
) =>
  tx
    .select()
    .from(applicationSecrets)
    .where(
      and(
        eq(applicationSecrets.tenantId, tenantId),
        eq(applicationSecrets.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationSecrets.createdAt), asc(applicationSecrets.name));

export const insertApplicationSecret = async (
  tx: Queryable,
  tenantId: string,
  secret: { applicationId: string; name: string; value: string; expiresAt: Date | null },
) => {
  const [row] = await tx
    .insert(applicationSecrets)
    .values({ ...secret, tenantId })
    .returning();
  if (!row) throw new Error('Inserting an application secret returned no row');
  return row;
};

/** `undefined` when no secret of that name exists. */
export const renameApplicationSecret = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  name: string,
  newName: string,
) => {
  const [row] = await tx
    .update(applicationSecrets)
    .set({ name: newName })
    .where(byName(tenantId, applicationId, name))
    .returning();
  return row;
};

export const deleteApplicationSecret = async (
  tx: Queryable,
  tenantId: string,
  applicationId: string,
  name: string,
) => {
  const deleted = await tx
    .delete(applicationSecrets)
    .where(byName(tenantId, applicationId, name))
    .returning({ name: applicationSecrets.name });
  return deleted.length > 0;
};
