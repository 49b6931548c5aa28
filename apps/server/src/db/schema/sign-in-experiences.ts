import {
  agreeToTermsPolicies,
  signInModes,
} from '@gatehouse/schemas/sign-in-experience/sign-in-methods.schema';
import {
  boolean,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantId } from './common.ts';

export const signInMode = pgEnum('sign_in_mode', signInModes);
export const agreeToTermsPolicy = pgEnum('agree_to_terms_policy', agreeToTermsPolicies);

type Json = Record<string, unknown>;

/** One row per tenant (`id` is always `default`); JSONB shapes are validated by packages/schemas. */
export const signInExperiences = pgTable(
  'sign_in_experiences',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    color: jsonb('color').notNull().$type<Json>(),
    branding: jsonb('branding').notNull().$type<Json>(),
    hideLogtoBranding: boolean('hide_logto_branding').notNull().default(false),
    languageInfo: jsonb('language_info').notNull().$type<Json>(),
    termsOfUseUrl: varchar('terms_of_use_url', { length: 2048 }),
    privacyPolicyUrl: varchar('privacy_policy_url', { length: 2048 }),
    agreeToTermsPolicy: agreeToTermsPolicy('agree_to_terms_policy').notNull().default('Automatic'),
    signIn: jsonb('sign_in').notNull().$type<Json>(),
    signUp: jsonb('sign_up').notNull().$type<Json>(),
    socialSignIn: jsonb('social_sign_in').notNull().default({}).$type<Json>(),
    socialSignInConnectorTargets: jsonb('social_sign_in_connector_targets')
      .notNull()
      .default([])
      .$type<string[]>(),
    signInMode: signInMode('sign_in_mode').notNull().default('SignInAndRegister'),
    customCss: text('custom_css'),
    customContent: jsonb('custom_content').notNull().default({}).$type<Json>(),
    passwordPolicy: jsonb('password_policy').notNull().default({}).$type<Json>(),
    mfa: jsonb('mfa').notNull().default({}).$type<Json>(),
    singleSignOnEnabled: boolean('single_sign_on_enabled').notNull().default(false),
    supportEmail: text('support_email'),
    supportWebsiteUrl: text('support_website_url'),
    unknownSessionRedirectUrl: text('unknown_session_redirect_url'),
    // Settings the management API stores and returns (issue 13); their features come later.
    customUiAssets: jsonb('custom_ui_assets').$type<Json>(),
    customUiCsp: jsonb('custom_ui_csp').notNull().default({}).$type<Json>(),
    adaptiveMfa: jsonb('adaptive_mfa').notNull().default({}).$type<Json>(),
    captchaPolicy: jsonb('captcha_policy').notNull().default({}).$type<Json>(),
    sentinelPolicy: jsonb('sentinel_policy').notNull().default({}).$type<Json>(),
    emailBlocklistPolicy: jsonb('email_blocklist_policy').notNull().default({}).$type<Json>(),
    verificationCodePolicy: jsonb('verification_code_policy').notNull().default({}).$type<Json>(),
    forgotPasswordMethods: jsonb('forgot_password_methods').$type<string[]>(),
    passkeySignIn: jsonb('passkey_sign_in').notNull().default({}).$type<Json>(),
    signUpProfileFields: jsonb('sign_up_profile_fields').$type<Json[]>(),
    passwordExpiration: jsonb('password_expiration').notNull().default({}).$type<Json>(),
    usernamePolicy: jsonb('username_policy').$type<Json>(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * Per-language overrides of the sign-in app's phrases (contract `custom_phrases`): one row per
 * tenant and language tag; `translation` is a partial tree of the built-in phrases.
 */
export const customPhrases = pgTable(
  'custom_phrases',
  {
    tenantId: tenantId(),
    id: varchar('id', { length: 21 }).notNull(),
    languageTag: varchar('language_tag', { length: 16 }).notNull(),
    translation: jsonb('translation').notNull().$type<Json>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('custom_phrases__language_tag').on(t.tenantId, t.languageTag),
  ],
);
