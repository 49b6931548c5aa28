import { and, asc, desc, eq } from 'drizzle-orm';
import { organizationJitSsoConnectors, organizations, ssoConnectors } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { defineRelation } from './relation.ts';

/** Organizations whose just-in-time provisioning names an SSO connector. */
export const organizationJitSsoConnectorRelation = defineRelation(organizationJitSsoConnectors, {
  owner: organizationJitSsoConnectors.organizationId,
  member: organizationJitSsoConnectors.ssoConnectorId,
});

export const pageOrganizationJitSsoConnectors = organizationJitSsoConnectorRelation.memberPages({
  table: ssoConnectors,
  id: ssoConnectors.id,
  tenantId: ssoConnectors.tenantId,
  order: [desc(ssoConnectors.createdAt), asc(ssoConnectors.id)],
  searchColumns: { connectorName: ssoConnectors.connectorName },
});

/** The organization row, for the relation's owner check (organizations are another area's). */
export const findOrganizationForJit = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tx.tenantId), eq(organizations.id, id)));
  return row;
};
