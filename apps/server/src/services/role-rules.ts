import { isManagementApiIndicator } from '@gatehouse/schemas/entities/resource';
import { isInternalRoleName } from '@gatehouse/schemas/entities/role';
import type { Queryable } from '../db/client.ts';
import { ApiError, assertFound } from '../http/api-error.ts';
import { findRoleById, findRolesByIds, type RoleRow } from '../queries/roles.ts';
import { insertRoleScopes, listRoleScopeIds } from '../queries/roles-scopes.ts';
import { findScopesWithIndicator } from '../queries/scopes.ts';

/** The rules every role change obeys (contract/errors.md "role"). */
export const internalRoleViolation = () =>
  new ApiError('role.internal_role_violation', { status: 403 });

/** Internal roles (`#internal:` names) belong to the platform: they are never changed here. */
export const assertEditableRole = (role: Pick<RoleRow, 'name'>) => {
  if (isInternalRoleName(role.name)) throw internalRoleViolation();
};

export const requireRole = async (tx: Queryable, tenantId: string, id: string) => {
  const role = await findRoleById(tx, tenantId, id);
  assertFound(role, 'role', id);
  return role;
};

/** All of `ids` as roles, or a 404 naming the first one that does not exist. */
export const requireRoles = async (tx: Queryable, tenantId: string, ids: string[]) => {
  const found = await findRolesByIds(tx, tenantId, ids);
  const byId = new Map(found.map((role) => [role.id, role]));
  for (const id of ids) assertFound(byId.get(id), 'role', id);
  return ids.map((id) => byId.get(id)!);
};

/** Default roles are handed to new users, so only User roles may be one. */
export const assertDefaultAllowed = (type: RoleRow['type'], isDefault: boolean | undefined) => {
  if (isDefault && type !== 'User') {
    throw new ApiError('guard.invalid_input', {
      status: 400,
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
  tx: Queryable,
  tenantId: string,
  role: Pick<RoleRow, 'id' | 'type'>,
  scopeIds: string[],
  options: { isNewRole?: boolean } = {},
) => {
  const ids = unique(scopeIds);
  if (ids.length === 0) return;
  const found = await findScopesWithIndicator(tx, tenantId, ids);
  const byId = new Map(found.map((scope) => [scope.id, scope]));
  for (const id of ids) assertFound(byId.get(id), 'scope', id);
  if (!options.isNewRole) {
    const granted = new Set(await listRoleScopeIds(tx, tenantId, role.id));
    const already = ids.find((id) => granted.has(id));
    if (already) {
      throw new ApiError('role.scope_exists', { status: 422, interpolation: { scopeId: already } });
    }
  }
  if (role.type === 'User' && found.some(({ indicator }) => isManagementApiIndicator(indicator))) {
    throw new ApiError('role.management_api_scopes_not_assignable_to_user_role', { status: 400 });
  }
  await insertRoleScopes(tx, tenantId, role.id, ids);
};
