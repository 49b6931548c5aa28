import { ApiError } from '../../http/api-error.ts';
import { updateUser } from '../../queries/users.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { digestNewPassword } from './check-new-password.ts';
import { findActiveUser } from './find-active-user.ts';
import type { StepContext, SubmitStep } from './step-context.ts';

/**
 * `PUT /api/experience/profile/password` (ForgotPassword, once identified by a code): a new
 * password the policy accepts and that differs from the current one (422 `user.same_password`).
 * Only its digest is kept until submission writes it.
 */
export const setNewPassword = async ({ app, tenant, state }: StepContext, password: string) => {
  if (state.interactionEvent !== 'ForgotPassword') {
    throw new ApiError('session.invalid_interaction_type', { status: 400 });
  }
  const userId = state.userId;
  if (!userId) throw new ApiError('session.identifier_not_found', { status: 404 });
  const { user, experience } = await tenant.transaction(async (tx) => ({
    user: await findActiveUser(tx, userId),
    experience: (await readSignInExperience(tx)).experience,
  }));
  if (
    user.passwordEncrypted &&
    user.passwordEncryptionMethod &&
    (await verifyPassword(password, {
      encrypted: user.passwordEncrypted,
      method: user.passwordEncryptionMethod,
    }))
  ) {
    throw new ApiError('user.same_password', { status: 422 });
  }
  const digest = await digestNewPassword(app, experience, password, {
    username: user.username ?? undefined,
  });
  state.profile = { ...state.profile, password: digest };
};

/**
 * Submission of a password reset: writes the new password (422
 * `user.new_password_required_in_profile` when none was set).
 */
export const writeNewPassword: SubmitStep = async ({ tenant, state }, userId) => {
  const password = state.profile.password;
  if (!password) throw new ApiError('user.new_password_required_in_profile', { status: 422 });
  await tenant.transaction((tx) =>
    updateUser(tx, userId, {
      passwordEncrypted: password.encrypted,
      passwordEncryptionMethod: password.method,
    }),
  );
};
