import { sql } from 'drizzle-orm';
import { prepareStatement, queryRaw } from '../db/raw-query.ts';
import {
  organizationMemberVersions,
  organizationRoles,
  organizationRoleUsers,
  organizationUsers,
  users,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { toUserRow } from './user-rows.ts';
import type { UserRow } from './users.ts';

/**
 * Queries behind the in-memory member order (services/organization-member-order.ts): an
 * organization's membership counter (migration 0019), its members' ids newest first, and one page
 * of members read by primary key with their organization roles.
 */

export const tenantParam = sql.placeholder('tenantId');
export const organizationParam = sql.placeholder('organizationId');
const memberVersion = sql`coalesce((select ${organizationMemberVersions.version} from ${organizationMemberVersions}
  where ${organizationMemberVersions.tenantId} = ${tenantParam} and ${organizationMemberVersions.organizationId} = ${organizationParam}), 0)::text`;

// Named: prepared once per connection, as their plans never depend on the values.
const readVersion = prepareStatement(sql`select ${memberVersion} as "version"`, {
  name: 'gatehouse_organization_member_version',
});

/**
 * The organization roles of the `users` row in scope, `[{id, name}]` by name: a probe of the role
 * relation's `(tenant, organization, user)` index (migration 0019) per row.
 */
export const memberRolesJson = sql`coalesce((
  select json_agg(json_build_object('id', ${organizationRoles.id}, 'name', ${organizationRoles.name}) order by ${organizationRoles.name})
  from ${organizationRoleUsers} inner join ${organizationRoles}
    on ${organizationRoles.tenantId} = ${organizationRoleUsers.tenantId} and ${organizationRoles.id} = ${organizationRoleUsers.organizationRoleId}
  where ${organizationRoleUsers.tenantId} = ${tenantParam} and ${organizationRoleUsers.organizationId} = ${organizationParam}
    and ${organizationRoleUsers.userId} = ${users.id}), '[]'::json)`;

/** A raw row's `organization_roles`: parsed by node-postgres, text on PGlite's raw path. */
export const toMemberRoles = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as { id: string; name: string }[];

/**
 * The users of `ids` with their organization roles and the membership counter, in one snapshot
 * and one round trip.
 */
const readMembersByIdsWithVersion = prepareStatement(
  sql`select ${users}.*, ${memberRolesJson} as "organization_roles",
        ${memberVersion} as "member_version"
      from ${users}
      where ${users.tenantId} = ${tenantParam} and ${users.id} = any(${sql.placeholder('ids')}::varchar[])`,
  { name: 'gatehouse_organization_members_by_ids_with_version' },
);

export type MemberWithRoles = {
  user: UserRow;
  organizationRoles: { id: string; name: string }[];
};

/** The organization's membership counter: 0 until its first member is added. */
export const readMemberVersion = async (tx: TenantTx, organizationId: string) => {
  const [row] = await queryRaw<{ version: string }>(tx, readVersion, {
    tenantId: tx.tenantId,
    organizationId,
  });
  return Number(row?.version ?? 0);
};

/**
 * The organization's member ids, newest user first (`GET /organizations/{id}/users`' order), at
 * most `limit`: the memberships joined to the `users__created_at` index.
 */
export const listMemberIdsNewestFirst = async (
  tx: TenantTx,
  organizationId: string,
  limit: number,
) => {
  // Plain rows, not the query builder's mapping: this reads every member id.
  const result = (await tx.execute(
    sql`select ${users.id} as id from ${organizationUsers} inner join ${users}
          on ${users.tenantId} = ${organizationUsers.tenantId} and ${users.id} = ${organizationUsers.userId}
        where ${organizationUsers.tenantId} = ${tx.tenantId} and ${users.tenantId} = ${tx.tenantId}
          and ${organizationUsers.organizationId} = ${organizationId}
        order by ${users.createdAt} desc nulls last, ${users.id} asc limit ${limit}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map(({ id }) => id);
};

/**
 * The members of `ids` (in any order) with their roles, and the organization's membership counter
 * read by the same statement (`undefined` when no row came back).
 */
export const findMembersByIdsWithVersion = async (
  tx: TenantTx,
  organizationId: string,
  ids: string[],
): Promise<{ rows: MemberWithRoles[]; version: number | undefined }> => {
  const rows = await queryRaw<{ organization_roles: unknown; member_version: string }>(
    tx,
    readMembersByIdsWithVersion,
    { tenantId: tx.tenantId, organizationId, ids },
  );
  const [first] = rows;
  return {
    rows: rows.map((row) => ({
      user: toUserRow(row),
      organizationRoles: toMemberRoles(row.organization_roles),
    })),
    version: first ? Number(first.member_version) : undefined,
  };
};
