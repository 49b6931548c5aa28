import { and, eq } from 'drizzle-orm';
import {
  organizationRoles,
  organizationRoleUsers,
  organizations,
  organizationUsers,
  roles,
  users,
  usersRoles,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** The user columns ID tokens and userinfo are built from (never the password hash). */
export type AccountRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'username'
  | 'primaryEmail'
  | 'primaryPhone'
  | 'name'
  | 'avatar'
  | 'profile'
  | 'identities'
  | 'customData'
  | 'isSuspended'
  | 'createdAt'
  | 'updatedAt'
>;

export const findAccountRow = async (tx: TenantTx, userId: string) => {
  const [row] = await tx
    .select({
      id: users.id,
      username: users.username,
      primaryEmail: users.primaryEmail,
      primaryPhone: users.primaryPhone,
      name: users.name,
      avatar: users.avatar,
      profile: users.profile,
      identities: users.identities,
      customData: users.customData,
      isSuspended: users.isSuspended,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), eq(users.id, userId)));
  return row as AccountRow | undefined;
};

export const findUserRoleNames = async (tx: TenantTx, userId: string) => {
  const rows = await tx
    .select({ name: roles.name })
    .from(usersRoles)
    .innerJoin(roles, and(eq(roles.tenantId, usersRoles.tenantId), eq(roles.id, usersRoles.roleId)))
    .where(and(eq(usersRoles.tenantId, tx.tenantId), eq(usersRoles.userId, userId)));
  return rows.map(({ name }) => name);
};

export const findUserOrganizations = (tx: TenantTx, userId: string) =>
  tx
    .select({
      id: organizations.id,
      name: organizations.name,
      description: organizations.description,
    })
    .from(organizationUsers)
    .innerJoin(
      organizations,
      and(
        eq(organizations.tenantId, organizationUsers.tenantId),
        eq(organizations.id, organizationUsers.organizationId),
      ),
    )
    .where(and(eq(organizationUsers.tenantId, tx.tenantId), eq(organizationUsers.userId, userId)));

/** `<organizationId>:<roleName>` for every organization role of the user. */
export const findUserOrganizationRoles = async (tx: TenantTx, userId: string) => {
  const rows = await tx
    .select({ organizationId: organizationRoleUsers.organizationId, name: organizationRoles.name })
    .from(organizationRoleUsers)
    .innerJoin(
      organizationRoles,
      and(
        eq(organizationRoles.tenantId, organizationRoleUsers.tenantId),
        eq(organizationRoles.id, organizationRoleUsers.organizationRoleId),
      ),
    )
    .where(
      and(
        eq(organizationRoleUsers.tenantId, tx.tenantId),
        eq(organizationRoleUsers.userId, userId),
      ),
    );
  return rows.map(({ organizationId, name }) => `${organizationId}:${name}`);
};

export const isOrganizationMember = async (
  tx: TenantTx,
  userId: string,
  organizationId: string,
) => {
  const rows = await tx
    .select({ userId: organizationUsers.userId })
    .from(organizationUsers)
    .where(
      and(
        eq(organizationUsers.tenantId, tx.tenantId),
        eq(organizationUsers.userId, userId),
        eq(organizationUsers.organizationId, organizationId),
      ),
    );
  return rows.length > 0;
};
