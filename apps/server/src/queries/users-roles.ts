import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { users, usersRoles } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { defineRelation } from './relation.ts';

/** `users_roles`: which user holds which User role. */
export const userRoleRelation = defineRelation(usersRoles, {
  owner: usersRoles.roleId,
  member: usersRoles.userId,
});

const userEntity = {
  table: users,
  id: users.id,
  tenantId: users.tenantId,
  order: [desc(users.createdAt), asc(users.id)],
  searchColumns: {
    id: users.id,
    primaryEmail: users.primaryEmail,
    primaryPhone: users.primaryPhone,
    username: users.username,
    name: users.name,
  },
};

export const roleUserSearchFields = Object.keys(userEntity.searchColumns);

/** One page of the users holding a role, newest first, and their total. */
export const pageRoleUsers = userRoleRelation.memberPages(userEntity);

/** Up to three holders of each role, for the roles list. */
export const listFeaturedUsersByRole = userRoleRelation.featuredMembers(userEntity, {
  id: users.id,
  avatar: users.avatar,
  name: users.name,
});

/** Which of `userIds` exist (users about to receive a role). */
export const findExistingUserIds = async (tx: TenantTx, userIds: string[]) => {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), inArray(users.id, userIds)));
  return rows.map(({ id }) => id);
};
