import { z } from 'zod';
import { usernameRegex } from './username-rule.ts';

export const signInModes = ['SignIn', 'Register', 'SignInAndRegister'] as const;
/** Whether the hosted pages offer sign-in, registration or both. */
export const signInModeGuard = z.enum(signInModes);
export type SignInMode = z.infer<typeof signInModeGuard>;

export const agreeToTermsPolicies = ['Automatic', 'ManualRegistrationOnly', 'Manual'] as const;
export const agreeToTermsPolicyGuard = z.enum(agreeToTermsPolicies);
export type AgreeToTermsPolicy = z.infer<typeof agreeToTermsPolicyGuard>;

export const signInIdentifierGuard = z.enum(['username', 'email', 'phone']);
export type SignInIdentifier = z.infer<typeof signInIdentifierGuard>;

export const signInGuard = z.object({
  methods: z.array(
    z.object({
      identifier: signInIdentifierGuard,
      password: z.boolean(),
      verificationCode: z.boolean(),
      isPasswordPrimary: z.boolean(),
    }),
  ),
});
export type SignIn = z.infer<typeof signInGuard>;

export const signUpGuard = z.object({
  identifiers: z.array(signInIdentifierGuard),
  password: z.boolean(),
  verify: z.boolean(),
  secondaryIdentifiers: z
    .array(
      z.object({
        identifier: z.union([signInIdentifierGuard, z.literal('emailOrPhone')]),
        verify: z.boolean().optional(),
      }),
    )
    .optional(),
});
export type SignUp = z.infer<typeof signUpGuard>;

/** Usernames as the experience API accepts them. */
export const usernameGuard = z.string().regex(usernameRegex);
