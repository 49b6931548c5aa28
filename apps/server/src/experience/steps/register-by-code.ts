import { ApiError } from '../../http/api-error.ts';
import { isIdentifierTaken } from '../../queries/users.ts';
import { readSignInExperience } from '../tenant-sign-in-experience.ts';
import { assertCodeSignUp } from './code-method-rules.ts';
import { createUserFromProfile } from './create-user-from-profile.ts';
import { assertCodeVerified, type CodeRecord } from './find-code-record.ts';
import type { StepContext } from './step-context.ts';

/**
 * Registration with a verified e-mail address or phone number: the address joins the profile
 * (422 `user.email_already_in_use` / `phone_already_in_use` when an account has it), then the
 * account is created, or `user.missing_profile` says what the sign-up still needs.
 */
export const registerByCode = async (step: StepContext, record: CodeRecord): Promise<void> => {
  assertCodeVerified(record);
  const { type, value } = record.identifier;
  await step.tenant.transaction(async (tx) => {
    const { experience } = await readSignInExperience(tx);
    assertCodeSignUp(experience, type);
    const column = type === 'email' ? 'primaryEmail' : 'primaryPhone';
    if (await isIdentifierTaken(tx, { type: column, value })) {
      throw new ApiError(`user.${type}_already_in_use`, { status: 422 });
    }
  });
  step.state.profile = {
    ...step.state.profile,
    ...(type === 'email' ? { primaryEmail: value } : { primaryPhone: value }),
  };
  await createUserFromProfile(step);
};
