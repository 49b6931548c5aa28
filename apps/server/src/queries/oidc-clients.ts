import { and, eq } from 'drizzle-orm';
import { applicationSecrets, applications } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** What the OIDC layer needs of an application to act as an OAuth client. */
export type ClientApplicationRow = Pick<
  typeof applications.$inferSelect,
  'id' | 'name' | 'secret' | 'type' | 'oidcClientMetadata' | 'customClientMetadata' | 'isThirdParty'
>;
export type ClientSecretRow = { name: string; value: string; expiresAt: Date | null };

export const findClientApplication = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select({
      id: applications.id,
      name: applications.name,
      secret: applications.secret,
      type: applications.type,
      oidcClientMetadata: applications.oidcClientMetadata,
      customClientMetadata: applications.customClientMetadata,
      isThirdParty: applications.isThirdParty,
    })
    .from(applications)
    .where(and(eq(applications.tenantId, tx.tenantId), eq(applications.id, id)));
  return row as ClientApplicationRow | undefined;
};

export const findClientSecrets = async (tx: TenantTx, applicationId: string) =>
  tx
    .select({
      name: applicationSecrets.name,
      value: applicationSecrets.value,
      expiresAt: applicationSecrets.expiresAt,
    })
    .from(applicationSecrets)
    .where(
      and(
        eq(applicationSecrets.tenantId, tx.tenantId),
        eq(applicationSecrets.applicationId, applicationId),
      ),
    );
