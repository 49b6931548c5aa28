import { generateStandardId } from '@gatehouse/schemas';
import type {
  CreateOrganizationRoleBody,
  CreateOrganizationScopeBody,
} from '@gatehouse/schemas/api/organization-template';
import type { OrganizationRoleWithScopes } from '@gatehouse/schemas/entities/organization';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  findOrganizationRoleById,
  findResourceScopeRefsOfOrganizationRoles,
  findScopeRefsOfOrganizationRoles,
  insertOrganizationRole,
  type OrganizationRoleRow,
  organizationRoleResourceScopeRelation,
  organizationRoleScopeRelation,
} from '../queries/organization-roles.ts';
import {
  findExistingOrganizationScopeIds,
  findOrganizationScopeById,
  insertOrganizationScope,
} from '../queries/organization-scopes.ts';
import { findScopesWithIndicator } from '../queries/scopes.ts';
import { assertFound, DomainError } from './domain-error.ts';

/**
 * The organization template: organization roles (User or MachineToMachine) that grant
 * organization scopes and API-resource scopes, the same in every organization.
 */

export const requireOrganizationRole = async (tx: TenantTx, id: string) => {
  const role = await findOrganizationRoleById(tx, id);
  assertFound(role, 'organization_role', id);
  return role;
};

export const requireOrganizationScope = async (tx: TenantTx, id: string) => {
  const scope = await findOrganizationScopeById(tx, id);
  assertFound(scope, 'organization_scope', id);
  return scope;
};

/**
 * Raised when related ids name nothing: `entity.relation_foreign_key_not_found`, which these
 * routes answer with 422 as Logto's relation inserts do (the edge gives it that status).
 */
export class UnknownRelatedIdsError extends DomainError {
  constructor(readonly ids: string[]) {
    super('entity.relation_foreign_key_not_found', { data: { ids } });
  }
}

const uniqueIds = (ids: string[]) => [...new Set(ids)];

const assertOrganizationScopesExist = async (tx: TenantTx, ids: string[]) => {
  const found = new Set(await findExistingOrganizationScopeIds(tx, ids));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new UnknownRelatedIdsError(missing);
};

const assertResourceScopesExist = async (tx: TenantTx, ids: string[]) => {
  const found = new Set((await findScopesWithIndicator(tx, ids)).map(({ id }) => id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new UnknownRelatedIdsError(missing);
};

type Relation = typeof organizationRoleScopeRelation;

/** Relates `ids` to the role, skipping those it grants already. */
const addMissing = async (tx: TenantTx, relation: Relation, roleId: string, ids: string[]) => {
  const present = new Set(await relation.membersAmong(tx, roleId, ids));
  await relation.insert(
    tx,
    ids.filter((id) => !present.has(id)).map((member) => ({ owner: roleId, member })),
  );
};

/** Makes the role grant exactly `ids`. */
const replaceAll = async (tx: TenantTx, relation: Relation, roleId: string, ids: string[]) => {
  await relation.removeMembers(tx, roleId, await relation.memberIds(tx, roleId));
  await relation.insert(
    tx,
    ids.map((member) => ({ owner: roleId, member })),
  );
};

export const addOrganizationScopesToRole = async (
  tx: TenantTx,
  role: OrganizationRoleRow,
  ids: string[],
  mode: 'add' | 'replace' = 'add',
) => {
  const wanted = uniqueIds(ids);
  await assertOrganizationScopesExist(tx, wanted);
  await (mode === 'add' ? addMissing : replaceAll)(
    tx,
    organizationRoleScopeRelation,
    role.id,
    wanted,
  );
};

export const addResourceScopesToRole = async (
  tx: TenantTx,
  role: OrganizationRoleRow,
  ids: string[],
  mode: 'add' | 'replace' = 'add',
) => {
  const wanted = uniqueIds(ids);
  await assertResourceScopesExist(tx, wanted);
  await (mode === 'add' ? addMissing : replaceAll)(
    tx,
    organizationRoleResourceScopeRelation,
    role.id,
    wanted,
  );
};

/** Removes one scope from a role: 404 `entity.not_found` when the role did not grant it. */
export const removeScopeFromRole = async (
  tx: TenantTx,
  kind: 'organization' | 'resource',
  role: OrganizationRoleRow,
  scopeId: string,
) => {
  const relation =
    kind === 'organization' ? organizationRoleScopeRelation : organizationRoleResourceScopeRelation;
  if ((await relation.removeMembers(tx, role.id, [scopeId])) === 0)
    throw new DomainError('entity.not_found');
};

/** Creates a role with the organization and resource scopes it grants, in one transaction. */
export const createOrganizationRole = async (tx: TenantTx, body: CreateOrganizationRoleBody) => {
  const organizationScopeIds = uniqueIds(body.organizationScopeIds);
  const resourceScopeIds = uniqueIds(body.resourceScopeIds);
  await assertOrganizationScopesExist(tx, organizationScopeIds);
  await assertResourceScopesExist(tx, resourceScopeIds);
  const role = await insertOrganizationRole(tx, {
    id: generateStandardId(),
    name: body.name,
    description: body.description ?? null,
    type: body.type ?? 'User',
  });
  await organizationRoleScopeRelation.insert(
    tx,
    organizationScopeIds.map((member) => ({ owner: role.id, member })),
  );
  await organizationRoleResourceScopeRelation.insert(
    tx,
    resourceScopeIds.map((member) => ({ owner: role.id, member })),
  );
  return role;
};

export const createOrganizationScope = (tx: TenantTx, body: CreateOrganizationScopeBody) =>
  insertOrganizationScope(tx, {
    id: generateStandardId(),
    name: body.name,
    description: body.description ?? null,
  });

/** The rows of the organization-roles list: each role with its scopes, as `{id, name}`. */
export const withRoleScopes = async (
  tx: TenantTx,
  roles: OrganizationRoleRow[],
): Promise<OrganizationRoleWithScopes[]> => {
  const ids = roles.map(({ id }) => id);
  const [scopeRefs, resourceScopeRefs] = [
    await findScopeRefsOfOrganizationRoles(tx, ids),
    await findResourceScopeRefsOfOrganizationRoles(tx, ids),
  ];
  return roles.map((role) => ({
    ...role,
    scopes: scopeRefs
      .filter(({ roleId }) => roleId === role.id)
      .map(({ id, name }) => ({ id, name })),
    resourceScopes: resourceScopeRefs
      .filter(({ roleId }) => roleId === role.id)
      .map(({ id, name, resource }) => ({ id, name, resource })),
  }));
};
