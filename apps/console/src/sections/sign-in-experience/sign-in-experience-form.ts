import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience/sign-in-experience.schema';
import {
  type SignInExperiencePatch,
  signInExperiencePatchGuard,
} from '@gatehouse/schemas/sign-in-experience/sign-in-experience-patch.schema';
import type {
  SignInIdentifier,
  SignInMode,
} from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import { z } from 'zod';

/** The tabs of the editor, in order; the first is the default (spec §2). */
export const editorTabs = ['branding', 'sign-up-and-sign-in', 'content'] as const;
export type EditorTab = (typeof editorTabs)[number];

export const identifiers: readonly SignInIdentifier[] = ['username', 'email', 'phone'];

/** The fields the editor changes; everything else of the experience is left alone. */
const editedFields = {
  color: true,
  branding: true,
  hideLogtoBranding: true,
  customCss: true,
  signUp: true,
  signIn: true,
  socialSignInConnectorTargets: true,
  signInMode: true,
  termsOfUseUrl: true,
  privacyPolicyUrl: true,
  agreeToTermsPolicy: true,
  languageInfo: true,
  supportEmail: true,
  supportWebsiteUrl: true,
  unknownSessionRedirectUrl: true,
} as const;
type EditedKey = keyof typeof editedFields;

/** What the form holds: texts are `''` where the API has no value (`null` or absent). */
export type SignInExperienceFormValues = {
  color: SignInExperience['color'];
  branding: { logoUrl: string; darkLogoUrl: string; favicon: string; darkFavicon: string };
  hideLogtoBranding: boolean;
  customCss: string;
  signUp: SignInExperience['signUp'];
  signIn: SignInExperience['signIn'];
  socialSignInConnectorTargets: string[];
  signInMode: SignInMode;
  termsOfUseUrl: string;
  privacyPolicyUrl: string;
  agreeToTermsPolicy: SignInExperience['agreeToTermsPolicy'];
  languageInfo: SignInExperience['languageInfo'];
  supportEmail: string;
  supportWebsiteUrl: string;
  unknownSessionRedirectUrl: string;
};
export type SignInExperienceFormOutput = Pick<Required<SignInExperiencePatch>, EditedKey>;

export const toFormValues = (experience: SignInExperience): SignInExperienceFormValues => ({
  color: experience.color,
  branding: {
    logoUrl: experience.branding.logoUrl ?? '',
    darkLogoUrl: experience.branding.darkLogoUrl ?? '',
    favicon: experience.branding.favicon ?? '',
    darkFavicon: experience.branding.darkFavicon ?? '',
  },
  hideLogtoBranding: experience.hideLogtoBranding,
  customCss: experience.customCss ?? '',
  signUp: experience.signUp,
  signIn: experience.signIn,
  socialSignInConnectorTargets: experience.socialSignInConnectorTargets,
  signInMode: experience.signInMode,
  termsOfUseUrl: experience.termsOfUseUrl ?? '',
  privacyPolicyUrl: experience.privacyPolicyUrl ?? '',
  agreeToTermsPolicy: experience.agreeToTermsPolicy,
  languageInfo: experience.languageInfo,
  supportEmail: experience.supportEmail ?? '',
  supportWebsiteUrl: experience.supportWebsiteUrl ?? '',
  unknownSessionRedirectUrl: experience.unknownSessionRedirectUrl ?? '',
});

// Blank inputs mean "no value": an absent logo, no custom CSS. Links and the support e-mail take
// `''` as they are (the API stores it as `null`).
const clearBlanks = (input: unknown) => {
  if (typeof input !== 'object' || input === null) return input;
  const values = input as SignInExperienceFormValues;
  const branding = Object.fromEntries(
    Object.entries(values.branding ?? {}).filter(([, value]) => value.trim() !== ''),
  );
  return { ...values, branding, customCss: values.customCss?.trim() ? values.customCss : null };
};

/**
 * The editor's schema: the API's own `PATCH /api/sign-in-exp` body schema (packages/schemas), for
 * the fields the editor shows, with blank inputs read as "no value" first.
 */
export const signInExperienceFormGuard = z.preprocess(
  clearBlanks,
  signInExperiencePatchGuard.pick(editedFields).required(),
) as unknown as z.ZodType<SignInExperienceFormOutput, SignInExperienceFormValues>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of the fields that differ, e.g. `['color.primaryColor', 'signIn.methods']`. A list
 * counts as one field (reordering sign-in methods is one change).
 */
export const changedFields = (saved: unknown, current: unknown, prefix = ''): string[] => {
  if (isPlainObject(saved) && isPlainObject(current)) {
    const keys = new Set([...Object.keys(saved), ...Object.keys(current)]);
    return [...keys].flatMap((key) =>
      changedFields(saved[key], current[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  return JSON.stringify(saved) === JSON.stringify(current) ? [] : [prefix];
};

/**
 * The patch to send: only the top-level fields that changed, so the server checks only the rules
 * of what was edited (a colour change never fails for an older setting).
 */
export const toPatch = (
  saved: SignInExperienceFormValues,
  current: SignInExperienceFormValues,
  output: SignInExperienceFormOutput,
): SignInExperiencePatch => {
  const keys = Object.keys(editedFields) as EditedKey[];
  const changed = keys.filter((key) => changedFields(saved[key], current[key]).length > 0);
  return Object.fromEntries(changed.map((key) => [key, output[key]]));
};

/** The field a rule error of the server concerns (contract `sign_in_experiences.*`). */
export const fieldOfError = (
  code: string | undefined,
  patch: SignInExperiencePatch,
): keyof SignInExperienceFormValues | `${string}.${string}` | undefined => {
  switch (code) {
    case 'sign_in_experiences.unsupported_default_language':
      return 'languageInfo.fallbackLanguage';
    case 'sign_in_experiences.username_requires_password':
      return 'signUp.password';
    case 'sign_in_experiences.passwordless_requires_verify':
      return 'signUp.verify';
    case 'sign_in_experiences.duplicated_sign_up_identifiers':
    case 'sign_in_experiences.missing_sign_up_identifiers':
      return 'signUp.identifiers';
    case 'sign_in_experiences.enabled_connector_not_found':
      // Codes for sign-up or for sign-in: the part this save changed.
      return patch.signUp ? 'signUp.identifiers' : 'signIn.methods';
    case 'sign_in_experiences.at_least_one_authentication_factor':
    case 'sign_in_experiences.code_sign_in_must_be_enabled':
    case 'sign_in_experiences.miss_sign_up_identifier_in_sign_in':
    case 'sign_in_experiences.email_verification_code_cannot_be_used_for_sign_in':
    case 'sign_in_experiences.phone_verification_code_cannot_be_used_for_sign_in':
      return 'signIn.methods';
    default:
      return undefined;
  }
};

/** The tab that shows a field, so an error on another tab is brought into view. */
export const tabOfField = (path: string): EditorTab => {
  const top = path.split('.')[0] ?? '';
  if (['color', 'branding', 'hideLogtoBranding', 'customCss'].includes(top)) return 'branding';
  if (['signUp', 'signIn', 'socialSignInConnectorTargets', 'signInMode'].includes(top))
    return 'sign-up-and-sign-in';
  return 'content';
};
