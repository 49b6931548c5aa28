import { internalRolePrefix, type RoleType } from '@gatehouse/schemas/entities/role';
import { and, asc, count, eq, inArray, ne, notInArray, notLike, type SQL } from 'drizzle-orm';
import { roles } from '../db/schema/index.ts';
import { type Search, searchCondition } from '../db/search.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

/** Tenant-scoped queries of `roles`. */
export type RoleRow = typeof roles.$inferSelect;
export type NewRole = Omit<typeof roles.$inferInsert, 'tenantId'>;
export type RolePatch = Partial<Pick<RoleRow, 'name' | 'description' | 'isDefault'>>;

export const roleSearchFields = ['id', 'name', 'description'] as const;
const searchColumns = { id: roles.id, name: roles.name, description: roles.description };

/** Which roles a list shows; internal roles are never listed. */
export type RoleFilter = {
  type?: RoleType | undefined;
  /** Only these ids (a member's roles). */
  ids?: string[] | undefined;
  excludeIds?: string[] | undefined;
  search?: Search | undefined;
};

const roleCondition = (tenantId: string, filter: RoleFilter): SQL | undefined =>
  and(
    eq(roles.tenantId, tenantId),
    notLike(roles.name, `${internalRolePrefix}%`),
    filter.type ? eq(roles.type, filter.type) : undefined,
    filter.ids ? inArray(roles.id, filter.ids) : undefined,
    filter.excludeIds?.length ? notInArray(roles.id, filter.excludeIds) : undefined,
    filter.search ? searchCondition(filter.search, searchColumns) : undefined,
  );

export const listRoles = (
  tx: TenantTx,
  filter: RoleFilter,
  page?: { limit: number; offset: number },
) => {
  if (filter.ids?.length === 0) return Promise.resolve([] as RoleRow[]);
  const query = tx
    .select()
    .from(roles)
    .where(roleCondition(tx.tenantId, filter))
    .orderBy(asc(roles.name), asc(roles.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
};

export const countRoles = async (tx: TenantTx, filter: RoleFilter) => {
  if (filter.ids?.length === 0) return 0;
  const [row] = await tx
    .select({ value: count() })
    .from(roles)
    .where(roleCondition(tx.tenantId, filter));
  return row?.value ?? 0;
};

export const findRoleById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tx.tenantId), eq(roles.id, id)));
  return row;
};

export const findRolesByIds = async (tx: TenantTx, ids: string[]) => {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tx.tenantId), inArray(roles.id, ids)));
};

/** The role called `name`, other than `exceptId`. */
export const findRoleByName = async (tx: TenantTx, name: string, exceptId?: string) => {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, tx.tenantId),
        eq(roles.name, name),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  return row;
};

/** Default roles every new user receives (User roles only). */
export const listDefaultUserRoleIds = async (tx: TenantTx) => {
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tx.tenantId), eq(roles.isDefault, true), eq(roles.type, 'User')));
  return rows.map(({ id }) => id);
};

export const insertRole = async (tx: TenantTx, role: NewRole) => {
  const [row] = await tx
    .insert(roles)
    .values({ ...role, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting a role returned no row');
  return row;
};

export const updateRole = async (tx: TenantTx, id: string, patch: RolePatch) => {
  if (Object.keys(patch).length === 0) return findRoleById(tx, id);
  const [row] = await tx
    .update(roles)
    .set(patch)
    .where(and(eq(roles.tenantId, tx.tenantId), eq(roles.id, id)))
    .returning();
  return row;
};

export const deleteRole = async (tx: TenantTx, id: string) => {
  const rows = await tx
    .delete(roles)
    .where(and(eq(roles.tenantId, tx.tenantId), eq(roles.id, id)))
    .returning({ id: roles.id });
  return rows.length > 0;
};
