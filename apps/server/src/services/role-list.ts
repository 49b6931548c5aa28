import type { RoleWithMembers } from '@gatehouse/schemas/entities/role';
import type { Search } from '../db/search.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  applicationRoleRelation,
  listFeaturedApplicationsByRole,
} from '../queries/applications-roles.ts';
import { countRoles, listRoles, type RoleRow } from '../queries/roles.ts';
import { listFeaturedUsersByRole, userRoleRelation } from '../queries/users-roles.ts';

export type RoleListOptions = {
  type?: RoleRow['type'] | undefined;
  excludeUserId?: string | undefined;
  excludeApplicationId?: string | undefined;
  search?: Search | undefined;
  page: { limit: number; offset: number };
};

const groupByRole = <T extends { ownerId: string }>(rows: T[]) => {
  const groups = new Map<string, Omit<T, 'ownerId'>[]>();
  for (const { ownerId, ...rest } of rows) {
    const list = groups.get(ownerId) ?? [];
    list.push(rest);
    groups.set(ownerId, list);
  }
  return groups;
};

/**
 * One page of the roles list (`GET /api/roles`): roles the given user or application does not
 * hold yet when asked, each with its member counts and up to three users and applications.
 */
export const listRolesWithMembers = async (
  tx: TenantTx,
  options: RoleListOptions,
): Promise<{ total: number; rows: (RoleRow & Omit<RoleWithMembers, keyof RoleRow>)[] }> => {
  const excludeIds = [
    ...(options.excludeUserId ? await userRoleRelation.ownerIds(tx, options.excludeUserId) : []),
    ...(options.excludeApplicationId
      ? await applicationRoleRelation.ownerIds(tx, options.excludeApplicationId)
      : []),
  ];
  const filter = { type: options.type, excludeIds, search: options.search };
  const total = await countRoles(tx, filter);
  const roles = await listRoles(tx, filter, options.page);
  const ids = roles.map(({ id }) => id);
  const usersCount = await userRoleRelation.countByOwner(tx, ids);
  const applicationsCount = await applicationRoleRelation.countByOwner(tx, ids);
  const users = groupByRole(await listFeaturedUsersByRole(tx, ids));
  const applications = groupByRole(await listFeaturedApplicationsByRole(tx, ids));
  return {
    total,
    rows: roles.map((role) => ({
      ...role,
      usersCount: usersCount.get(role.id) ?? 0,
      featuredUsers: users.get(role.id) ?? [],
      applicationsCount: applicationsCount.get(role.id) ?? 0,
      featuredApplications: applications.get(role.id) ?? [],
    })),
  };
};
