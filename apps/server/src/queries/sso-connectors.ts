import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ssoConnectors } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `sso_connectors`. A `clientSecret` in `config` is stored sealed. */
export type SsoConnectorRow = typeof ssoConnectors.$inferSelect;
export type NewSsoConnector = Omit<typeof ssoConnectors.$inferInsert, 'tenantId'>;
export type SsoConnectorPatch = Partial<
  Pick<
    SsoConnectorRow,
    'config' | 'domains' | 'branding' | 'syncProfile' | 'connectorName' | 'enableTokenStorage'
  >
>;

const inTenant = (tx: TenantTx) => eq(ssoConnectors.tenantId, tx.tenantId);

/** Newest first, as Logto lists them. */
export const listSsoConnectors = (tx: TenantTx, page?: { limit: number; offset: number }) => {
  const query = tx
    .select()
    .from(ssoConnectors)
    .where(inTenant(tx))
    .orderBy(desc(ssoConnectors.createdAt), asc(ssoConnectors.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export const countSsoConnectors = async (tx: TenantTx) => {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(ssoConnectors)
    .where(inTenant(tx));
  return row?.value ?? 0;
};

export const findSsoConnectorById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(ssoConnectors)
    .where(and(inTenant(tx), eq(ssoConnectors.id, id)));
  return row;
};

export const findSsoConnectorsByIds = (tx: TenantTx, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as SsoConnectorRow[])
    : tx
        .select()
        .from(ssoConnectors)
        .where(and(inTenant(tx), inArray(ssoConnectors.id, [...ids])));

export const findSsoConnectorByName = async (tx: TenantTx, connectorName: string) => {
  const [row] = await tx
    .select()
    .from(ssoConnectors)
    .where(and(inTenant(tx), eq(ssoConnectors.connectorName, connectorName)));
  return row;
};

/** Connectors one of whose domains is `domain` (lower case), for the e-mail routing. */
export const findSsoConnectorsByDomain = (tx: TenantTx, domain: string) =>
  tx
    .select()
    .from(ssoConnectors)
    .where(
      and(
        inTenant(tx),
        sql`exists (select 1 from jsonb_array_elements_text(${ssoConnectors.domains}) d where lower(d) = ${domain})`,
      ),
    )
    .orderBy(asc(ssoConnectors.createdAt));

export const insertSsoConnector = async (tx: TenantTx, values: NewSsoConnector) => {
  const [row] = await tx
    .insert(ssoConnectors)
    .values({ ...values, tenantId: tx.tenantId })
    .returning();
  return row as SsoConnectorRow;
};

export const updateSsoConnector = async (tx: TenantTx, id: string, patch: SsoConnectorPatch) => {
  if (Object.keys(patch).length === 0) return findSsoConnectorById(tx, id);
  const [row] = await tx
    .update(ssoConnectors)
    .set(patch)
    .where(and(inTenant(tx), eq(ssoConnectors.id, id)))
    .returning();
  return row;
};

export const deleteSsoConnector = async (tx: TenantTx, id: string) => {
  const rows = await tx
    .delete(ssoConnectors)
    .where(and(inTenant(tx), eq(ssoConnectors.id, id)))
    .returning({ id: ssoConnectors.id });
  return rows.length;
};
