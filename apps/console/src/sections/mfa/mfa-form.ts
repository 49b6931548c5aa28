import {
  type Mfa,
  mfaFactorGuard,
  mfaFactors,
  mfaPolicyGuard,
} from '@gatehouse/schemas/sign-in-experience/policies.schema';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { SignInExperiencePatch } from '@gatehouse/schemas/sign-in-experience/sign-in-experience-patch.schema';
import { z } from 'zod';

/**
 * The MFA page's form: the `mfa` and `passkeySignIn` fields of the sign-in experience, shaped as
 * the PATCH body so that the server's issues land on the field they name. The one rule checked
 * here too (the server has it as `sign_in_experiences.backup_code_cannot_be_enabled_alone`):
 * backup codes only recover another factor, so they are never the only one.
 */
export const mfaFormGuard = z.object({
  mfa: z
    .object({ factors: z.array(mfaFactorGuard), policy: mfaPolicyGuard })
    .refine(({ factors }) => !(factors.length === 1 && factors[0] === 'BackupCode'), {
      path: ['factors'],
      // A key under `mfa.`: the page words it.
      message: 'backup_code_alone',
    }),
  passkeySignIn: z.object({
    enabled: z.boolean(),
    showPasskeyButton: z.boolean(),
    allowAutofill: z.boolean(),
  }),
});
export type MfaFormValues = z.input<typeof mfaFormGuard>;

/** The policies offered first (spec §4); the stored one is always offered too. */
export const mfaPolicyOptions = [
  'UserControlled',
  'Mandatory',
  'PromptOnlyAtSignIn',
  'PromptAtSignInAndSignUp',
  'NoPrompt',
] as const satisfies readonly Mfa['policy'][];

export const toMfaFormValues = (experience: SignInExperience): MfaFormValues => ({
  mfa: { factors: [...experience.mfa.factors], policy: experience.mfa.policy },
  passkeySignIn: {
    enabled: experience.passkeySignIn.enabled ?? false,
    showPasskeyButton: experience.passkeySignIn.showPasskeyButton ?? false,
    allowAutofill: experience.passkeySignIn.allowAutofill ?? false,
  },
});

/** PATCH replaces each field whole: keep what this page does not edit (organization MFA). */
export const toMfaPatch = (
  experience: SignInExperience,
  values: z.output<typeof mfaFormGuard>,
): SignInExperiencePatch => ({
  mfa: {
    ...experience.mfa,
    // In the order the page lists them, whatever order they were switched on in.
    factors: mfaFactors.filter((factor) => values.mfa.factors.includes(factor)),
    policy: values.mfa.policy,
  },
  passkeySignIn: { ...experience.passkeySignIn, ...values.passkeySignIn },
});
