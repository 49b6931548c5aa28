import { isManagementApiIndicator } from '@gatehouse/schemas/entities/resource';
import { isInternalRoleName } from '@gatehouse/schemas/entities/role';
import type { TenantTx } from '../db/tenant-scope.ts';
import { findRoleById, findRolesByIds, type RoleRow } from '../queries/roles.ts';
import { insertRoleScopes, listRoleScopeIds } from '../queries/roles-scopes.ts';
import { findScopesWithIndicator } from '../queries/scopes.ts';
import { assertFound, DomainError } from './domain-error.ts';

/** The rules every role change obeys (contract/errors.md "role"). */
export const internalRoleViolation = () => new DomainError('role.internal_role_violation');

/** Internal roles (`#internal:` names) belong to the platform: they are never changed here. */
export const assertEditableRole = (role: Pick<RoleRow, 'name'>) => {
  if (isInternalRoleName(role.name)) throw internalRoleViolation();
};

export const requireRole = async (tx: TenantTx, id: string) => {
  const role = await findRoleById(tx, id);
  assertFound(role, 'role', id);
  return role;
};

/** All of `ids` as roles, or a 404 naming the first one that does not exist. */
export const requireRoles = async (tx: TenantTx, ids: string[]) => {
  const found = await findRolesByIds(tx, ids);
  const byId = new Map(found.map((role) => [role.id, role]));
  for (const id of ids) assertFound(byId.get(id), 'role', id);
  return ids.map((id) => byId.get(id)!);
};

/** Default roles are handed to new users, so only User roles may be one. */
export const assertDefaultAllowed = (type: RoleRow['type'], isDefault: boolean | undefined) => {
  if (isDefault && type !== 'User') {
    throw new DomainError('guard.invalid_input', {
      data: { message: 'Only User roles can be default roles.' },
    });
  }
};

export const unique = (ids: string[]) => [...new Set(ids)];

/**
 * Adds scopes to a role: every scope must exist (404), none may be granted already (422
 * `role.scope_exists`, unless the role is brand new) and a User role cannot receive management
 * API scopes (400), since people must not get a tenant's management API through a role.
 */
export const addScopesToRole = async (
  tx: TenantTx,
  role: Pick<RoleRow, 'id' | 'type'>,
  scopeIds: string[],
  options: { isNewRole?: boolean } = {},
) => {
  const ids = unique(scopeIds);
  if (ids.length === 0) return;
  const found = await findScopesWithIndicator(tx, ids);
  const byId = new Map(found.map((scope) => [scope.id, scope]));
  for (const id of ids) assertFound(byId.get(id), 'scope', id);
  if (!options.isNewRole) {
    const granted = new Set(await listRoleScopeIds(tx, role.id));
    const already = ids.find((id) => granted.has(id));
    if (already) {
      throw new DomainError('role.scope_exists', { interpolation: { scopeId: already } });
    }
  }
  if (role.type === 'User' && found.some(({ indicator }) => isManagementApiIndicator(indicator))) {
    throw new DomainError('role.management_api_scopes_not_assignable_to_user_role');
  }
  await insertRoleScopes(tx, role.id, ids);
};
