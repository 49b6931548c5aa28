import { createDefaultSignInExperience } from '@gatehouse/schemas/sign-in-experience/default-sign-in-experience';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { eq } from 'drizzle-orm';
import { type AppContext, adminTenantId } from '../context.ts';
import { tenants } from '../db/schema/index.ts';
import type { TenantTx } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { findSignInExperience } from '../queries/sign-in-experiences.ts';
import { countUsers } from '../queries/user-stats.ts';
import { toSignInExperienceResponse } from '../responses/sign-in-experience-responses.ts';
import { registrationDisabled } from '../services/user-registration.ts';
import type { InteractionEvent } from './experience-session.ts';

/**
 * The tenant's sign-in experience as the management API answers it (settings a tenant seeded
 * before they existed read as a fresh tenant's defaults), with the tenant's tag.
 */
export const readSignInExperience = async (
  tx: TenantTx,
): Promise<{ experience: SignInExperience; tag: string | undefined }> => {
  const row = await findSignInExperience(tx);
  const [tenant] = await tx
    .select({ tag: tenants.tag })
    .from(tenants)
    .where(eq(tenants.id, tx.tenantId));
  const experience = row
    ? toSignInExperienceResponse(row)
    : createDefaultSignInExperience(tx.tenantId);
  return { experience, tag: tenant?.tag };
};

/**
 * Refuses an interaction event the tenant does not offer: registration when the sign-in mode is
 * `SignIn` (and in the self-hosted admin tenant once its first account exists), sign-in when it
 * is `Register`, and password reset, which needs e-mail or SMS connectors this server lacks.
 */
export const assertEventAllowed = async (
  tx: TenantTx,
  env: Pick<AppContext['env'], 'GATEHOUSE_EDITION'>,
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
  if (tx.tenantId === adminTenantId && env.GATEHOUSE_EDITION === 'oss') {
    if ((await countUsers(tx)) > 0) throw registrationDisabled();
  }
};

/** Whether the tenant lets people sign in with `identifier` + password. */
export const isPasswordSignInEnabled = (experience: SignInExperience, identifier: string) =>
  experience.signIn.methods.some((method) => method.identifier === identifier && method.password);

/** Whether the tenant lets people register with a username and a password. */
export const isUsernameSignUpEnabled = (experience: SignInExperience) =>
  experience.signUp.identifiers.includes('username') && experience.signUp.password;
