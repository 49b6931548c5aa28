import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { prepareStatement, queryRaw } from '../db/raw-query.ts';
import {
  organizationRoleUsers,
  organizations,
  organizationUsers,
  users,
  usersSearch,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  type MemberWithRoles,
  memberRolesJson,
  organizationParam,
  tenantParam,
  toMemberRoles,
} from './organization-member-order.ts';
import { substringPattern } from './organizations.ts';
import { toUserRow } from './user-rows.ts';

const pattern = sql.placeholder('pattern');
const driver = sql.placeholder('driver');

/**
 * A column contains the search text: the trigram index looks up the driver (the whole pattern,
 * or its rarest word: services/search-driver-word.ts) and the whole pattern is checked on the
 * rows it finds. `|| ''` keeps that check off the index, so it never adds the pattern's own
 * (possibly very common) trigrams to the lookup.
 */
const contains = (column: AnyPgColumn) =>
  sql`(${column} ilike ${driver} and (${column} || '') ilike ${pattern})`;

/** A per-row probe: `offset 0` keeps it from becoming a join that reads the whole relation. */
const isMember = sql`exists (select 1 from ${organizationUsers} where ${organizationUsers.tenantId} = ${tenantParam}
  and ${organizationUsers.organizationId} = ${organizationParam} and ${organizationUsers.userId} = matched.id offset 0)`;
const holdsRole = sql`exists (select 1 from ${organizationRoleUsers} where ${organizationRoleUsers.tenantId} = ${tenantParam}
  and ${organizationRoleUsers.organizationId} = ${organizationParam}
  and ${organizationRoleUsers.organizationRoleId} = ${sql.placeholder('organizationRoleId')}
  and ${organizationRoleUsers.userId} = matched.id offset 0)`;

/**
 * `GET /organizations/{id}/users?q=…` in one statement: whether the organization exists, the
 * page's members in full with their roles, and the total. The text search runs first on its own
 * (the trigram indexes of `users_search`, materialized so the planner cannot walk the whole
 * `created_at` index hoping for an early match), then the matches are kept to the organization
 * (a primary-key probe each) and sorted. The organization row is always there, so an empty page
 * still answers whether it exists.
 *
 * Named, on its generic plan: every shape above is fixed, so planning per call (which cost more
 * than running it, reading the trigram indexes' statistics for each pattern) bought nothing.
 */
const searchStatement = (withRole: boolean) =>
  prepareStatement(
    sql`
    with matched as materialized (
      select ${usersSearch.id} as id, ${usersSearch.createdAt} as created_at from ${usersSearch}
      where ${usersSearch.tenantId} = ${tenantParam} and (${contains(usersSearch.id)}
        or ${contains(usersSearch.username)} or ${contains(usersSearch.primaryEmail)}
        or ${contains(usersSearch.primaryPhone)} or ${contains(usersSearch.name)})
    ), members as materialized (
      select matched.id, matched.created_at from matched
      where ${isMember} ${withRole ? sql`and ${holdsRole}` : sql``}
    ), picked as (
      select id, created_at from members
      order by created_at desc nulls last, id asc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
    )
    select found.organization_found, (select count(*) from members)::int as "total",
      picked.id as "picked_id", ${users}.*, ${memberRolesJson} as "organization_roles"
    from (select exists (select 1 from ${organizations} where ${organizations.tenantId} = ${tenantParam}
        and ${organizations.id} = ${organizationParam}) as organization_found) found
      left join (picked inner join ${users} on ${users.tenantId} = ${tenantParam} and ${users.id} = picked.id)
        on true
    order by picked.created_at desc nulls last, picked.id asc`,
    {
      name: withRole
        ? 'gatehouse_organization_member_search_by_role'
        : 'gatehouse_organization_member_search',
      genericPlan: true,
    },
  );

const byName = searchStatement(false);
const byNameAndRole = searchStatement(true);

/**
 * One page of the members whose id, username, e-mail, phone or name contains `q` (and who hold
 * `organizationRoleId` when given), with their roles, and their total; `undefined` when the
 * organization does not exist. `driver` is a substring of `q` the indexes look up (`q` itself at
 * worst). Runs two statements (the plan setting, then the search), pipelined: one round trip.
 */
export const searchMembersWithRoles = async (
  tx: TenantTx,
  organizationId: string,
  filter: { q: string; driver: string; organizationRoleId?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: MemberWithRoles[]; total: number } | undefined> => {
  const statement = filter.organizationRoleId ? byNameAndRole : byName;
  const rows = await queryRaw<{
    organization_found: boolean;
    total: number | string;
    picked_id: string | null;
    organization_roles: unknown;
  }>(tx, statement, {
    tenantId: tx.tenantId,
    organizationId,
    pattern: substringPattern(filter.q),
    driver: substringPattern(filter.driver),
    organizationRoleId: filter.organizationRoleId,
    limit: page.limit,
    offset: page.offset,
  });
  const [first] = rows;
  if (!first?.organization_found) return undefined;
  return {
    rows: rows
      .filter((row) => row.picked_id !== null)
      .map((row) => ({
        user: toUserRow(row),
        organizationRoles: toMemberRoles(row.organization_roles),
      })),
    total: Number(first.total),
  };
};
