import { z } from 'zod';
import { signInExperienceGuard } from './sign-in-experience.schema.ts';

const i18nPhrasesGuard = z.object({ en: z.string() }).catchall(z.string());

export const publicConnectorInfoGuard = z.object({
  id: z.string(),
  target: z.string(),
  name: i18nPhrasesGuard,
  logo: z.string(),
  logoDark: z.string().nullable(),
  fromEmail: z.string().optional(),
  platform: z.enum(['Native', 'Universal', 'Web']).nullable(),
  isStandard: z.boolean().optional(),
  isTokenStorageSupported: z.boolean().optional(),
});

// The custom profile field area owns the full schema; the sign-in experience only carries the
// rows through, so unknown keys are kept.
const customProfileFieldGuard = z.looseObject({ name: z.string(), type: z.string() });

/**
 * What `GET /api/.well-known/sign-in-exp` returns to anonymous callers such as the sign-in app
 * (contract/endpoints.md, Shapes → PublicSignInExperience).
 */
export const publicSignInExperienceGuard = signInExperienceGuard
  .omit({ emailBlocklistPolicy: true, forgotPasswordMethods: true })
  .extend({
    trustedDevice: z
      .object({ enabled: z.boolean().optional(), durationDays: z.number().optional() })
      .optional(),
    socialConnectors: z.array(publicConnectorInfoGuard),
    ssoConnectors: z.array(
      z.object({
        id: z.string(),
        connectorName: z.string(),
        logo: z.string(),
        darkLogo: z.string().optional(),
      }),
    ),
    forgotPassword: z.object({ phone: z.boolean(), email: z.boolean() }),
    isDevelopmentTenant: z.boolean(),
    googleOneTap: z
      .object({
        isEnabled: z.boolean().optional(),
        autoSelect: z.boolean().optional(),
        closeOnTapOutside: z.boolean().optional(),
        itpSupport: z.boolean().optional(),
        clientId: z.string(),
        connectorId: z.string(),
      })
      .optional(),
    captchaConfig: z
      .object({
        type: z.enum(['RecaptchaEnterprise', 'Turnstile']),
        siteKey: z.string(),
        domain: z.string().optional(),
        mode: z.enum(['invisible', 'checkbox']).optional(),
        /** Gatehouse's addition: the widget script the page loads (a setting of the server). */
        scriptUrl: z.url().optional(),
      })
      .optional(),
    customProfileFields: z.array(customProfileFieldGuard),
    customProfileFieldCatalog: z.array(customProfileFieldGuard).optional(),
  });
export type PublicSignInExperience = z.infer<typeof publicSignInExperienceGuard>;
