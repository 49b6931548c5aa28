import { z } from 'zod';
import type { ManagementPaths } from '../../api/api-types.ts';
import type { ResponseOf } from '../../api/client.ts';

/** Captcha providers of spec §4, in the order the console offers them. */
export const captchaProviderTypes = ['Turnstile', 'RecaptchaEnterprise'] as const;
export type CaptchaProviderType = (typeof captchaProviderTypes)[number];
export const isCaptchaProviderType = (value: unknown): value is CaptchaProviderType =>
  captchaProviderTypes.includes(value as CaptchaProviderType);

/** The providers' product names: the same in every language. */
export const captchaProviderNames: Record<CaptchaProviderType, string> = {
  Turnstile: 'Cloudflare Turnstile',
  RecaptchaEnterprise: 'Google reCAPTCHA Enterprise',
};

/**
 * The provider as the server answers `GET/PUT /api/captcha-provider` (with its `tenantId`), typed
 * by the routes' generated schema so that a change on the server breaks the console's build.
 */
export type CaptchaProvider = ResponseOf<ManagementPaths, '/api/captcha-provider', 'get'>;
/** `CaptchaProvider.config`: what `PUT /api/captcha-provider` takes as `config`. */
export type CaptchaConfig = CaptchaProvider['config'];

/**
 * The form holds every field of both providers (strings) so that switching type keeps typing;
 * `toCaptchaConfig` sends only the chosen provider's fields, an empty domain left out.
 */
export const captchaFormGuard = z
  .object({
    type: z.enum(captchaProviderTypes),
    // The server's limits (`captchaConfigGuard` in @gatehouse/schemas), checked before sending.
    siteKey: z.string().trim().min(1).max(512),
    secretKey: z.string().trim().min(1).max(512),
    projectId: z.string().trim().max(256),
    domain: z.string().trim().max(256),
    mode: z.enum(['invisible', 'checkbox']),
  })
  .refine((values) => values.type !== 'RecaptchaEnterprise' || values.projectId.length > 0, {
    path: ['projectId'],
    message: 'required',
  });
export type CaptchaFormValues = z.input<typeof captchaFormGuard>;

export const toCaptchaFormValues = (
  type: CaptchaProviderType,
  config?: CaptchaConfig,
): CaptchaFormValues => ({
  type,
  siteKey: config?.siteKey ?? '',
  secretKey: config?.secretKey ?? '',
  projectId: config?.type === 'RecaptchaEnterprise' ? config.projectId : '',
  domain: config?.type === 'RecaptchaEnterprise' ? (config.domain ?? '') : '',
  mode: config?.type === 'RecaptchaEnterprise' ? (config.mode ?? 'checkbox') : 'checkbox',
});

export const toCaptchaConfig = (values: z.output<typeof captchaFormGuard>): CaptchaConfig =>
  values.type === 'Turnstile'
    ? { type: 'Turnstile', siteKey: values.siteKey, secretKey: values.secretKey }
    : {
        type: 'RecaptchaEnterprise',
        siteKey: values.siteKey,
        secretKey: values.secretKey,
        projectId: values.projectId,
        ...(values.domain ? { domain: values.domain } : {}),
        mode: values.mode,
      };
