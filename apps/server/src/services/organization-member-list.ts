import type { TenantTransactions } from '../db/tenant-scope.ts';
import { searchMembersWithRoles } from '../queries/organization-member-search.ts';
import type { MemberFilter } from '../queries/organization-members.ts';
import { assertFound } from './domain-error.ts';
import { requireOrganization } from './organization-management.ts';
import {
  createOrganizationMemberOrder,
  type OrganizationMemberOrder,
} from './organization-member-order.ts';
import { listOrganizationMembers } from './organization-members.ts';

type Page = { offset: number; limit: number };

const isUnfiltered = (filter: MemberFilter) => !filter.q && !filter.organizationRoleId;

/**
 * `GET /organizations/{id}/users`: one page of members with their roles, and `Total-Number`.
 * An unfiltered page from the held member order, and a search, are one one-statement transaction
 * each (one round trip on PostgreSQL); the rest (the organization's existence before a rebuild of
 * the order, the role filter alone) runs in one transaction.
 */
export const createOrganizationMemberList = (
  order: OrganizationMemberOrder = createOrganizationMemberOrder(),
) => {
  const listMembers = async (
    tenant: TenantTransactions,
    organizationId: string,
    filter: MemberFilter,
    page: Page,
  ) => {
    if (isUnfiltered(filter)) {
      const known = await tenant.statement((tx) => order.readKnownPage(tx, organizationId, page));
      if (known) return known;
    }
    const { q } = filter;
    if (q) {
      const found = await tenant.statement((tx) =>
        searchMembersWithRoles(tx, organizationId, { ...filter, q }, page),
      );
      assertFound(found, 'organization', organizationId);
      return found;
    }
    return tenant.transaction(async (tx) => {
      const organization = await requireOrganization(tx, organizationId);
      if (isUnfiltered(filter)) {
        const fromOrder = await order.readRebuiltPage(tx, organization.id, page);
        if (fromOrder) return fromOrder;
      }
      return listOrganizationMembers(tx, organization.id, filter, page);
    });
  };
  return { listMembers };
};
