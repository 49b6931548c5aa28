import { createDefaultSignInExperience } from '@gatehouse/schemas/sign-in-experience/default-sign-in-experience';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { eq } from 'drizzle-orm';
import { type AppContext, adminTenantId, type TenantInfo } from '../context.ts';
import { tenants } from '../db/schema/index.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { findSignInExperience } from '../queries/sign-in-experiences.ts';
import { countUsers } from '../queries/users.ts';
import { registrationDisabled } from '../services/user-registration.ts';
import type { InteractionEvent } from './experience-session.ts';

type Deps = Pick<AppContext, 'database' | 'env'>;

/**
 * The tenant's sign-in experience with the defaults filled in for settings the row does not
 * hold (yet): the database keeps the columns the server uses, the schema describes them all.
 */
export const readSignInExperience = async (
  app: Deps,
  tenantId: string,
): Promise<{ experience: SignInExperience; tag: string | undefined }> => {
  const { row, tenant } = await withTenant(app.database.db, tenantId, async (tx) => ({
    row: await findSignInExperience(tx, tenantId),
    tenant: (
      await tx.select({ tag: tenants.tag }).from(tenants).where(eq(tenants.id, tenantId))
    )[0],
  }));
  const experience = { ...createDefaultSignInExperience(tenantId), ...row } as SignInExperience;
  return { experience, tag: tenant?.tag };
};

/**
 * Refuses an interaction event the tenant does not offer: registration when the sign-in mode is
 * `SignIn` (and in the self-hosted admin tenant once its first account exists), sign-in when it
 * is `Register`, and password reset, which needs e-mail or SMS connectors this server lacks.
 */
export const assertEventAllowed = async (
  app: Deps,
  tenant: TenantInfo,
  experience: SignInExperience,
  event: InteractionEvent,
): Promise<void> => {
  if (event === 'ForgotPassword') {
    throw new ApiError('session.forgot_password_not_enabled', { status: 422 });
  }
  if (event === 'SignIn' && experience.signInMode === 'Register') {
    throw new ApiError('session.sign_in_disabled', { status: 403 });
  }
  if (event !== 'Register') return;
  if (experience.signInMode === 'SignIn') throw registrationDisabled();
  if (tenant.id === adminTenantId && app.env.GATEHOUSE_EDITION === 'oss') {
    const users = await withTenant(app.database.db, tenant.id, (tx) => countUsers(tx, tenant.id));
    if (users > 0) throw registrationDisabled();
  }
};

/** Whether the tenant lets people sign in with `identifier` + password. */
export const isPasswordSignInEnabled = (experience: SignInExperience, identifier: string) =>
  experience.signIn.methods.some((method) => method.identifier === identifier && method.password);

/** Whether the tenant lets people register with a username and a password. */
export const isUsernameSignUpEnabled = (experience: SignInExperience) =>
  experience.signUp.identifiers.includes('username') && experience.signUp.password;
