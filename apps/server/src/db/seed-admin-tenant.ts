import { generateSecret, generateStandardId } from '@gatehouse/schemas';
import { adminTenantId, defaultTenantId } from '../context.ts';
import type { Queryable } from './client.ts';
import * as t from './schema/index.ts';
import {
  adminConsoleApplicationId,
  adminUserRoleName,
  cloudScopes,
  collaboratorPermissions,
  defaultAdminRoleName,
  managementApiScopeDescription,
  tenantPermissions,
} from './seed-data.ts';
import {
  insertResource,
  insertRole,
  insertTenantBasics,
  managementIndicator,
} from './seed-helpers.ts';

/** The admin tenant: console accounts, the resources through which the console manages tenants. */
export const seedAdminTenant = async (tx: Queryable) => {
  const tenantId = adminTenantId;
  await insertTenantBasics(tx, tenantId, 'Register');
  const defaultApi = await insertResource(tx, tenantId, {
    name: `Logto Management API for tenant ${defaultTenantId}`,
    indicator: managementIndicator(defaultTenantId),
    scopes: [{ name: 'all', description: managementApiScopeDescription }],
  });
  const adminApi = await insertResource(tx, tenantId, {
    name: `Logto Management API for tenant ${adminTenantId}`,
    indicator: managementIndicator(adminTenantId),
    scopes: [{ name: 'all', description: managementApiScopeDescription }],
  });
  const meApi = await insertResource(tx, tenantId, {
    name: 'Logto Me API',
    indicator: 'https://admin.logto.app/me',
    scopes: [{ name: 'all', description: 'Default scope for Me API, allows all permissions.' }],
  });
  const cloudApi = await insertResource(tx, tenantId, {
    name: 'Logto Cloud API',
    indicator: 'https://cloud.logto.io/api',
    scopes: cloudScopes.map((name) => ({ name, description: name })),
  });

  await insertRole(tx, tenantId, {
    name: defaultAdminRoleName,
    description: 'Admin tenant admin role for Logto tenant default.',
    type: 'User',
    scopeIds: [defaultApi.all!],
  });
  await insertRole(tx, tenantId, {
    name: adminUserRoleName,
    description: 'Default role for admin tenant.',
    type: 'User',
    scopeIds: [meApi.all!, cloudApi['create:tenant']!, cloudApi['manage:tenant:self']!],
  });
  const mDefault = await insertRole(tx, tenantId, {
    id: 'm-default',
    name: 'machine:mapi:default',
    description: 'Machine-to-machine admin role for Logto tenant default.',
    type: 'MachineToMachine',
    scopeIds: [defaultApi.all!],
  });
  const mAdmin = await insertRole(tx, tenantId, {
    id: 'm-admin',
    name: 'machine:mapi:admin',
    description: 'Machine-to-machine admin role for Logto tenant admin.',
    type: 'MachineToMachine',
    scopeIds: [adminApi.all!],
  });
  await insertRole(tx, tenantId, {
    name: 'tenantApplication',
    description:
      'The role for M2M applications that represent a user tenant and send requests to Logto Cloud.',
    type: 'MachineToMachine',
    scopeIds: ['send:sms', 'send:email', 'fetch:custom:jwt', 'report:subscription:updates'].map(
      (name) => cloudApi[name]!,
    ),
  });

  const spa = { redirectUris: [], postLogoutRedirectUris: [] };
  await tx.insert(t.applications).values([
    {
      tenantId,
      id: adminConsoleApplicationId,
      name: 'Admin Console',
      secret: generateSecret(),
      type: 'SPA',
      oidcClientMetadata: spa,
      customClientMetadata: {},
    },
    {
      tenantId,
      id: 'm-default',
      name: `Management API access for ${defaultTenantId}`,
      secret: generateSecret(),
      type: 'MachineToMachine',
      oidcClientMetadata: spa,
    },
    {
      tenantId,
      id: 'm-admin',
      name: `Management API access for ${adminTenantId}`,
      secret: generateSecret(),
      type: 'MachineToMachine',
      oidcClientMetadata: spa,
    },
    {
      tenantId,
      id: generateStandardId(),
      name: 'Cloud Service',
      secret: generateSecret(),
      type: 'MachineToMachine',
      oidcClientMetadata: spa,
      customClientMetadata: { tenantId: defaultTenantId },
    },
  ]);
  await tx.insert(t.applicationsRoles).values([
    { tenantId, applicationId: 'm-default', roleId: mDefault },
    { tenantId, applicationId: 'm-admin', roleId: mAdmin },
  ]);

  // Organization template: each tenant is an organization `t-{id}` of the admin tenant.
  const scopeIdOf = (name: string) => name.replaceAll(':', '-');
  await tx
    .insert(t.organizationScopes)
    .values(
      tenantPermissions.map((name) => ({ tenantId, id: scopeIdOf(name), name, description: name })),
    );
  await tx.insert(t.organizationRoles).values([
    {
      tenantId,
      id: 'admin',
      name: 'admin',
      description: 'Admin of the tenant, who has all permissions.',
    },
    {
      tenantId,
      id: 'collaborator',
      name: 'collaborator',
      description:
        'Collaborator of the tenant, who has permissions to operate the tenant data, but not the tenant settings.',
    },
  ]);
  await tx.insert(t.organizationRoleScopes).values([
    ...tenantPermissions.map((name) => ({
      tenantId,
      organizationRoleId: 'admin',
      organizationScopeId: scopeIdOf(name),
    })),
    ...collaboratorPermissions.map((name) => ({
      tenantId,
      organizationRoleId: 'collaborator',
      organizationScopeId: scopeIdOf(name),
    })),
  ]);
  await tx.insert(t.organizations).values([
    { tenantId, id: `t-${defaultTenantId}`, name: `Tenant ${defaultTenantId}` },
    { tenantId, id: `t-${adminTenantId}`, name: `Tenant ${adminTenantId}` },
  ]);
};
