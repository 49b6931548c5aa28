import { z } from 'zod';

// The smaller JSONB policies of `sign_in_experiences` (contract/entities.md), shaped as the API
// returns them. Their rules live with the features that use them (MFA, captcha, …).

export const mfaFactors = [
  'Totp',
  'WebAuthn',
  'BackupCode',
  'EmailVerificationCode',
  'PhoneVerificationCode',
] as const;
export const mfaFactorGuard = z.enum(mfaFactors);

export const mfaPolicyGuard = z.enum([
  'UserControlled',
  'Mandatory',
  'PromptOnlyAtSignIn',
  'PromptAtSignInAndSignUp',
  'NoPrompt',
  'PromptAtSignInAndSignUpMandatory',
  'PromptOnlyAtSignInMandatory',
]);

export const mfaGuard = z.object({
  factors: z.array(mfaFactorGuard),
  policy: mfaPolicyGuard,
  organizationRequiredMfaPolicy: z.enum(['NoPrompt', 'Mandatory']).optional(),
});
export type Mfa = z.infer<typeof mfaGuard>;

export const usernamePolicyGuard = z
  .object({
    caseSensitive: z.boolean(),
    minLength: z.number().int().min(1).max(128),
    maxLength: z.number().int().min(1).max(128),
    allowedChars: z.object({
      lowercase: z.boolean(),
      uppercase: z.boolean(),
      numbers: z.boolean(),
      underscore: z.boolean(),
    }),
  })
  .refine(({ minLength, maxLength }) => minLength <= maxLength, {
    message: 'minLength must not exceed maxLength',
  })
  .refine(
    ({ allowedChars: { lowercase, uppercase, underscore } }) =>
      lowercase || uppercase || underscore,
    {
      message: 'one of lowercase, uppercase or underscore must be allowed',
    },
  );
export type UsernamePolicy = z.infer<typeof usernamePolicyGuard>;

export const socialSignInGuard = z.object({
  automaticAccountLinking: z.boolean().optional(),
  skipRequiredIdentifiers: z.boolean().optional(),
});

export const customUiAssetsGuard = z.object({ id: z.string(), createdAt: z.number() });

export const customUiCspGuard = z.object({
  scriptSrc: z.array(z.string()).optional(),
  connectSrc: z.array(z.string()).optional(),
});

export const captchaPolicyGuard = z.object({ enabled: z.boolean().optional() });

export const sentinelPolicyGuard = z.object({
  maxAttempts: z.number().optional(),
  lockoutDuration: z.number().optional(),
});

export const emailBlocklistPolicyGuard = z.object({
  blockDisposableAddresses: z.boolean().optional(),
  blockSubaddressing: z.boolean().optional(),
  customAllowlist: z.array(z.string()).optional(),
  customBlocklist: z.array(z.string()).optional(),
});

export const verificationCodePolicyGuard = z.object({
  expirationDuration: z.number().optional(),
  maxRetryAttempts: z.number().optional(),
});

export const forgotPasswordMethodGuard = z.enum(['EmailVerificationCode', 'PhoneVerificationCode']);

export const passkeySignInGuard = z.object({
  enabled: z.boolean().optional(),
  showPasskeyButton: z.boolean().optional(),
  allowAutofill: z.boolean().optional(),
});

export const passwordExpirationGuard = z.union([
  z.object({ enabled: z.literal(false).optional() }),
  z.object({
    enabled: z.literal(true),
    validPeriodDays: z.number(),
    enabledAt: z.number().optional(),
  }),
]);
