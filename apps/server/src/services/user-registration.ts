import { generateShortId } from '@gatehouse/schemas';
import { type AppContext, adminTenantId } from '../context.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { insertOrganizationRoleUser } from '../queries/organization-role-users.ts';
import { findOrganizationRoleByName } from '../queries/organization-roles.ts';
import { insertOrganizationUser } from '../queries/organization-users.ts';
import { findRoleByName } from '../queries/roles.ts';
import { findSignInExperience, updateSignInExperience } from '../queries/sign-in-experiences.ts';
import { countUsers } from '../queries/user-stats.ts';
import {
  findUserByUsername,
  insertUser,
  isIdentifierTaken,
  type UserRow,
} from '../queries/users.ts';
import { userRoleRelation } from '../queries/users-roles.ts';
import { assignDefaultRoles } from './default-roles.ts';
import { DomainError } from './domain-error.ts';
import type { StoredPassword } from './passwords.ts';

/** Names from the seed (contract/multitenancy.md): the console app and the admin tenant's roles. */
export const adminConsoleClientId = 'admin-console';
export const adminTenantUserRole = 'user';
export const defaultTenantAdminRole = 'default:admin';
export const defaultTenantOrganizationId = 't-default';
export const tenantOrganizationAdminRole = 'admin';

/** A new account: at least one identifier (username, e-mail or phone), a password if any. */
export type Registration = {
  username?: string | undefined;
  password?: StoredPassword | undefined;
  /** Addresses the person proved with a code. */
  primaryEmail?: string | undefined;
  primaryPhone?: string | undefined;
  name?: string | undefined;
  avatar?: string | undefined;
  customData?: Record<string, unknown> | undefined;
  /** The OIDC client the person registered through. */
  applicationId?: string | undefined;
};

export const registrationDisabled = () => new DomainError('session.registration_disabled');

/** Gives `userId` the roles called `names` that exist (seeded roles of the admin tenant). */
const assignRolesByName = async (tx: TenantTx, userId: string, names: string[]) => {
  const roleIds: string[] = [];
  for (const name of names) {
    const role = await findRoleByName(tx, name);
    if (role) roleIds.push(role.id);
  }
  await userRoleRelation.insert(
    tx,
    roleIds.map((roleId) => ({ owner: roleId, member: userId })),
  );
};

/** Makes the console's first account the administrator of tenant `default`. */
const makeFirstAdmin = async (tx: TenantTx, userId: string) => {
  await assignRolesByName(tx, userId, [adminTenantUserRole, defaultTenantAdminRole]);
  await insertOrganizationUser(tx, defaultTenantOrganizationId, userId);
  const role = await findOrganizationRoleByName(tx, tenantOrganizationAdminRole);
  if (role) {
    await insertOrganizationRoleUser(tx, {
      organizationId: defaultTenantOrganizationId,
      organizationRoleId: role.id,
      userId,
    });
  }
  // From now on the console only signs people in; more accounts come from invitations.
  await updateSignInExperience(tx, { signInMode: 'SignIn' });
};

/**
 * Creates a user from a finished registration. In the self-hosted admin tenant only the very
 * first account may register (through the console): it becomes the administrator and the
 * admin tenant switches to sign-in only; any later registration there is refused. Elsewhere the
 * new user gets the tenant's default roles (admin tenant of the cloud edition: role `user`).
 * The sign-in experience row is locked first (in the caller's transaction, until it ends), so two
 * simultaneous first registrations cannot both become administrator.
 */
export const registerUser = async (
  tx: TenantTx,
  app: Pick<AppContext, 'env'>,
  registration: Registration,
): Promise<{ user: UserRow; isFirstAdmin: boolean }> => {
  const experience = await findSignInExperience(tx, { forUpdate: true });
  if (experience?.signInMode === 'SignIn') throw registrationDisabled();

  const isAdminTenant = tx.tenantId === adminTenantId;
  const isSelfHosted = app.env.GATEHOUSE_EDITION === 'oss';
  const existingUsers = isAdminTenant ? await countUsers(tx) : 0;
  if (isAdminTenant && isSelfHosted && existingUsers > 0) throw registrationDisabled();

  const { username, password, primaryEmail, primaryPhone, applicationId } = registration;
  if (username && (await findUserByUsername(tx, username))) {
    throw new DomainError('user.username_already_in_use');
  }
  if (
    primaryEmail &&
    (await isIdentifierTaken(tx, { type: 'primaryEmail', value: primaryEmail }))
  ) {
    throw new DomainError('user.email_already_in_use');
  }
  if (
    primaryPhone &&
    (await isIdentifierTaken(tx, { type: 'primaryPhone', value: primaryPhone }))
  ) {
    throw new DomainError('user.phone_already_in_use');
  }
  const user = await insertUser(tx, {
    id: generateShortId(),
    username: username ?? null,
    primaryEmail: primaryEmail ?? null,
    primaryPhone: primaryPhone ?? null,
    passwordEncrypted: password?.encrypted ?? null,
    passwordEncryptionMethod: password?.method ?? null,
    name: registration.name ?? null,
    avatar: registration.avatar ?? null,
    customData: registration.customData ?? {},
    applicationId: applicationId ?? null,
    lastSignInAt: new Date(),
  });

  const isFirstAdmin = isAdminTenant && isSelfHosted && applicationId === adminConsoleClientId;
  if (isFirstAdmin) await makeFirstAdmin(tx, user.id);
  else if (isAdminTenant) await assignRolesByName(tx, user.id, [adminTenantUserRole]);
  else await assignDefaultRoles(tx, user.id);
  return { user, isFirstAdmin };
};
