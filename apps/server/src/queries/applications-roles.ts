import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { applications, applicationsRoles } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { defineRelation } from './relation.ts';

/** `applications_roles`: machine-to-machine roles of applications. */
export const applicationRoleRelation = defineRelation(applicationsRoles, {
  owner: applicationsRoles.roleId,
  member: applicationsRoles.applicationId,
});

const applicationEntity = {
  table: applications,
  id: applications.id,
  tenantId: applications.tenantId,
  order: [desc(applications.createdAt), asc(applications.id)],
  searchColumns: {
    id: applications.id,
    name: applications.name,
    description: applications.description,
  },
};

export const roleApplicationSearchFields = Object.keys(applicationEntity.searchColumns);

/** One page of the applications holding a role, newest first, and their total. */
export const pageRoleApplications = applicationRoleRelation.memberPages(applicationEntity);

/** Up to three holders of each role, for the roles list. */
export const listFeaturedApplicationsByRole = applicationRoleRelation.featuredMembers(
  applicationEntity,
  { id: applications.id, name: applications.name, type: applications.type },
);

/** The applications a role assignment names (their type decides what may be assigned). */
export const findApplicationsForRoles = async (tx: TenantTx, ids: string[]) => {
  if (ids.length === 0) return [];
  return tx
    .select({ id: applications.id, type: applications.type })
    .from(applications)
    .where(and(eq(applications.tenantId, tx.tenantId), inArray(applications.id, ids)));
};
