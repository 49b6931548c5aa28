import { and, asc, eq, lt } from 'drizzle-orm';
import {
  applications,
  samlApplicationConfigs,
  samlApplicationSecrets,
  samlApplicationSessions,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * Tenant-scoped queries of the SAML application tables: `saml_application_configs`,
 * `saml_application_secrets` (signing certificates, private key sealed by the caller) and
 * `saml_application_sessions` (SP-initiated sign-ins in flight).
 */
export type SamlApplicationConfigRow = typeof samlApplicationConfigs.$inferSelect;
export type SamlApplicationSecretRow = typeof samlApplicationSecrets.$inferSelect;
export type SamlApplicationSessionRow = typeof samlApplicationSessions.$inferSelect;
export type SamlApplicationConfigUpdate = Partial<
  Omit<SamlApplicationConfigRow, 'tenantId' | 'applicationId'>
>;

const configOf = (tx: TenantTx, applicationId: string) =>
  and(
    eq(samlApplicationConfigs.tenantId, tx.tenantId),
    eq(samlApplicationConfigs.applicationId, applicationId),
  );

/** The application row and its SAML config, only for applications of type SAML. */
export const findSamlApplication = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select({ application: applications, config: samlApplicationConfigs })
    .from(applications)
    .innerJoin(
      samlApplicationConfigs,
      and(
        eq(samlApplicationConfigs.tenantId, applications.tenantId),
        eq(samlApplicationConfigs.applicationId, applications.id),
      ),
    )
    .where(
      and(
        eq(applications.tenantId, tx.tenantId),
        eq(applications.id, id),
        eq(applications.type, 'SAML'),
      ),
    );
  return row;
};

export const insertSamlApplicationConfig = async (
  tx: TenantTx,
  config: Omit<SamlApplicationConfigRow, 'tenantId'>,
) => {
  const [row] = await tx
    .insert(samlApplicationConfigs)
    .values({ ...config, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting a SAML application config returned no row');
  return row;
};

export const updateSamlApplicationConfig = async (
  tx: TenantTx,
  applicationId: string,
  update: SamlApplicationConfigUpdate,
) => {
  const [row] = await tx
    .update(samlApplicationConfigs)
    .set(update)
    .where(configOf(tx, applicationId))
    .returning();
  return row;
};

const secretsOf = (tx: TenantTx, applicationId: string) =>
  and(
    eq(samlApplicationSecrets.tenantId, tx.tenantId),
    eq(samlApplicationSecrets.applicationId, applicationId),
  );

/** The certificates of an application, oldest first. */
export const findSamlApplicationSecrets = async (tx: TenantTx, applicationId: string) =>
  tx
    .select()
    .from(samlApplicationSecrets)
    .where(secretsOf(tx, applicationId))
    .orderBy(asc(samlApplicationSecrets.createdAt), asc(samlApplicationSecrets.id));

export const findSamlApplicationSecret = async (
  tx: TenantTx,
  applicationId: string,
  id: string,
) => {
  const [row] = await tx
    .select()
    .from(samlApplicationSecrets)
    .where(and(secretsOf(tx, applicationId), eq(samlApplicationSecrets.id, id)));
  return row;
};

export const findActiveSamlApplicationSecret = async (tx: TenantTx, applicationId: string) => {
  const [row] = await tx
    .select()
    .from(samlApplicationSecrets)
    .where(and(secretsOf(tx, applicationId), eq(samlApplicationSecrets.active, true)));
  return row;
};

export const insertSamlApplicationSecret = async (
  tx: TenantTx,
  secret: Omit<SamlApplicationSecretRow, 'tenantId' | 'createdAt'>,
) => {
  const [row] = await tx
    .insert(samlApplicationSecrets)
    .values({ ...secret, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting a SAML application secret returned no row');
  return row;
};

/** Sets one certificate's `active`; `undefined` when it does not exist. */
export const setSamlApplicationSecretActive = async (
  tx: TenantTx,
  applicationId: string,
  id: string,
  active: boolean,
) => {
  const [row] = await tx
    .update(samlApplicationSecrets)
    .set({ active })
    .where(and(secretsOf(tx, applicationId), eq(samlApplicationSecrets.id, id)))
    .returning();
  return row;
};

/** Deactivates every certificate of the application (before another is activated). */
export const deactivateSamlApplicationSecrets = async (tx: TenantTx, applicationId: string) =>
  tx
    .update(samlApplicationSecrets)
    .set({ active: false })
    .where(and(secretsOf(tx, applicationId), eq(samlApplicationSecrets.active, true)));

export const deleteSamlApplicationSecret = async (
  tx: TenantTx,
  applicationId: string,
  id: string,
) => {
  const rows = await tx
    .delete(samlApplicationSecrets)
    .where(and(secretsOf(tx, applicationId), eq(samlApplicationSecrets.id, id)))
    .returning({ id: samlApplicationSecrets.id });
  return rows.length > 0;
};

export const insertSamlApplicationSession = async (
  tx: TenantTx,
  session: Omit<SamlApplicationSessionRow, 'tenantId' | 'createdAt'>,
) => {
  const [row] = await tx
    .insert(samlApplicationSessions)
    .values({ ...session, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting a SAML application session returned no row');
  return row;
};

export const findSamlApplicationSession = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(samlApplicationSessions)
    .where(
      and(eq(samlApplicationSessions.tenantId, tx.tenantId), eq(samlApplicationSessions.id, id)),
    );
  return row;
};

/** Removes a session once answered, and every expired one of the tenant. */
export const deleteSamlApplicationSession = async (tx: TenantTx, id: string) => {
  await tx
    .delete(samlApplicationSessions)
    .where(
      and(eq(samlApplicationSessions.tenantId, tx.tenantId), eq(samlApplicationSessions.id, id)),
    );
  await tx
    .delete(samlApplicationSessions)
    .where(
      and(
        eq(samlApplicationSessions.tenantId, tx.tenantId),
        lt(samlApplicationSessions.expiresAt, new Date()),
      ),
    );
};
