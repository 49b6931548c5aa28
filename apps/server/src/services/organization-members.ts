import type { TenantTx } from '../db/tenant-scope.ts';
import {
  countMembers,
  deleteMemberRoles,
  deleteMembers,
  findMembersAmong,
  findOrganizationRoles,
  findUsersInOrder,
  insertMemberRoles,
  insertMembers,
  listMemberIds,
  listMemberRoleRefs,
  type MemberFilter,
  pageMemberIds,
  pageMembersWithRoles,
} from '../queries/organization-members.ts';
import { readUserListVersion } from '../queries/user-list-order.ts';
import { DomainError } from './domain-error.ts';

/**
 * Members of an organization and their organization roles. Unknown users or non-members in a
 * write fail on the relation's foreign keys and a role of the wrong type on its type trigger:
 * the database holds those rules for every writer, and the HTTP edge maps them to 422.
 */

/**
 * Totals of very large member lists (≥ `cachedCountMinimum`), per tenant and organization, for
 * organizations too large for the held member order (services/organization-member-order.ts,
 * decision 021), whose pages come from here: counting 100,000 memberships costs more than
 * everything else of a page. An entry is used while
 * the tenant's user-list version is unchanged (deleting a user, which removes memberships by
 * cascade, bumps it; migration 0007), for at most `cachedCountTtlMs`, and is dropped at once by
 * this node's own membership writes. A change made on another node, or by a route outside this
 * service, shows in such a list's `Total-Number` within the TTL; smaller lists are always exact.
 */
const cachedCountMinimum = 5_000;
const cachedCountTtlMs = 2_000;
const maxCachedCounts = 10_000;
const memberCounts = new Map<string, { version: number; at: number; total: number }>();
const countKey = (tx: TenantTx, organizationId: string) => `${tx.tenantId}\u0000${organizationId}`;

/** Drops the cached member count of an organization (after a change of its members). */
export const forgetMemberCount = (tx: TenantTx, organizationId: string) => {
  memberCounts.delete(countKey(tx, organizationId));
};

const countAllMembers = async (tx: TenantTx, organizationId: string) => {
  const key = countKey(tx, organizationId);
  const version = await readUserListVersion(tx);
  const cached = memberCounts.get(key);
  if (cached && cached.version === version && Date.now() - cached.at < cachedCountTtlMs) {
    return cached.total;
  }
  const total = await countMembers(tx, organizationId, {});
  memberCounts.delete(key);
  if (total >= cachedCountMinimum) {
    if (memberCounts.size >= maxCachedCounts) memberCounts.clear();
    memberCounts.set(key, { version, at: Date.now(), total });
  }
  return total;
};

const pageMembers = async (
  tx: TenantTx,
  organizationId: string,
  filter: MemberFilter,
  page: { limit: number; offset: number },
) => {
  const ids = await pageMemberIds(tx, organizationId, filter, page);
  const isWholeList = page.offset === 0 && ids.length < page.limit;
  const total = isWholeList
    ? ids.length
    : filter.organizationRoleId
      ? await countMembers(tx, organizationId, filter)
      : await countAllMembers(tx, organizationId);
  return { ids, total };
};

/**
 * One page of members (`GET /organizations/{id}/users`), each with its roles there, from the
 * database: the role filter, and organizations too large for the held order
 * (services/organization-member-list.ts decides).
 */
export const listOrganizationMembers = async (
  tx: TenantTx,
  organizationId: string,
  filter: MemberFilter,
  page: { limit: number; offset: number },
) => {
  if (!filter.q && !filter.organizationRoleId) {
    const rows = await pageMembersWithRoles(tx, organizationId, page);
    const isWholeList = page.offset === 0 && rows.length < page.limit;
    const total = isWholeList ? rows.length : await countAllMembers(tx, organizationId);
    return { rows, total };
  }
  const { ids, total } = await pageMembers(tx, organizationId, filter, page);
  const rows = await findUsersInOrder(tx, ids);
  const roles = await listMemberRoleRefs(tx, organizationId, ids);
  return {
    rows: rows.map((row) => ({ user: row, organizationRoles: roles.get(row.id) ?? [] })),
    total,
  };
};

export const addOrganizationMembers = async (
  tx: TenantTx,
  organizationId: string,
  userIds: string[],
) => {
  await insertMembers(tx, organizationId, [...new Set(userIds)]);
  forgetMemberCount(tx, organizationId);
};

/** Makes `userIds` exactly the members: others leave (with their roles), new ones join. */
export const replaceOrganizationMembers = async (
  tx: TenantTx,
  organizationId: string,
  userIds: string[],
) => {
  const wanted = new Set(userIds);
  const current = await listMemberIds(tx, organizationId);
  await deleteMembers(
    tx,
    organizationId,
    current.filter((id) => !wanted.has(id)),
  );
  await insertMembers(tx, organizationId, [...wanted]);
  forgetMemberCount(tx, organizationId);
};

export const removeOrganizationMember = async (
  tx: TenantTx,
  organizationId: string,
  userId: string,
) => {
  if ((await deleteMembers(tx, organizationId, [userId])) === 0) {
    throw new DomainError('entity.not_found');
  }
  forgetMemberCount(tx, organizationId);
};

/** 422 `organization.require_membership` unless `userId` is a member. */
export const requireMembership = async (tx: TenantTx, organizationId: string, userId: string) => {
  const [member] = await findMembersAmong(tx, organizationId, [userId]);
  if (!member) throw new DomainError('organization.require_membership');
};

/** Role ids from ids and names; a name no role has is 422 `organization.role_names_not_found`. */
export const resolveOrganizationRoleIds = async (
  tx: TenantTx,
  body: {
    organizationRoleIds?: string[] | undefined;
    organizationRoleNames?: string[] | undefined;
  },
) => {
  const names = [...new Set(body.organizationRoleNames ?? [])];
  const ids = new Set(body.organizationRoleIds ?? []);
  if (names.length > 0) {
    const found = await findOrganizationRoles(tx, { names });
    const missing = names.filter((name) => !found.some((role) => role.name === name));
    if (missing.length > 0) {
      throw new DomainError('organization.role_names_not_found', {
        data: { roleNames: missing },
        interpolation: { roleNames: missing.join(', ') },
      });
    }
    for (const role of found) ids.add(role.id);
  }
  return [...ids];
};

/** Gives every user of `userIds` every role of `roleIds` (`POST /users/roles`). */
export const assignMemberRoles = (
  tx: TenantTx,
  organizationId: string,
  userIds: string[],
  roleIds: string[],
) =>
  insertMemberRoles(
    tx,
    organizationId,
    [...new Set(userIds)].flatMap((userId) =>
      [...new Set(roleIds)].map((organizationRoleId) => ({ userId, organizationRoleId })),
    ),
  );

/** Makes `roleIds` exactly the member's roles in the organization. */
export const replaceMemberRoles = async (
  tx: TenantTx,
  organizationId: string,
  userId: string,
  roleIds: string[],
) => {
  await requireMembership(tx, organizationId, userId);
  await deleteMemberRoles(tx, organizationId, userId);
  await assignMemberRoles(tx, organizationId, [userId], roleIds);
};

export const removeMemberRole = async (
  tx: TenantTx,
  organizationId: string,
  userId: string,
  roleId: string,
) => {
  await requireMembership(tx, organizationId, userId);
  if ((await deleteMemberRoles(tx, organizationId, userId, [roleId])) === 0) {
    throw new DomainError('entity.not_found');
  }
};
