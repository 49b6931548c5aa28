import { and, eq } from 'drizzle-orm';
import {
  organizationRoleScopes,
  organizationRoleUsers,
  organizationScopes,
  resources,
  rolesScopes,
  scopes,
  usersRoles,
} from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { applicationGrantedScopes } from './application-granted-scopes.ts';

/** An API resource with the names of its scopes, as resource indicators need it. */
export type ResourceInfo = {
  id: string;
  indicator: string;
  accessTokenTtl: number;
  scopes: string[];
};

const withScopes = async (
  tx: TenantTx,
  row: { id: string; indicator: string; accessTokenTtl: number } | undefined,
): Promise<ResourceInfo | undefined> => {
  if (!row) return undefined;
  const names = await tx
    .select({ name: scopes.name })
    .from(scopes)
    .where(and(eq(scopes.tenantId, tx.tenantId), eq(scopes.resourceId, row.id)));
  return { ...row, scopes: names.map(({ name }) => name) };
};

/** Several roles may grant the same scope; each name once. */
const unique = (rows: { name: string }[]) => [...new Set(rows.map(({ name }) => name))];

const resourceColumns = {
  id: resources.id,
  indicator: resources.indicator,
  accessTokenTtl: resources.accessTokenTtl,
};

export const findResourceByIndicator = async (tx: TenantTx, indicator: string) => {
  const [row] = await tx
    .select(resourceColumns)
    .from(resources)
    .where(and(eq(resources.tenantId, tx.tenantId), eq(resources.indicator, indicator)));
  return withScopes(tx, row);
};

export const findDefaultResource = async (tx: TenantTx) => {
  const [row] = await tx
    .select(resourceColumns)
    .from(resources)
    .where(and(eq(resources.tenantId, tx.tenantId), eq(resources.isDefault, true)))
    .limit(1);
  return withScopes(tx, row);
};

/** Scope names of `resourceId` granted to an application through its machine-to-machine roles. */
export const findApplicationResourceScopes = async (
  tx: TenantTx,
  applicationId: string,
  resourceId: string,
) => {
  const granted = applicationGrantedScopes(tx, applicationId);
  const rows = await tx
    .select({ name: granted.name })
    .from(granted)
    .where(eq(granted.resourceId, resourceId));
  return unique(rows);
};

/** Scope names of `resourceId` granted to a user through their roles. */
export const findUserResourceScopes = async (tx: TenantTx, userId: string, resourceId: string) => {
  const rows = await tx
    .select({ name: scopes.name })
    .from(usersRoles)
    .innerJoin(
      rolesScopes,
      and(eq(rolesScopes.tenantId, usersRoles.tenantId), eq(rolesScopes.roleId, usersRoles.roleId)),
    )
    .innerJoin(
      scopes,
      and(eq(scopes.tenantId, rolesScopes.tenantId), eq(scopes.id, rolesScopes.scopeId)),
    )
    .where(
      and(
        eq(usersRoles.tenantId, tx.tenantId),
        eq(usersRoles.userId, userId),
        eq(scopes.resourceId, resourceId),
      ),
    );
  return unique(rows);
};

export const findAllOrganizationScopeNames = async (tx: TenantTx) => {
  const rows = await tx
    .select({ name: organizationScopes.name })
    .from(organizationScopes)
    .where(eq(organizationScopes.tenantId, tx.tenantId));
  return rows.map(({ name }) => name);
};

/** Organization scope names a user holds in one organization through their organization roles. */
export const findUserOrganizationScopes = async (
  tx: TenantTx,
  userId: string,
  organizationId: string,
) => {
  const rows = await tx
    .select({ name: organizationScopes.name })
    .from(organizationRoleUsers)
    .innerJoin(
      organizationRoleScopes,
      and(
        eq(organizationRoleScopes.tenantId, organizationRoleUsers.tenantId),
        eq(organizationRoleScopes.organizationRoleId, organizationRoleUsers.organizationRoleId),
      ),
    )
    .innerJoin(
      organizationScopes,
      and(
        eq(organizationScopes.tenantId, organizationRoleScopes.tenantId),
        eq(organizationScopes.id, organizationRoleScopes.organizationScopeId),
      ),
    )
    .where(
      and(
        eq(organizationRoleUsers.tenantId, tx.tenantId),
        eq(organizationRoleUsers.userId, userId),
        eq(organizationRoleUsers.organizationId, organizationId),
      ),
    );
  return unique(rows);
};
