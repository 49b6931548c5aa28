import { generateStandardId } from '@gatehouse/schemas';
import type { Queryable } from './client.ts';
import {
  cookieKeysConfigKey,
  generateCookieKey,
  generatePrivateKey,
  privateKeysConfigKey,
} from './oidc-keys.ts';
import * as t from './schema/index.ts';
import { defaultSignInExperienceRow } from './seed-sign-in-experience.ts';
import { createTenantLogin } from './tenant-logins.ts';

export const managementIndicator = (tenantId: string) => `https://${tenantId}.logto.app/api`;

export const insertResource = async (
  tx: Queryable,
  tenantId: string,
  resource: {
    id?: string;
    name: string;
    indicator: string;
    scopes: { id?: string; name: string; description: string }[];
  },
) => {
  const resourceId = resource.id ?? generateStandardId();
  await tx
    .insert(t.resources)
    .values({ tenantId, id: resourceId, name: resource.name, indicator: resource.indicator });
  const scopes = resource.scopes.map((scope) => ({
    tenantId,
    id: scope.id ?? generateStandardId(),
    resourceId,
    name: scope.name,
    description: scope.description,
  }));
  if (scopes.length > 0) await tx.insert(t.scopes).values(scopes);
  return Object.fromEntries(scopes.map((scope) => [scope.name, scope.id])) as Record<
    string,
    string
  >;
};

export const insertRole = async (
  tx: Queryable,
  tenantId: string,
  role: {
    id?: string;
    name: string;
    description: string;
    type: 'User' | 'MachineToMachine';
    scopeIds: string[];
  },
) => {
  const roleId = role.id ?? generateStandardId();
  await tx.insert(t.roles).values({
    tenantId,
    id: roleId,
    name: role.name,
    description: role.description,
    type: role.type,
  });
  if (role.scopeIds.length > 0)
    await tx
      .insert(t.rolesScopes)
      .values(role.scopeIds.map((scopeId) => ({ tenantId, roleId, scopeId })));
  return roleId;
};

export const insertTenantBasics = async (
  tx: Queryable,
  tenantId: string,
  signInMode: 'SignIn' | 'Register' | 'SignInAndRegister',
) => {
  await tx
    .insert(t.tenants)
    .values({ id: tenantId, name: `Tenant ${tenantId}`, tag: 'development' });
  // Its own database login, which its requests run on (decision 002).
  await createTenantLogin(tx, tenantId);
  await tx.insert(t.configs).values([
    { tenantId, key: privateKeysConfigKey, value: [generatePrivateKey()] },
    { tenantId, key: cookieKeysConfigKey, value: [generateCookieKey()] },
    {
      tenantId,
      key: 'adminConsole',
      value: { signInExperienceCustomized: false, organizationCreated: false },
    },
    {
      tenantId,
      key: 'idToken',
      value: { enabledExtendedClaims: ['roles', 'organizations', 'organization_roles'] },
    },
  ]);
  await tx
    .insert(t.signInExperiences)
    .values({ ...defaultSignInExperienceRow(), tenantId, signInMode });
};
