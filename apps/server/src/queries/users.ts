import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/**
 * Tenant-scoped queries of `users`. Every function takes a tenant transaction and filters by its
 * tenant explicitly: the filter is the first wall, row-level security the second.
 */
export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'tenantId'>;
export type UserPatch = Partial<Omit<UserRow, 'tenantId' | 'id' | 'createdAt'>>;

export const findUserById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), eq(users.id, id)));
  return row;
};

/** Exact, case-sensitive match (the default username policy of a tenant). */
export const findUserByUsername = async (tx: TenantTx, username: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), eq(users.username, username)));
  return row;
};

/** E-mail addresses compare case-insensitively, as they are delivered. */
export const findUserByEmail = async (tx: TenantTx, email: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(eq(users.tenantId, tx.tenantId), sql`lower(${users.primaryEmail}) = lower(${email})`),
    );
  return row;
};

export const findUserByPhone = async (tx: TenantTx, phone: string) => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), eq(users.primaryPhone, phone)));
  return row;
};

export const insertUser = async (tx: TenantTx, user: NewUser) => {
  const [row] = await tx
    .insert(users)
    .values({ ...user, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting a user returned no row');
  return row;
};

/** Applies `patch` and bumps `updatedAt`; `undefined` when the user does not exist. */
export const updateUser = async (tx: TenantTx, id: string, patch: UserPatch) => {
  const [row] = await tx
    .update(users)
    .set({ updatedAt: new Date(), ...patch })
    .where(and(eq(users.tenantId, tx.tenantId), eq(users.id, id)))
    .returning();
  return row;
};

/** A user's custom data, its row locked until the transaction ends (read-merge-write). */
export const findUserCustomDataForUpdate = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select({ customData: users.customData })
    .from(users)
    .where(and(eq(users.tenantId, tx.tenantId), eq(users.id, id)))
    .for('update');
  return row;
};

/** Whether another user (not `exceptId`) already has this identifier (case rules as sign-in). */
export const isIdentifierTaken = async (
  tx: TenantTx,
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
    .where(
      and(eq(users.tenantId, tx.tenantId), match, exceptId ? ne(users.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
};

/** Deletes a user (roles and memberships go with it by cascade); `undefined` when absent. */
export const deleteUser = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .delete(users)
    .where(and(eq(users.tenantId, tx.tenantId), eq(users.id, id)))
    .returning();
  return row;
};
