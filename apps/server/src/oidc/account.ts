import { type Account, type AccountClaims, errors, type FindAccount } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
import {
  type AccountRow,
  findAccountRow,
  findUserOrganizationRoles,
  findUserOrganizations,
  findUserRoleNames,
} from '../queries/oidc-accounts.ts';

/** Scope → claims, in the order discovery lists them (contract/oidc.md). */
export const scopeClaims = {
  openid: ['sub'],
  profile: [
    'name',
    'family_name',
    'given_name',
    'middle_name',
    'nickname',
    'preferred_username',
    'profile',
    'picture',
    'website',
    'gender',
    'birthdate',
    'zoneinfo',
    'locale',
    'updated_at',
    'username',
    'created_at',
  ],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  address: ['address'],
  custom_data: ['custom_data'],
  identities: ['identities', 'sso_identities'],
  roles: ['roles'],
  'urn:logto:scope:organizations': ['organizations', 'organization_data'],
  'urn:logto:scope:organization_roles': ['organization_roles'],
  'urn:logto:scope:sessions': [],
  'urn:logto:scope:trusted_devices': [],
} as const;

/** Claims that reach the ID token only when the tenant's `idToken.enabledExtendedClaims` lists them. */
const extendedClaims = new Set([
  'custom_data',
  'identities',
  'sso_identities',
  'roles',
  'organizations',
  'organization_data',
  'organization_roles',
]);

/** `users.profile` keys (camelCase) → standard claim names; absent when unset. */
const profileClaims: Record<string, string> = {
  familyName: 'family_name',
  givenName: 'given_name',
  middleName: 'middle_name',
  nickname: 'nickname',
  profile: 'profile',
  website: 'website',
  gender: 'gender',
  birthdate: 'birthdate',
  zoneinfo: 'zoneinfo',
  locale: 'locale',
};

const baseClaims = (user: AccountRow): AccountClaims => {
  const profile = user.profile ?? {};
  const claims: AccountClaims = {
    sub: user.id,
    name: user.name,
    picture: user.avatar,
    username: user.username,
    preferred_username:
      (typeof profile.preferredUsername === 'string' ? profile.preferredUsername : undefined) ??
      user.username,
    created_at: user.createdAt.getTime(),
    updated_at: user.updatedAt.getTime(),
    email: user.primaryEmail,
    email_verified: Boolean(user.primaryEmail),
    phone_number: user.primaryPhone,
    phone_number_verified: Boolean(user.primaryPhone),
    custom_data: user.customData,
    identities: user.identities,
    // Enterprise SSO identities are not stored yet; the claim exists with its empty value.
    sso_identities: [],
  };
  for (const [key, claim] of Object.entries(profileClaims)) {
    if (profile[key] !== undefined && profile[key] !== null) claims[claim] = profile[key];
  }
  if (profile.address && typeof profile.address === 'object') claims.address = profile.address;
  return claims;
};

// InvalidGrant keeps a fixed public description; Logto exposes the reason, so set it explicitly.
const invalidGrant = (description: string) =>
  Object.assign(new errors.InvalidGrant(), { error_description: description });

export type AccountOptions = {
  db: Database;
  tenantId: string;
  idTokenExtendedClaims: ReadonlySet<string>;
};

/**
 * `findAccount` over `users`: a deleted user fails the grant as "user not found", a suspended one
 * as "user is suspended" (contract/oidc.md). Role and organization claims are read only when a
 * granted scope asks for them.
 */
export const createFindAccount = ({
  db,
  tenantId,
  idTokenExtendedClaims,
}: AccountOptions): FindAccount => {
  const run = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);

  return async (_ctx, sub): Promise<Account> => {
    const user = await run((tx) => findAccountRow(tx, sub));
    if (!user) throw invalidGrant('user not found');
    if (user.isSuspended) throw invalidGrant('user is suspended');

    return {
      accountId: user.id,
      claims: async (use, scope) => {
        const scopes = new Set(scope.split(' '));
        const claims = baseClaims(user);
        const extras = await run(async (tx) => ({
          roles: scopes.has('roles') ? await findUserRoleNames(tx, user.id) : undefined,
          organizations: scopes.has('urn:logto:scope:organizations')
            ? await findUserOrganizations(tx, user.id)
            : undefined,
          organizationRoles: scopes.has('urn:logto:scope:organization_roles')
            ? await findUserOrganizationRoles(tx, user.id)
            : undefined,
        }));
        if (extras.roles) claims.roles = extras.roles;
        if (extras.organizations) {
          claims.organizations = extras.organizations.map(({ id }) => id);
          claims.organization_data = extras.organizations.map(({ id, name, description }) => ({
            id,
            name,
            description,
          }));
        }
        if (extras.organizationRoles) claims.organization_roles = extras.organizationRoles;
        if (use === 'id_token') {
          for (const claim of extendedClaims)
            if (!idTokenExtendedClaims.has(claim)) delete claims[claim];
        }
        return claims;
      },
    };
  };
};
