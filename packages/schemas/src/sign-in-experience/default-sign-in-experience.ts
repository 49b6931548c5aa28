import { defaultPrimaryColor, deriveDarkPrimaryColor } from './color.ts';
import type { SignInExperience } from './sign-in-experience.schema.ts';

/**
 * The sign-in experience of a fresh tenant (spec §9): username + password sign-up and sign-in,
 * both offered, language detected with English as the fallback. Seeding passes the tenant id and
 * the admin tenant overrides `signInMode` ('Register' until its first admin exists).
 * Example: `createDefaultSignInExperience('default').color.darkPrimaryColor === '#8768F8'`.
 */
export const createDefaultSignInExperience = (tenantId = 'default'): SignInExperience => ({
  tenantId,
  id: 'default',
  color: {
    primaryColor: defaultPrimaryColor,
    isDarkModeEnabled: false,
    darkPrimaryColor: deriveDarkPrimaryColor(defaultPrimaryColor),
  },
  branding: {},
  hideLogtoBranding: false,
  languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
  agreeToTermsPolicy: 'Automatic',
  signIn: {
    methods: [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
    ],
  },
  signUp: { identifiers: ['username'], password: true, verify: false },
  socialSignIn: {},
  socialSignInConnectorTargets: [],
  signInMode: 'SignInAndRegister',
  customCss: null,
  customContent: {},
  customUiAssets: null,
  customUiCsp: {},
  passwordPolicy: {},
  mfa: { factors: [], policy: 'UserControlled' },
  adaptiveMfa: {},
  singleSignOnEnabled: false,
  supportEmail: null,
  supportWebsiteUrl: null,
  unknownSessionRedirectUrl: null,
  captchaPolicy: {},
  sentinelPolicy: {},
  emailBlocklistPolicy: {},
  verificationCodePolicy: {},
  forgotPasswordMethods: [],
  passkeySignIn: {},
  signUpProfileFields: [],
  passwordExpiration: {},
  usernamePolicy: {
    caseSensitive: true,
    minLength: 1,
    maxLength: 128,
    allowedChars: { lowercase: true, uppercase: true, numbers: true, underscore: true },
  },
});
