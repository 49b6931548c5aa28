import type { SignInPreviewSettings } from '@gatehouse/schemas/sign-in-experience/sign-in-preview-message';
import type { SignInExperienceFormValues } from '../sign-in-experience-form.ts';

/** The unsaved form as the preview draws it: blank texts are no value, as a save stores them. */
export const toPreviewSettings = (values: SignInExperienceFormValues): SignInPreviewSettings => ({
  color: values.color,
  branding: Object.fromEntries(
    Object.entries(values.branding).filter(([, value]) => value.trim() !== ''),
  ),
  languageInfo: values.languageInfo,
  signInMode: values.signInMode,
  signIn: values.signIn,
  signUp: values.signUp,
  termsOfUseUrl: values.termsOfUseUrl.trim() || null,
  privacyPolicyUrl: values.privacyPolicyUrl.trim() || null,
  agreeToTermsPolicy: values.agreeToTermsPolicy,
  customCss: values.customCss.trim() ? values.customCss : null,
});
