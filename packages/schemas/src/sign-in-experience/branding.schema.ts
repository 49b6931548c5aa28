import { z } from 'zod';
import { hexColorGuard } from './color.ts';

/** Primary colours of the hosted pages; the dark one applies when dark mode is on. */
export const colorGuard = z.object({
  primaryColor: hexColorGuard,
  isDarkModeEnabled: z.boolean(),
  darkPrimaryColor: hexColorGuard,
});
export type Color = z.infer<typeof colorGuard>;

export const brandingGuard = z.object({
  logoUrl: z.url().optional(),
  darkLogoUrl: z.url().optional(),
  favicon: z.url().optional(),
  darkFavicon: z.url().optional(),
});
export type Branding = z.infer<typeof brandingGuard>;

/**
 * A BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`. Whether the tag is one of the
 * product's languages is a business rule of the API (`sign_in_experiences.unsupported_default_language`).
 */
export const languageTagGuard = z.string().regex(/^[A-Za-z]{2,3}(-[\dA-Za-z]{2,8})*$/);

export const languageInfoGuard = z.object({
  autoDetect: z.boolean(),
  fallbackLanguage: languageTagGuard,
});
export type LanguageInfo = z.infer<typeof languageInfoGuard>;
