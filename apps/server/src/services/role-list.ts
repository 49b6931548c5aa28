import type { RoleWithMembers } from '@gatehouse/schemas/entities/role';
import type { Queryable } from '../db/client.ts';
import type { Search } from '../http/search.ts';
import {
  countApplicationsByRole,
  listApplicationRoleIds,
  listFeaturedApplicationsByRole,
} from '../queries/applications-roles.ts';
import { countRoles, listRoles, type RoleRow } from '../queries/roles.ts';
import {
  countUsersByRole,
  listFeaturedUsersByRole,
  listUserRoleIds,
} from '../queries/users-roles.ts';

export type RoleListOptions = {
  type?: RoleRow['type'] | undefined;
  excludeUserId?: string | undefined;
  excludeApplicationId?: string | undefined;
  search?: Search | undefined;
  page: { limit: number; offset: number };
};

const groupByRole = <T extends { roleId: string }>(rows: T[]) => {
  const groups = new Map<string, Omit<T, 'roleId'>[]>();
  for (const { roleId, ...rest } of rows) {
    const list = groups.get(roleId) ?? [];
    list.push(rest);
    groups.set(roleId, list);
  }
  return groups;
};

/**
 * One page of the roles list (`GET /api/roles`): roles the given user or application does not
 * hold yet when asked, each with its member counts and up to three users and applications.
 */
export const listRolesWithMembers = async (
  tx: Queryable,
  tenantId: string,
  options: RoleListOptions,
): Promise<{ total: number; roles: (RoleRow & Omit<RoleWithMembers, keyof RoleRow>)[] }> => {
  const excludeIds = [
    ...(options.excludeUserId ? await listUserRoleIds(tx, tenantId, options.excludeUserId) : []),
    ...(options.excludeApplicationId
      ? await listApplicationRoleIds(tx, tenantId, options.excludeApplicationId)
      : []),
  ];
  const filter = { type: options.type, excludeIds, search: options.search };
  const total = await countRoles(tx, tenantId, filter);
  const roles = await listRoles(tx, tenantId, filter, options.page);
  const ids = roles.map(({ id }) => id);
  const usersCount = await countUsersByRole(tx, tenantId, ids);
  const applicationsCount = await countApplicationsByRole(tx, tenantId, ids);
  const users = groupByRole(await listFeaturedUsersByRole(tx, tenantId, ids));
  const applications = groupByRole(await listFeaturedApplicationsByRole(tx, tenantId, ids));
  return {
    total,
    roles: roles.map((role) => ({
      ...role,
      usersCount: usersCount.get(role.id) ?? 0,
      featuredUsers: users.get(role.id) ?? [],
      applicationsCount: applicationsCount.get(role.id) ?? 0,
      featuredApplications: applications.get(role.id) ?? [],
    })),
  };
};
