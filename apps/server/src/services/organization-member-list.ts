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
import { needsSample, pickDriverWord } from './search-driver-word.ts';
import { createSearchWordSample, type SearchWordSample } from './search-word-sample.ts';

type Page = { offset: number; limit: number };
type Tenant = TenantTransactions & { id: string };

const isUnfiltered = (filter: MemberFilter) => !filter.q && !filter.organizationRoleId;

/**
 * `GET /organizations/{id}/users`: one page of members with their roles, and `Total-Number`.
 * An unfiltered page from the held member order is a one-statement transaction (one round trip on
 * PostgreSQL), a search its plan setting and statement pipelined, then the commit (two); the rest (the organization's existence before a rebuild of the
 * order, the role filter alone) runs in one transaction.
 */
export const createOrganizationMemberList = (
  order: OrganizationMemberOrder = createOrganizationMemberOrder(),
  wordSample: SearchWordSample = createSearchWordSample(),
) => {
  /** A search of several words looks up the rarest (search-driver-word.ts). */
  const driverOf = async (tenant: Tenant, q: string) =>
    pickDriverWord(q, needsSample(q) ? await wordSample.read(tenant, tenant.id) : []);

  const listMembers = async (
    tenant: Tenant,
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
      const driver = await driverOf(tenant, q);
      const found = await tenant.transaction((tx) =>
        searchMembersWithRoles(tx, organizationId, { ...filter, q, driver }, page),
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
