// Required and forbidden fields of the contract's named shapes (endpoints.md → Shapes).

export const applicationFields = [
  'tenantId',
  'id',
  'name',
  'description',
  'type',
  'oidcClientMetadata',
  'customClientMetadata',
  'protectedAppMetadata',
  'customData',
  'isThirdParty',
  'appLevelAccessControlEnabled',
  'createdAt',
] as const;

export const applicationSecretFields = [
  'tenantId',
  'applicationId',
  'name',
  'value',
  'createdAt',
  'expiresAt',
] as const;

export const applicationSignInExperienceFields = [
  'tenantId',
  'applicationId',
  'color',
  'branding',
  'customCss',
  'termsOfUseUrl',
  'privacyPolicyUrl',
  'displayName',
] as const;

export const roleFields = ['tenantId', 'id', 'name', 'description', 'type', 'isDefault'] as const;

export const roleListFields = [
  ...roleFields,
  'usersCount',
  'featuredUsers',
  'applicationsCount',
  'featuredApplications',
] as const;

export const resourceFields = [
  'tenantId',
  'id',
  'name',
  'indicator',
  'isDefault',
  'accessTokenTtl',
] as const;

export const scopeFields = [
  'tenantId',
  'id',
  'resourceId',
  'name',
  'description',
  'createdAt',
] as const;

export const userFields = [
  'id',
  'username',
  'primaryEmail',
  'primaryPhone',
  'name',
  'avatar',
  'customData',
  'identities',
  'lastSignInAt',
  'createdAt',
  'updatedAt',
  'profile',
  'applicationId',
  'isSuspended',
] as const;

/** `@logto/api` 1.42's user types do not know `cimdClientId`; a hash only on request. */
export const userForbidden = ['cimdClientId', 'passwordDigest', 'passwordEncrypted'] as const;

export const logFields = ['id', 'key', 'payload', 'createdAt'] as const;

export const signInExperienceFields = [
  'tenantId',
  'id',
  'color',
  'branding',
  'hideLogtoBranding',
  'languageInfo',
  'termsOfUseUrl',
  'privacyPolicyUrl',
  'agreeToTermsPolicy',
  'signIn',
  'signUp',
  'socialSignIn',
  'socialSignInConnectorTargets',
  'signInMode',
  'customCss',
  'customContent',
  'customUiAssets',
  'customUiCsp',
  'passwordPolicy',
  'mfa',
  'adaptiveMfa',
  'singleSignOnEnabled',
  'supportEmail',
  'supportWebsiteUrl',
  'unknownSessionRedirectUrl',
  'captchaPolicy',
  'sentinelPolicy',
  'emailBlocklistPolicy',
  'verificationCodePolicy',
  'forgotPasswordMethods',
  'passkeySignIn',
  'signUpProfileFields',
  'passwordExpiration',
  'usernamePolicy',
] as const;

export const customPhraseFields = ['tenantId', 'id', 'languageTag', 'translation'] as const;

export const connectorFactoryFields = [
  'type',
  'id',
  'target',
  'name',
  'description',
  'logo',
  'logoDark',
  'readme',
  'platform',
] as const;

export const connectorFields = [
  ...connectorFactoryFields,
  'syncProfile',
  'enableTokenStorage',
  'config',
  'metadata',
  'connectorId',
] as const;

export const emailTemplateFields = [
  'tenantId',
  'id',
  'languageTag',
  'templateType',
  'details',
  'createdAt',
] as const;
