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
import { hasMessageConnector } from '../services/connectors.ts';
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

/** The address types a code may reset a password through. */
export type CodeChannel = 'email' | 'phone';

/**
 * The channels a forgotten password can be reset through: those `forgotPasswordMethods` names
 * (unset or empty: every channel, as before the setting existed) that have a connector to send
 * the code.
 */
export const forgotPasswordChannels = async (
  tx: TenantTx,
  experience: SignInExperience,
): Promise<CodeChannel[]> => {
  const methods = experience.forgotPasswordMethods?.length
    ? experience.forgotPasswordMethods
    : ['EmailVerificationCode', 'PhoneVerificationCode'];
  const channels: CodeChannel[] = [];
  if (methods.includes('EmailVerificationCode') && (await hasMessageConnector(tx, 'Email')))
    channels.push('email');
  if (methods.includes('PhoneVerificationCode') && (await hasMessageConnector(tx, 'Sms')))
    channels.push('phone');
  return channels;
};

/**
 * Refuses an interaction event the tenant does not offer: registration when the sign-in mode is
 * `SignIn` (and in the self-hosted admin tenant once its first account exists), sign-in when it
 * is `Register`, and password reset when no e-mail or SMS connector can send its code
 * (422 `session.forgot_password_not_enabled`).
 */
export const assertEventAllowed = async (
  tx: TenantTx,
  env: Pick<AppContext['env'], 'GATEHOUSE_EDITION'>,
  experience: SignInExperience,
  event: InteractionEvent,
): Promise<void> => {
  if (event === 'ForgotPassword') {
    if ((await forgotPasswordChannels(tx, experience)).length > 0) return;
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

/** Whether the tenant lets people sign in with a code sent to an address of this type. */
export const isCodeSignInEnabled = (experience: SignInExperience, type: CodeChannel) =>
  experience.signIn.methods.some((method) => method.identifier === type && method.verificationCode);

/**
 * Whether the tenant lets people register with a verified address of this type: as the sign-up
 * identifier (with `verify` on), or as a secondary identifier the sign-up asks for.
 */
export const isCodeSignUpEnabled = (experience: SignInExperience, type: CodeChannel) => {
  const { identifiers, verify, secondaryIdentifiers = [] } = experience.signUp;
  if (identifiers.includes(type) && verify) return true;
  return secondaryIdentifiers.some(
    ({ identifier }) => identifier === type || identifier === 'emailOrPhone',
  );
};
