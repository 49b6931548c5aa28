import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { oidcModelInstances, organizations } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * The organizations a user consented to for a third-party application live in the payload of
 * their OIDC grants (`organizationIds`, see oidc/organization-consent.ts and decision 016). These
 * queries read and rewrite that one field of the user's live grants of one client; the rest of
 * the payload is oidc-provider's and stays as it is.
 */
const t = oidcModelInstances;

const userClientGrants = (tx: TenantTx, userId: string, clientId: string) =>
  and(
    eq(t.tenantId, tx.tenantId),
    eq(t.modelName, 'Grant'),
    eq(sql`${t.payload}->>'accountId'`, userId),
    eq(sql`${t.payload}->>'clientId'`, clientId),
    gt(t.expiresAt, sql`now()`),
  );

export type ConsentGrant = { id: string; organizationIds: string[] };

const idsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/**
 * The user's live grants of the client. With `forUpdate` they stay locked until the transaction
 * ends, so a consent saved meanwhile by the sign-in flow is not overwritten with a stale list.
 * No index covers `accountId`: management calls only, never per token request.
 */
export const findConsentGrants = async (
  tx: TenantTx,
  userId: string,
  clientId: string,
  { forUpdate = false } = {},
): Promise<ConsentGrant[]> => {
  const query = tx
    .select({ id: t.id, organizationIds: sql<unknown>`${t.payload}->'organizationIds'` })
    .from(t)
    .where(userClientGrants(tx, userId, clientId));
  const rows = await (forUpdate ? query.for('update') : query);
  return rows.map(({ id, organizationIds }) => ({ id, organizationIds: idsOf(organizationIds) }));
};

export const setGrantOrganizationIds = async (
  tx: TenantTx,
  grantId: string,
  organizationIds: readonly string[],
) => {
  await tx
    .update(t)
    .set({
      payload: sql`jsonb_set(${t.payload}, '{organizationIds}', ${JSON.stringify([...organizationIds])}::jsonb)`,
    })
    .where(and(eq(t.tenantId, tx.tenantId), eq(t.modelName, 'Grant'), eq(t.id, grantId)));
};

/** The organizations among `ids` that exist, by name. */
export const findOrganizationsByIds = (tx: TenantTx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(organizations)
        .where(and(eq(organizations.tenantId, tx.tenantId), inArray(organizations.id, [...ids])))
        .orderBy(asc(organizations.name), asc(organizations.id));
