import { newPasswordIdentityBodyGuard } from '@gatehouse/schemas/api/experience';
import { ApiError } from '../../http/api-error.ts';
import {
  assertEventAllowed,
  isUsernameSignUpEnabled,
  readSignInExperience,
} from '../tenant-sign-in-experience.ts';
import { digestNewPassword } from './check-new-password.ts';
import { findUserByIdentifier } from './find-user-by-identifier.ts';
import { defineVerifier } from './step-context.ts';

const maxUsernameLength = 128;

/**
 * `POST /api/experience/verification/new-password-identity`: a free username and a password the
 * tenant's policy accepts, for registration. The record keeps the digest, never the password.
 */
export const verifyNewPasswordIdentityStep = defineVerifier({
  path: 'new-password-identity',
  body: newPasswordIdentityBodyGuard,
  errors: [403, 404, 422],
  summary: 'Check a new username and password for registration',
  verify: async ({ app, tenant }, { identifier, password }) => {
    const username = identifier.value;
    const experience = await tenant.transaction(async (tx) => {
      const { experience } = await readSignInExperience(tx);
      await assertEventAllowed(tx, app.env, experience, 'Register');
      if (!isUsernameSignUpEnabled(experience)) {
        throw new ApiError('user.sign_up_method_not_enabled', { status: 422 });
      }
      if (username.length > maxUsernameLength) {
        throw new ApiError('user.username_too_long', {
          status: 422,
          interpolation: { maxLength: maxUsernameLength },
        });
      }
      if (await findUserByIdentifier(tx, identifier)) {
        throw new ApiError('user.username_already_in_use', { status: 422 });
      }
      return experience;
    });

    return {
      type: 'NewPasswordIdentity',
      identifier: { type: 'username', value: username },
      password: await digestNewPassword(app, experience, password, { username }),
    };
  },
});
