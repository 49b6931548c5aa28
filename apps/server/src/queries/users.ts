import { and, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { roles, users, usersRoles } from '../db/schema/index.ts';

/**
 * Tenant-scoped queries of `users`. Every function takes the transaction of `withTenant` and the
 * tenant id: the explicit filter is the first wall, row-level security the second.
 */
export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'tenantId'>;
export type UserPatch = Partial<Omit<UserRow, 'tenantId' | 'id' | 'createdAt'>>;

export const findUserById = async (tx: Queryable, tenantId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row;
};

/** Exact, case-sensitive match (the default username policy of a tenant). */
export const findUserByUsername = async (tx: Queryable, tenantId: string, username: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
  return row;
};

/** E-mail addresses compare case-insensitively, as they are delivered. */
export const findUserByEmail = async (tx: Queryable, tenantId: string, email: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.primaryEmail}) = lower(${email})`));
  return row;
};

export const findUserByPhone = async (tx: Queryable, tenantId: string, phone: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.primaryPhone, phone)));
  return row;
};

export const insertUser = async (tx: Queryable, tenantId: string, user: NewUser) => {
  const [row] = await tx
    .insert(users)
    .values({ ...user, tenantId })
    .returning();
  if (!row) throw new Error('Inserting a user returned no row');
  return row;
};

/** Applies `patch` and bumps `updatedAt`; `undefined` when the user does not exist. */
export const updateUser = async (tx: Queryable, tenantId: string, id: string, patch: UserPatch) => {
  const [row] = await tx
    .update(users)
    .set({ updatedAt: new Date(), ...patch })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return row;
};

export const countUsers = async (tx: Queryable, tenantId: string): Promise<number> => {
  const [row] = await tx.select({ value: count() }).from(users).where(eq(users.tenantId, tenantId));
  return row?.value ?? 0;
};

/** Names of the roles assigned to a user, sorted (the `roles` claim and the Me API read them). */
export const listUserRoleNames = async (
  tx: Queryable,
  tenantId: string,
  userId: string,
): Promise<string[]> => {
  const rows = await tx
    .select({ name: roles.name })
    .from(usersRoles)
    .innerJoin(roles, and(eq(roles.tenantId, usersRoles.tenantId), eq(roles.id, usersRoles.roleId)))
    .where(and(eq(usersRoles.tenantId, tenantId), eq(usersRoles.userId, userId)))
    .orderBy(roles.name);
  return rows.map(({ name }) => name);
};

/** Whether another user (not `exceptId`) already has this identifier (case rules as sign-in). */
export const isIdentifierTaken = async (
  tx: Queryable,
  tenantId: string,
  identifier: { type: 'username' | 'primaryEmail' | 'primaryPhone'; value: string },
  exceptId?: string,
) => {
  const column = users[identifier.type];
  const match =
    identifier.type === 'primaryEmail'
      ? // ILIKE without wildcards is a case-insensitive equality the trigram index can serve.
        ilike(
          column,
          identifier.value.replace(/[\\%_]/g, (char) => `\\${char}`),
        )
      : eq(column, identifier.value);
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), match, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
};

/** Deletes a user (roles and memberships go with it by cascade); `undefined` when absent. */
export const deleteUser = async (tx: Queryable, tenantId: string, id: string) => {
  const [row] = await tx
    .delete(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return row;
};
