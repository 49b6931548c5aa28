import { z } from 'zod';
import { brandingGuard, colorGuard, languageInfoGuard } from './branding.schema.ts';
import { partialPasswordPolicyGuard } from './password-policy.schema.ts';
import {
  captchaPolicyGuard,
  customUiAssetsGuard,
  customUiCspGuard,
  emailBlocklistPolicyGuard,
  forgotPasswordMethodGuard,
  mfaGuard,
  passkeySignInGuard,
  passwordExpirationGuard,
  sentinelPolicyGuard,
  socialSignInGuard,
  usernamePolicyGuard,
  verificationCodePolicyGuard,
} from './policies.schema.ts';
import {
  agreeToTermsPolicyGuard,
  signInGuard,
  signInModeGuard,
  signUpGuard,
} from './sign-in-methods.schema.ts';

/**
 * One tenant's sign-in experience as `GET /api/sign-in-exp` returns it (contract/entities.md,
 * `sign_in_experiences`). `id` is always `'default'`. `passwordPolicy` is the stored partial
 * policy: read it through `passwordPolicyGuard` or `resolvePasswordPolicy` to get the defaults.
 */
export const signInExperienceGuard = z.object({
  tenantId: z.string().max(21),
  id: z.string().min(1).max(21),
  color: colorGuard,
  branding: brandingGuard,
  hideLogtoBranding: z.boolean(),
  languageInfo: languageInfoGuard,
  termsOfUseUrl: z.string().max(2048).nullable(),
  privacyPolicyUrl: z.string().max(2048).nullable(),
  agreeToTermsPolicy: agreeToTermsPolicyGuard,
  signIn: signInGuard,
  signUp: signUpGuard,
  socialSignIn: socialSignInGuard,
  socialSignInConnectorTargets: z.array(z.string()),
  signInMode: signInModeGuard,
  customCss: z.string().nullable(),
  customContent: z.record(z.string(), z.string()),
  customUiAssets: customUiAssetsGuard.nullable(),
  customUiCsp: customUiCspGuard,
  passwordPolicy: partialPasswordPolicyGuard,
  mfa: mfaGuard,
  adaptiveMfa: z.object({ enabled: z.boolean().optional() }),
  singleSignOnEnabled: z.boolean(),
  supportEmail: z.string().nullable(),
  supportWebsiteUrl: z.string().nullable(),
  unknownSessionRedirectUrl: z.string().nullable(),
  captchaPolicy: captchaPolicyGuard,
  sentinelPolicy: sentinelPolicyGuard,
  emailBlocklistPolicy: emailBlocklistPolicyGuard,
  verificationCodePolicy: verificationCodePolicyGuard,
  forgotPasswordMethods: z.array(forgotPasswordMethodGuard).nullable(),
  passkeySignIn: passkeySignInGuard,
  signUpProfileFields: z.array(z.object({ name: z.string() })).nullable(),
  passwordExpiration: passwordExpirationGuard,
  usernamePolicy: usernamePolicyGuard,
});
export type SignInExperience = z.infer<typeof signInExperienceGuard>;
