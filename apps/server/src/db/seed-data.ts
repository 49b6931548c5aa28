/**
 * The rows a fresh installation holds (contract/multitenancy.md "Seed"): the `default` tenant
 * users sign in to, and the `admin` tenant that holds the console's own accounts and the
 * resources through which the console reaches each tenant's management API.
 */
export const managementApiScopeDescription =
  'Default scope for Management API, allows all permissions.';

export const cloudScopes = [
  'create:tenant',
  'manage:tenant:self',
  'send:sms',
  'send:email',
  'fetch:custom:jwt',
  'report:subscription:updates',
  'create:affiliate',
  'manage:affiliate',
] as const;

export const tenantPermissions = [
  'read:data',
  'write:data',
  'delete:data',
  'read:member',
  'invite:member',
  'remove:member',
  'update:member:role',
  'manage:tenant',
] as const;

export const collaboratorPermissions = [
  'read:data',
  'write:data',
  'delete:data',
  'read:member',
] as const;

export const adminConsoleApplicationId = 'admin-console';
export const adminUserRoleName = 'user';
export const defaultAdminRoleName = 'default:admin';
export const managementApiAccessRoleName = 'Logto Management API access';
export const internalAdminRoleName = '#internal:admin';
