import { defaultTenantId } from '../context.ts';
import type { Queryable } from './client.ts';
import * as t from './schema/index.ts';
import {
  internalAdminRoleName,
  managementApiAccessRoleName,
  managementApiScopeDescription,
} from './seed-data.ts';
import {
  insertResource,
  insertRole,
  insertTenantBasics,
  managementIndicator,
} from './seed-helpers.ts';

export type SeedOptions = { bootstrapClient?: { id: string; secret: string } | undefined };

/** The user tenant: its management API resource and the roles that open it. */
export const seedDefaultTenant = async (tx: Queryable, options: SeedOptions) => {
  const tenantId = defaultTenantId;
  await insertTenantBasics(tx, tenantId, 'SignInAndRegister');
  const { all } = await insertResource(tx, tenantId, {
    id: 'management-api',
    name: 'Logto Management API',
    indicator: managementIndicator(tenantId),
    scopes: [{ id: 'management-api-all', name: 'all', description: managementApiScopeDescription }],
  });
  await insertRole(tx, tenantId, {
    id: 'admin-role',
    name: internalAdminRoleName,
    description: 'Internal admin role for Logto tenant default.',
    type: 'MachineToMachine',
    scopeIds: [all!],
  });
  const accessRoleId = await insertRole(tx, tenantId, {
    name: managementApiAccessRoleName,
    description: 'This default role grants access to the Logto management API.',
    type: 'MachineToMachine',
    scopeIds: [all!],
  });
  if (options.bootstrapClient) {
    const { id, secret } = options.bootstrapClient;
    await tx.insert(t.applications).values({
      tenantId,
      id,
      name: 'Bootstrap management client',
      description: 'Created from BOOTSTRAP_CLIENT_ID at first start.',
      secret,
      type: 'MachineToMachine',
      oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
    });
    await tx
      .insert(t.applicationsRoles)
      .values({ tenantId, applicationId: id, roleId: accessRoleId });
  }
};
