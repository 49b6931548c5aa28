import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { TenantTx } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import {
  type CodeChannel,
  forgotPasswordChannels,
  isCodeSignInEnabled,
  isCodeSignUpEnabled,
} from '../tenant-sign-in-experience.ts';

/** The sign-in experience's rules for codes, each answering the contract's error. */

const methodNotEnabled = () => new ApiError('user.sign_in_method_not_enabled', { status: 422 });

/** Sign-in by a code to `channel`: 422 `user.sign_in_method_not_enabled` unless offered. */
export const assertCodeSignIn = (experience: SignInExperience, channel: CodeChannel) => {
  if (!isCodeSignInEnabled(experience, channel)) throw methodNotEnabled();
};

/** Registration with a verified `channel` address: 422 `user.sign_in_method_not_enabled` unless offered. */
export const assertCodeSignUp = (experience: SignInExperience, channel: CodeChannel) => {
  if (!isCodeSignUpEnabled(experience, channel)) throw methodNotEnabled();
};

/** Password reset through `channel`: 422 `session.not_supported_for_forgot_password` unless offered. */
export const assertForgotPasswordChannel = async (
  tx: TenantTx,
  experience: SignInExperience,
  channel: CodeChannel,
) => {
  if (!(await forgotPasswordChannels(tx, experience)).includes(channel)) {
    throw new ApiError('session.not_supported_for_forgot_password', { status: 422 });
  }
};
