import {
  checkPasswordPolicy,
  resolvePasswordPolicy,
} from '@gatehouse/schemas/rules/password-policy';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../http/api-error.ts';
import { hashPassword } from '../../services/passwords.ts';
import { checkBreachedPassword } from '../../services/pwned-passwords.ts';

/**
 * A new password the tenant's policy accepts (422 `password.rejected` with the issues otherwise),
 * as the digest the interaction may keep; never the password itself.
 */
export const digestNewPassword = async (
  app: AppContext,
  experience: SignInExperience,
  password: string,
  context: { username?: string | undefined } = {},
) => {
  const policy = resolvePasswordPolicy(experience.passwordPolicy);
  let issues = checkPasswordPolicy(password, policy, context);
  // The breached check is a network call: only worth it for an otherwise acceptable password.
  if (issues.length === 0 && policy.rejects.pwned) {
    issues = await checkBreachedPassword(app, password);
  }
  if (issues.length > 0) {
    throw new ApiError('password.rejected', { status: 422, data: { issues } });
  }
  const digest = await hashPassword(password);
  return { encrypted: digest.encrypted, method: 'Argon2id' as const };
};
