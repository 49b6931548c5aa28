import { createDefaultSignInExperience } from '@gatehouse/schemas/sign-in-experience/default-sign-in-experience';

/** The default sign-in experience (spec §9) as a row of `sign_in_experiences`, minus the tenant. */
export const defaultSignInExperienceRow = () => {
  const {
    tenantId: _tenantId,
    customUiAssets: _customUiAssets,
    customUiCsp: _customUiCsp,
    adaptiveMfa: _adaptiveMfa,
    ...experience
  } = createDefaultSignInExperience();
  return {
    id: experience.id,
    color: experience.color,
    branding: experience.branding,
    hideLogtoBranding: experience.hideLogtoBranding,
    languageInfo: experience.languageInfo,
    termsOfUseUrl: experience.termsOfUseUrl,
    privacyPolicyUrl: experience.privacyPolicyUrl,
    agreeToTermsPolicy: experience.agreeToTermsPolicy,
    signIn: experience.signIn,
    signUp: experience.signUp,
    socialSignIn: experience.socialSignIn,
    socialSignInConnectorTargets: experience.socialSignInConnectorTargets,
    customCss: experience.customCss,
    customContent: experience.customContent,
    passwordPolicy: experience.passwordPolicy,
    mfa: experience.mfa,
    singleSignOnEnabled: experience.singleSignOnEnabled,
  };
};
