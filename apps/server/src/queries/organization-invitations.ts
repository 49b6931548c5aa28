import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  organizationInvitationRoles,
  organizationInvitations,
  organizationRoles,
  organizationRoleUsers,
  organizations,
  organizationUsers,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { defineRelation } from './relation.ts';

/** Tenant-scoped queries of `organization_invitations` and the roles an invitation gives. */
export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;
export type NewOrganizationInvitation = Omit<
  typeof organizationInvitations.$inferInsert,
  'tenantId'
>;

/** The organization roles an invitation gives (owner: invitation, member: organization role). */
export const organizationInvitationRoleRelation = defineRelation(organizationInvitationRoles, {
  owner: organizationInvitationRoles.organizationInvitationId,
  member: organizationInvitationRoles.organizationRoleId,
});

export const insertOrganizationInvitation = async (
  tx: TenantTx,
  invitation: NewOrganizationInvitation,
) => {
  const [row] = await tx
    .insert(organizationInvitations)
    .values({ ...invitation, tenantId: tx.tenantId })
    .returning();
  if (!row) throw new Error('Inserting an organization invitation returned no row');
  return row;
};

export const findOrganizationInvitationById = async (tx: TenantTx, id: string) => {
  const [row] = await tx
    .select()
    .from(organizationInvitations)
    .where(
      and(eq(organizationInvitations.tenantId, tx.tenantId), eq(organizationInvitations.id, id)),
    );
  return row;
};

/** Invitations matching every given filter, newest first. */
export const listOrganizationInvitations = (
  tx: TenantTx,
  filter: {
    organizationId?: string | undefined;
    inviterId?: string | undefined;
    invitee?: string | undefined;
  },
) =>
  tx
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.tenantId, tx.tenantId),
        filter.organizationId === undefined
          ? undefined
          : eq(organizationInvitations.organizationId, filter.organizationId),
        filter.inviterId === undefined
          ? undefined
          : eq(organizationInvitations.inviterId, filter.inviterId),
        filter.invitee === undefined
          ? undefined
          : eq(organizationInvitations.invitee, filter.invitee),
      ),
    )
    .orderBy(desc(organizationInvitations.createdAt), asc(organizationInvitations.id));

/** `{invitationId, id, name}` of the roles of `invitationIds`, in role name order. */
export const findRoleRefsOfInvitations = async (tx: TenantTx, invitationIds: string[]) => {
  if (invitationIds.length === 0) return [];
  return tx
    .select({
      invitationId: organizationInvitationRoles.organizationInvitationId,
      id: organizationRoles.id,
      name: organizationRoles.name,
    })
    .from(organizationInvitationRoles)
    .innerJoin(
      organizationRoles,
      and(
        eq(organizationRoles.tenantId, organizationInvitationRoles.tenantId),
        eq(organizationRoles.id, organizationInvitationRoles.organizationRoleId),
      ),
    )
    .where(
      and(
        eq(organizationInvitationRoles.tenantId, tx.tenantId),
        inArray(organizationInvitationRoles.organizationInvitationId, invitationIds),
      ),
    )
    .orderBy(asc(organizationRoles.name), asc(organizationRoles.id));
};

export const updateOrganizationInvitation = async (
  tx: TenantTx,
  id: string,
  patch: Partial<Pick<OrganizationInvitationRow, 'status' | 'acceptedUserId' | 'updatedAt'>>,
) => {
  const [row] = await tx
    .update(organizationInvitations)
    .set(patch)
    .where(
      and(eq(organizationInvitations.tenantId, tx.tenantId), eq(organizationInvitations.id, id)),
    )
    .returning();
  return row;
};

/**
 * Marks the pending invitations of `invitee` to `organizationId` whose time ran out as Expired, so
 * the one-pending-invitation index lets a new invitation in.
 */
export const expireLapsedInvitations = async (
  tx: TenantTx,
  invitee: string,
  organizationId: string,
  now: Date,
) => {
  await tx
    .update(organizationInvitations)
    .set({ status: 'Expired', updatedAt: now })
    .where(
      and(
        eq(organizationInvitations.tenantId, tx.tenantId),
        eq(organizationInvitations.invitee, invitee),
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.status, 'Pending'),
        lt(organizationInvitations.expiresAt, now),
      ),
    );
};

export const deleteOrganizationInvitation = async (tx: TenantTx, id: string) => {
  const rows = await tx
    .delete(organizationInvitations)
    .where(
      and(eq(organizationInvitations.tenantId, tx.tenantId), eq(organizationInvitations.id, id)),
    )
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
};

/** Whether `organizationId` names an organization of the tenant. */
export const organizationExists = async (tx: TenantTx, organizationId: string) => {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tx.tenantId), eq(organizations.id, organizationId)));
  return row !== undefined;
};

/**
 * Makes the accepting user a member of the organization with the invitation's roles; membership
 * and roles held already are kept as they are.
 */
export const insertAcceptedMembership = async (
  tx: TenantTx,
  organizationId: string,
  userId: string,
  organizationRoleIds: string[],
) => {
  await tx
    .insert(organizationUsers)
    .values({ tenantId: tx.tenantId, organizationId, userId })
    .onConflictDoNothing();
  if (organizationRoleIds.length === 0) return;
  await tx
    .insert(organizationRoleUsers)
    .values(
      organizationRoleIds.map((organizationRoleId) => ({
        tenantId: tx.tenantId,
        organizationId,
        organizationRoleId,
        userId,
      })),
    )
    .onConflictDoNothing();
};
