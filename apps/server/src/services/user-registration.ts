import { generateShortId } from '@gatehouse/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { type AppContext, adminTenantId, type TenantInfo } from '../context.ts';
import type { Queryable } from '../db/client.ts';
import {
  organizationRoles,
  organizationRoleUsers,
  organizationUsers,
  roles,
  usersRoles,
} from '../db/schema/index.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { findSignInExperience, updateSignInExperience } from '../queries/sign-in-experiences.ts';
import { countUsers, findUserByUsername, insertUser, type UserRow } from '../queries/users.ts';
import { assignDefaultRoles } from './default-roles.ts';
import type { StoredPassword } from './passwords.ts';

/** Names from the seed (contract/multitenancy.md): the console app and the admin tenant's roles. */
export const adminConsoleClientId = 'admin-console';
export const adminTenantUserRole = 'user';
export const defaultTenantAdminRole = 'default:admin';
export const defaultTenantOrganizationId = 't-default';
export const tenantOrganizationAdminRole = 'admin';

export type Registration = {
  username: string;
  password: StoredPassword;
  /** The OIDC client the person registered through. */
  applicationId?: string | undefined;
};

export const registrationDisabled = () =>
  new ApiError('session.registration_disabled', { status: 403 });

const assignRolesByName = async (
  tx: Queryable,
  tenantId: string,
  userId: string,
  names: string[],
) => {
  const found = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.name, names)));
  if (found.length > 0) {
    await tx.insert(usersRoles).values(found.map(({ id }) => ({ tenantId, userId, roleId: id })));
  }
};

/** Makes the console's first account the administrator of tenant `default`. */
const makeFirstAdmin = async (tx: Queryable, userId: string) => {
  const tenantId = adminTenantId;
  await assignRolesByName(tx, tenantId, userId, [adminTenantUserRole, defaultTenantAdminRole]);
  await tx
    .insert(organizationUsers)
    .values({ tenantId, organizationId: defaultTenantOrganizationId, userId });
  const [role] = await tx
    .select({ id: organizationRoles.id })
    .from(organizationRoles)
    .where(
      and(
        eq(organizationRoles.tenantId, tenantId),
        eq(organizationRoles.name, tenantOrganizationAdminRole),
      ),
    );
  if (role) {
    await tx.insert(organizationRoleUsers).values({
      tenantId,
      organizationId: defaultTenantOrganizationId,
      organizationRoleId: role.id,
      userId,
    });
  }
  // From now on the console only signs people in; more accounts come from invitations.
  await updateSignInExperience(tx, tenantId, { signInMode: 'SignIn' });
};

/**
 * Creates a user from a finished registration. In the self-hosted admin tenant only the very
 * first account may register (through the console): it becomes the administrator and the
 * admin tenant switches to sign-in only; any later registration there is refused. Elsewhere the
 * new user gets the tenant's default roles (admin tenant of the cloud edition: role `user`).
 * The sign-in experience row is locked first, so two simultaneous first registrations cannot
 * both become administrator.
 */
export const registerUser = async (
  app: Pick<AppContext, 'database' | 'env'>,
  tenant: Pick<TenantInfo, 'id'>,
  { username, password, applicationId }: Registration,
): Promise<{ user: UserRow; isFirstAdmin: boolean }> =>
  withTenant(app.database.db, tenant.id, async (tx) => {
    const experience = await findSignInExperience(tx, tenant.id, { forUpdate: true });
    if (experience?.signInMode === 'SignIn') throw registrationDisabled();

    const isAdminTenant = tenant.id === adminTenantId;
    const isSelfHosted = app.env.GATEHOUSE_EDITION === 'oss';
    const existingUsers = isAdminTenant ? await countUsers(tx, tenant.id) : 0;
    if (isAdminTenant && isSelfHosted && existingUsers > 0) throw registrationDisabled();

    if (await findUserByUsername(tx, tenant.id, username)) {
      throw new ApiError('user.username_already_in_use', { status: 422 });
    }
    const user = await insertUser(tx, tenant.id, {
      id: generateShortId(),
      username,
      passwordEncrypted: password.encrypted,
      passwordEncryptionMethod: password.method,
      applicationId: applicationId ?? null,
      lastSignInAt: new Date(),
    });

    const isFirstAdmin = isAdminTenant && isSelfHosted && applicationId === adminConsoleClientId;
    if (isFirstAdmin) await makeFirstAdmin(tx, user.id);
    else if (isAdminTenant) await assignRolesByName(tx, tenant.id, user.id, [adminTenantUserRole]);
    else await assignDefaultRoles(tx, tenant.id, user.id);
    return { user, isFirstAdmin };
  });
