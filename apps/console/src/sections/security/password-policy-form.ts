import { resolvePasswordPolicy } from '@gatehouse/schemas/rules/password-policy';
import { passwordPolicyGuard } from '@gatehouse/schemas/sign-in-experience/password-policy.schema';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import { z } from 'zod';

/**
 * The password policy tab's form: the shared guard of spec §5 (the server validates the same),
 * under the PATCH body's field name so that the server's issues land on their inputs. The guard's
 * own "min must not exceed max" rule is a custom issue on `passwordPolicy.length`.
 */
export const passwordPolicyFormGuard = z.object({ passwordPolicy: passwordPolicyGuard });
export type PasswordPolicyFormValues = z.input<typeof passwordPolicyFormGuard>;

/** Every default filled in, so that the form shows what the server applies. */
export const toPasswordPolicyFormValues = (
  experience: SignInExperience,
): PasswordPolicyFormValues => {
  const policy = resolvePasswordPolicy(experience.passwordPolicy);
  return {
    passwordPolicy: {
      length: { ...policy.length },
      characterTypes: { ...policy.characterTypes },
      rejects: { ...policy.rejects, words: [...policy.rejects.words] },
    },
  };
};
