import { generateShortId } from '@gatehouse/schemas';
import type {
  CreateOrganizationBody,
  UpdateOrganizationBody,
} from '@gatehouse/schemas/api/organizations';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  countMembersByOrganization,
  findOrganizationById,
  insertOrganization,
  listFeaturedMembers,
  type OrganizationRow,
  pageOrganizations,
  updateOrganization,
} from '../queries/organizations.ts';
import { assertFound } from './domain-error.ts';

/** The organization `id` of the tenant, or 404 `entity.not_exists_with_id`. */
export const requireOrganization = async (tx: TenantTx, id: string) => {
  const organization = await findOrganizationById(tx, id);
  assertFound(organization, 'organization', id);
  return organization;
};

// `tenantId` in a body is ignored (the tenant is the caller's); `createdAt` is epoch ms.
const toColumns = ({ tenantId: _, createdAt, ...rest }: UpdateOrganizationBody) => ({
  ...rest,
  ...(createdAt === undefined ? {} : { createdAt: new Date(createdAt) }),
});

export const createOrganization = (tx: TenantTx, body: CreateOrganizationBody) =>
  insertOrganization(tx, { id: generateShortId(), ...toColumns(body), name: body.name });

export const patchOrganization = async (tx: TenantTx, id: string, body: UpdateOrganizationBody) => {
  await requireOrganization(tx, id);
  const updated = await updateOrganization(tx, id, toColumns(body));
  assertFound(updated, 'organization', id);
  return updated;
};

export type ListedOrganization = OrganizationRow & {
  usersCount?: number;
  featuredUsers?: { id: string; avatar: string | null; name: string | null }[];
};

/** `GET /api/organizations`: one page, with member counts and three members when featured. */
export const listOrganizations = async (
  tx: TenantTx,
  options: {
    q: string | undefined;
    showFeatured: boolean;
    page: { limit: number; offset: number };
  },
): Promise<{ rows: ListedOrganization[]; total: number }> => {
  const { rows, total } = await pageOrganizations(tx, options);
  if (!options.showFeatured || rows.length === 0) return { rows, total };
  const ids = rows.map(({ id }) => id);
  const [counts, featured] = [
    await countMembersByOrganization(tx, ids),
    await listFeaturedMembers(tx, ids),
  ];
  return {
    rows: rows.map((row) => ({
      ...row,
      usersCount: counts.get(row.id) ?? 0,
      featuredUsers: featured
        .filter(({ ownerId }) => ownerId === row.id)
        .map(({ id, avatar, name }) => ({ id, avatar, name })),
    })),
    total,
  };
};
