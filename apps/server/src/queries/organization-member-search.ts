import { sql } from 'drizzle-orm';
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

/**
 * `GET /organizations/{id}/users?q=…` in one statement: whether the organization exists, the
 * page's members in full with their roles, and the total. The text search runs first on its own
 * (the trigram indexes of `users_search`, materialized so the planner cannot walk the whole
 * `created_at` index hoping for an early match), then the matches are kept to the organization
 * (a primary-key probe each) and sorted. The organization row is always there, so an empty page
 * still answers whether it exists.
 *
 * Not named: a generic plan could not use the trigram indexes for the pattern (db/raw-query.ts).
 */
const searchStatement = (withRole: boolean) =>
  prepareStatement(sql`
    with matched as materialized (
      select ${usersSearch.id} as id, ${usersSearch.createdAt} as created_at from ${usersSearch}
      where ${usersSearch.tenantId} = ${tenantParam} and (${usersSearch.id} ilike ${pattern}
        or ${usersSearch.username} ilike ${pattern} or ${usersSearch.primaryEmail} ilike ${pattern}
        or ${usersSearch.primaryPhone} ilike ${pattern} or ${usersSearch.name} ilike ${pattern})
    ), members as materialized (
      select matched.id, matched.created_at from matched
      where exists (select 1 from ${organizationUsers} where ${organizationUsers.tenantId} = ${tenantParam}
        and ${organizationUsers.organizationId} = ${organizationParam} and ${organizationUsers.userId} = matched.id)
      ${
        withRole
          ? sql`and exists (select 1 from ${organizationRoleUsers} where ${organizationRoleUsers.tenantId} = ${tenantParam}
              and ${organizationRoleUsers.organizationId} = ${organizationParam}
              and ${organizationRoleUsers.organizationRoleId} = ${sql.placeholder('organizationRoleId')}
              and ${organizationRoleUsers.userId} = matched.id)`
          : sql``
      }
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
    order by picked.created_at desc nulls last, picked.id asc`);

const byName = searchStatement(false);
const byNameAndRole = searchStatement(true);

/**
 * One page of the members whose id, username, e-mail, phone or name contains `q` (and who hold
 * `organizationRoleId` when given), with their roles, and their total; `undefined` when the
 * organization does not exist.
 */
export const searchMembersWithRoles = async (
  tx: TenantTx,
  organizationId: string,
  filter: { q: string; organizationRoleId?: string | undefined },
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
