import { z } from 'zod';
import { signInExperienceGuard } from './sign-in-experience.schema.ts';

/** A link the caller may clear with `null` or `''` (both are stored as `null`). */
const clearableUrl = z.union([z.url().max(2048), z.literal('')]).nullable();

/**
 * The body of `PATCH /api/sign-in-exp` (contract: SignInExperiencePatch): any subset of the
 * settings; each field given replaces the stored one whole (objects are not merged). `id` and
 * `tenantId` are ignored, so a caller may send back what `GET` answered. The rules that span
 * fields (sign-up identifiers offered for sign-in, connectors for codes, MFA factors…) are the
 * server's, answered with `sign_in_experiences.*` codes.
 * Example: `signInExperiencePatchGuard.parse({ color: { primaryColor: '#0A7', isDarkModeEnabled: false, darkPrimaryColor: '#3C9' } })`.
 */
export const signInExperiencePatchGuard = signInExperienceGuard
  .omit({
    tenantId: true,
    id: true,
    termsOfUseUrl: true,
    privacyPolicyUrl: true,
    supportEmail: true,
    supportWebsiteUrl: true,
    unknownSessionRedirectUrl: true,
  })
  .extend({
    termsOfUseUrl: clearableUrl,
    privacyPolicyUrl: clearableUrl,
    supportEmail: z.union([z.email(), z.literal('')]).nullable(),
    supportWebsiteUrl: clearableUrl,
    unknownSessionRedirectUrl: clearableUrl,
  })
  .partial();
export type SignInExperiencePatch = z.infer<typeof signInExperiencePatchGuard>;

/** The query of `PATCH /api/sign-in-exp`; the demo connectors it names do not exist here. */
export const signInExperiencePatchQueryGuard = z.object({
  removeUnusedDemoSocialConnector: z.string().optional(),
});
