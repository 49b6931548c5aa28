import type { TenantTx } from '../db/tenant-scope.ts';
import {
  findOrganizationForJit,
  organizationJitSsoConnectorRelation,
} from '../queries/organization-jit-sso-connectors.ts';
import { findSsoConnectorsByIds } from '../queries/sso-connectors.ts';
import { assertFound, DomainError } from './domain-error.ts';

/** The organization or 404 `entity.not_exists_with_id`. */
export const requireJitOrganization = async (tx: TenantTx, id: string) => {
  const row = await findOrganizationForJit(tx, id);
  assertFound(row, 'organization', id);
  return row;
};

/** Every id must name a connector of the tenant: else 422, nothing written. */
const assertConnectorsExist = async (tx: TenantTx, ids: string[]) => {
  const unique = [...new Set(ids)];
  const found = await findSsoConnectorsByIds(tx, unique);
  if (found.length !== unique.length) {
    throw new DomainError('entity.relation_foreign_key_not_found');
  }
  return unique;
};

/** Adds connectors to the organization's JIT list; ones already on it are kept once. */
export const addOrganizationJitSsoConnectors = async (
  tx: TenantTx,
  organizationId: string,
  ids: string[],
) => {
  const unique = await assertConnectorsExist(tx, ids);
  const present = new Set(
    await organizationJitSsoConnectorRelation.membersAmong(tx, organizationId, unique),
  );
  await organizationJitSsoConnectorRelation.insert(
    tx,
    unique.filter((id) => !present.has(id)).map((member) => ({ owner: organizationId, member })),
  );
};

/** Replaces the organization's JIT connectors with exactly these. */
export const replaceOrganizationJitSsoConnectors = async (
  tx: TenantTx,
  organizationId: string,
  ids: string[],
) => {
  const unique = await assertConnectorsExist(tx, ids);
  const current = await organizationJitSsoConnectorRelation.memberIds(tx, organizationId);
  await organizationJitSsoConnectorRelation.removeMembers(
    tx,
    organizationId,
    current.filter((id) => !unique.includes(id)),
  );
  await organizationJitSsoConnectorRelation.insert(
    tx,
    unique
      .filter((id) => !current.includes(id))
      .map((member) => ({ owner: organizationId, member })),
  );
};

export const removeOrganizationJitSsoConnector = async (
  tx: TenantTx,
  organizationId: string,
  connectorId: string,
) => {
  const removed = await organizationJitSsoConnectorRelation.removeMembers(tx, organizationId, [
    connectorId,
  ]);
  if (removed === 0) throw new DomainError('entity.relation_foreign_key_not_found');
};
