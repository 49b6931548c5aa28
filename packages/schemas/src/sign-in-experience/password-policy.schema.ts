import { z } from 'zod';
import {
  defaultPasswordPolicy,
  type PartialPasswordPolicy,
  type PasswordPolicy,
} from '../rules/password-policy.ts';

const { length, characterTypes, rejects } = defaultPasswordPolicy;

// `prefault` (not `default`) so that a missing section is parsed and gets its inner defaults.
/**
 * The password policy with every default of spec §5 filled in.
 * Example: `passwordPolicyGuard.parse({})` → `{ length: { min: 8, max: 256 }, … }`.
 */
export const passwordPolicyGuard = z.object({
  length: z
    .object({
      min: z.number().int().min(1).default(length.min),
      max: z.number().int().min(1).max(256).default(length.max),
    })
    .refine(({ min, max }) => min <= max, { message: 'min must not exceed max' })
    .prefault({}),
  characterTypes: z
    .object({ min: z.number().int().min(1).max(4).default(characterTypes.min) })
    .prefault({}),
  rejects: z
    .object({
      pwned: z.boolean().default(rejects.pwned),
      repetitionAndSequence: z.boolean().default(rejects.repetitionAndSequence),
      userInfo: z.boolean().default(rejects.userInfo),
      words: z.array(z.string()).default([]),
    })
    .prefault({}),
}) satisfies z.ZodType<PasswordPolicy, PartialPasswordPolicy>;

/** The stored shape (`sign_in_experiences.password_policy`), defaults not applied. */
export const partialPasswordPolicyGuard = z.object({
  length: z
    .object({ min: z.number().int().min(1), max: z.number().int().min(1).max(256) })
    .partial()
    .optional(),
  characterTypes: z
    .object({ min: z.number().int().min(1).max(4) })
    .partial()
    .optional(),
  rejects: z
    .object({
      pwned: z.boolean(),
      repetitionAndSequence: z.boolean(),
      userInfo: z.boolean(),
      words: z.array(z.string()),
    })
    .partial()
    .optional(),
}) satisfies z.ZodType<PartialPasswordPolicy>;
