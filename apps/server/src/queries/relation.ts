import { and, count, eq, getTableColumns, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Search, searchCondition } from '../db/search.ts';
import type { TenantTx } from '../db/tenant-scope.ts';

type RelationTable = PgTable & { tenantId: AnyPgColumn };

/** The entity on one side of a relation, as pages of it are listed. */
export type RelatedEntity<Table extends PgTable> = {
  table: Table;
  id: AnyPgColumn;
  tenantId: AnyPgColumn;
  /** The order pages come in; end with the id so pages are stable. */
  order: SQL[];
  /** Field name → column, the fields `search.<field>` may name. */
  searchColumns: Record<string, AnyPgColumn>;
};

const keyOf = (table: PgTable, column: AnyPgColumn) => {
  const entry = Object.entries(getTableColumns(table)).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of its relation table`);
  return entry[0];
};

/**
 * A many-to-many relation table of one tenant (`users_roles`: a role's users, a user's roles),
 * declared once by its two id columns. Every query reads the tenant from the transaction.
 *
 * Example:
 * ```ts
 * export const userRoleRelation = defineRelation(usersRoles, { owner: usersRoles.roleId, member: usersRoles.userId });
 * await userRoleRelation.insert(tx, roleId, userIds);
 * ```
 */
export const defineRelation = <Table extends RelationTable>(
  table: Table,
  columns: { owner: AnyPgColumn; member: AnyPgColumn },
) => {
  const { owner, member } = columns;
  const ownerKey = keyOf(table, owner);
  const memberKey = keyOf(table, member);
  const inTenant = (tx: TenantTx) => eq(table.tenantId, tx.tenantId);

  const idsWhere = async (tx: TenantTx, select: AnyPgColumn, where: SQL | undefined) => {
    const rows = await tx
      .select({ id: select })
      .from(table as PgTable)
      .where(where);
    return rows.map(({ id }) => id as string);
  };

  const deleteWhere = async (tx: TenantTx, where: SQL | undefined) =>
    (await tx.delete(table).where(where).returning({ id: member })).length;

  return {
    /** The members of `ownerId` (a role's users). */
    memberIds: (tx: TenantTx, ownerId: string) =>
      idsWhere(tx, member, and(inTenant(tx), eq(owner, ownerId))),
    /** The owners `memberId` belongs to (a user's roles). */
    ownerIds: (tx: TenantTx, memberId: string) =>
      idsWhere(tx, owner, and(inTenant(tx), eq(member, memberId))),
    /** Which of `memberIds` are members of `ownerId` already. */
    membersAmong: (tx: TenantTx, ownerId: string, memberIds: string[]) =>
      memberIds.length === 0
        ? Promise.resolve([])
        : idsWhere(tx, member, and(inTenant(tx), eq(owner, ownerId), inArray(member, memberIds))),
    insert: async (tx: TenantTx, pairs: { owner: string; member: string }[]) => {
      if (pairs.length === 0) return;
      const rows = pairs.map((pair) => ({
        tenantId: tx.tenantId,
        [ownerKey]: pair.owner,
        [memberKey]: pair.member,
      }));
      await tx.insert(table).values(rows as never);
    },
    /** Removes `memberIds` from `ownerId`; answers how many were members. */
    removeMembers: (tx: TenantTx, ownerId: string, memberIds: string[]) =>
      memberIds.length === 0
        ? Promise.resolve(0)
        : deleteWhere(tx, and(inTenant(tx), eq(owner, ownerId), inArray(member, memberIds))),
    /** Removes `memberId` from `ownerIds`; answers how many it belonged to. */
    removeFromOwners: (tx: TenantTx, memberId: string, ownerIds: string[]) =>
      ownerIds.length === 0
        ? Promise.resolve(0)
        : deleteWhere(tx, and(inTenant(tx), eq(member, memberId), inArray(owner, ownerIds))),
    /** Number of members of each owner in `ownerIds`. */
    countByOwner: async (tx: TenantTx, ownerIds: string[]) => {
      if (ownerIds.length === 0) return new Map<string, number>();
      const rows = await tx
        .select({ ownerId: owner, value: count() })
        .from(table as PgTable)
        .where(and(inTenant(tx), inArray(owner, ownerIds)))
        .groupBy(owner);
      return new Map(rows.map(({ ownerId, value }) => [ownerId as string, value]));
    },
    /**
     * Pages of an owner's members as full entities (`GET /roles/{id}/users`): one page in the
     * entity's order and the total, both filtered by the search.
     */
    memberPages: <Entity extends PgTable>(entity: RelatedEntity<Entity>) => {
      const join = and(eq(entity.tenantId, table.tenantId), eq(entity.id, member));
      const where = (tx: TenantTx, ownerId: string, search: Search | undefined) =>
        and(
          inTenant(tx),
          eq(owner, ownerId),
          search ? searchCondition(search, entity.searchColumns) : undefined,
        );
      return async (
        tx: TenantTx,
        ownerId: string,
        options: {
          page: { limit: number; offset: number } | undefined;
          search: Search | undefined;
        },
      ) => {
        const condition = where(tx, ownerId, options.search);
        const [totalRow] = await tx
          .select({ value: count() })
          .from(table as PgTable)
          .innerJoin(entity.table as PgTable, join)
          .where(condition);
        const query = tx
          .select({ entity: entity.table as PgTable })
          .from(table as PgTable)
          .innerJoin(entity.table as PgTable, join)
          .where(condition)
          .orderBy(...entity.order);
        const rows = await (options.page
          ? query.limit(options.page.limit).offset(options.page.offset)
          : query);
        return {
          rows: rows.map((row) => row.entity as Entity['$inferSelect']),
          total: totalRow?.value ?? 0,
        };
      };
    },
    /**
     * Up to `limit` members of each owner in `ownerIds`, in the entity's order (the roles list
     * shows three users and three applications per role).
     */
    featuredMembers: <Entity extends PgTable, Fields extends Record<string, AnyPgColumn>>(
      entity: Pick<RelatedEntity<Entity>, 'table' | 'id' | 'tenantId' | 'order'>,
      fields: Fields,
    ) => {
      const join = and(eq(entity.tenantId, table.tenantId), eq(entity.id, member));
      return async (tx: TenantTx, ownerIds: string[], limit = 3) => {
        if (ownerIds.length === 0) return [];
        // Drizzle cannot type a subquery over a generic selection; the shapes are fixed above.
        const ranked = tx
          .select({
            ownerId: sql<string>`${owner}`.as('owner_id'),
            ...fields,
            rank: sql<number>`row_number() over (partition by ${owner} order by ${sql.join(entity.order, sql`, `)})`.as(
              'rank',
            ),
          })
          .from(table as PgTable)
          .innerJoin(entity.table as PgTable, join)
          .where(and(inTenant(tx), inArray(owner, ownerIds)))
          .as('ranked') as unknown as PgTable & Record<string, AnyPgColumn>;
        const selection = Object.fromEntries(
          ['ownerId', ...Object.keys(fields)].map((key) => [key, ranked[key] as AnyPgColumn]),
        );
        const rows = await tx
          .select(selection)
          .from(ranked)
          .where(lte(ranked.rank as AnyPgColumn, limit))
          .orderBy(ranked.ownerId as AnyPgColumn, ranked.rank as AnyPgColumn);
        return rows as ({ ownerId: string } & {
          [K in keyof Fields]: Fields[K]['_']['notNull'] extends true
            ? Fields[K]['_']['data']
            : Fields[K]['_']['data'] | null;
        })[];
      };
    },
  };
};
