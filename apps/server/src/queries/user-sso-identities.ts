import { and, asc, eq } from 'drizzle-orm';
import { userSsoIdentities } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `user_sso_identities`. */
export type UserSsoIdentityRow = typeof userSsoIdentities.$inferSelect;

const inTenant = (tx: TenantTx) => eq(userSsoIdentities.tenantId, tx.tenantId);

export const listUserSsoIdentities = (tx: TenantTx, userId: string) =>
  tx
    .select()
    .from(userSsoIdentities)
    .where(and(inTenant(tx), eq(userSsoIdentities.userId, userId)))
    .orderBy(asc(userSsoIdentities.createdAt));

export const findUserSsoIdentity = async (tx: TenantTx, issuer: string, identityId: string) => {
  const [row] = await tx
    .select()
    .from(userSsoIdentities)
    .where(
      and(
        inTenant(tx),
        eq(userSsoIdentities.issuer, issuer),
        eq(userSsoIdentities.identityId, identityId),
      ),
    );
  return row;
};

export const findUserSsoIdentityByConnector = async (
  tx: TenantTx,
  userId: string,
  ssoConnectorId: string,
) => {
  const [row] = await tx
    .select()
    .from(userSsoIdentities)
    .where(
      and(
        inTenant(tx),
        eq(userSsoIdentities.userId, userId),
        eq(userSsoIdentities.ssoConnectorId, ssoConnectorId),
      ),
    );
  return row;
};

export const insertUserSsoIdentity = async (
  tx: TenantTx,
  values: Omit<typeof userSsoIdentities.$inferInsert, 'tenantId'>,
) => {
  const [row] = await tx
    .insert(userSsoIdentities)
    .values({ ...values, tenantId: tx.tenantId })
    .returning();
  return row as UserSsoIdentityRow;
};

export const updateUserSsoIdentityDetail = async (
  tx: TenantTx,
  id: string,
  detail: Record<string, unknown>,
) => {
  const [row] = await tx
    .update(userSsoIdentities)
    .set({ detail, updatedAt: new Date() })
    .where(and(inTenant(tx), eq(userSsoIdentities.id, id)))
    .returning();
  return row;
};
