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
