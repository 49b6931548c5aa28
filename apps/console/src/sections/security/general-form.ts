import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import type { SignInExperiencePatch } from '@gatehouse/schemas/sign-in-experience/sign-in-experience-patch.schema';
import { z } from 'zod';

/** What the server applies when the sentinel policy leaves a value out (services/sentinel.ts). */
export const sentinelDefaults = { maxAttempts: 100, lockoutDuration: 60 } as const;

/**
 * `security/general`: the sentinel's limits and the e-mail blocklist, under the PATCH body's
 * field names. A lock lasts at most a year (525 600 minutes), as the server caps it.
 */
export const generalFormGuard = z.object({
  sentinelPolicy: z.object({
    maxAttempts: z.number().int().min(1).max(10_000),
    lockoutDuration: z.number().int().min(1).max(525_600),
  }),
  emailBlocklistPolicy: z.object({
    blockSubaddressing: z.boolean(),
    customBlocklist: z.array(z.string().trim().min(1)),
  }),
});
export type GeneralFormValues = z.input<typeof generalFormGuard>;

export const toGeneralFormValues = (experience: SignInExperience): GeneralFormValues => ({
  sentinelPolicy: {
    maxAttempts: experience.sentinelPolicy.maxAttempts ?? sentinelDefaults.maxAttempts,
    lockoutDuration: experience.sentinelPolicy.lockoutDuration ?? sentinelDefaults.lockoutDuration,
  },
  emailBlocklistPolicy: {
    blockSubaddressing: experience.emailBlocklistPolicy.blockSubaddressing ?? false,
    customBlocklist: [...(experience.emailBlocklistPolicy.customBlocklist ?? [])],
  },
});

/** PATCH replaces each field whole: keep the blocklist settings this tab does not show. */
export const toGeneralPatch = (
  experience: SignInExperience,
  values: z.output<typeof generalFormGuard>,
): SignInExperiencePatch => ({
  sentinelPolicy: { ...experience.sentinelPolicy, ...values.sentinelPolicy },
  emailBlocklistPolicy: { ...experience.emailBlocklistPolicy, ...values.emailBlocklistPolicy },
});
