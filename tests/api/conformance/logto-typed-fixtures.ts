import type { LogtoResponse } from './logto-api-types.ts';

// Real Gatehouse answers, copied from a test server and typed with `@logto/api` 1.42's own
// response types. Object literals get TypeScript's excess-property check, so a field Logto's
// types do not know (as `cimdClientId` was) or a missing required one fails `tsc` for tests/api.
// logto-types.conformance.test.ts checks at run time that live answers still have these keys.

export const createdApplication: LogtoResponse<'/api/applications', 'post'> = {
  tenantId: 'default',
  id: 'pfwyn0ht171cwsmxpmajz',
  name: 'Robot',
  description: null,
  type: 'MachineToMachine',
  oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  customClientMetadata: {},
  protectedAppMetadata: null,
  customData: {},
  isThirdParty: false,
  appLevelAccessControlEnabled: false,
  createdAt: 1795462932048,
};

export const applicationSecret: LogtoResponse<'/api/applications/{id}/secrets', 'post', 201> = {
  tenantId: 'default',
  applicationId: 'pfwyn0ht171cwsmxpmajz',
  name: 'Default secret',
  value: 'Em0UNLTrM7klJiA8icpeADk6FK1qnw4G',
  createdAt: 1795462932048,
  expiresAt: null,
};

export const createdResource: LogtoResponse<'/api/resources', 'post', 201> = {
  tenantId: 'default',
  id: '8bzcy8ffv0djb9yt1vib1',
  name: 'Orders',
  indicator: 'https://orders.example.com',
  isDefault: false,
  accessTokenTtl: 3600,
  scopes: [],
};

export const createdScope: LogtoResponse<'/api/resources/{resourceId}/scopes', 'post', 201> = {
  tenantId: 'default',
  id: '6w9tfr2ma8y1u1rw6beg5',
  resourceId: '8bzcy8ffv0djb9yt1vib1',
  name: 'read:orders',
  description: null,
  createdAt: 1795462934640,
};

export const createdRole: LogtoResponse<'/api/roles', 'post'> = {
  tenantId: 'default',
  id: 'oqem473tu3oziglnr33sg',
  name: 'reader',
  description: 'Reads',
  type: 'User',
  isDefault: false,
};

export const createdUser: LogtoResponse<'/api/users', 'post'> = {
  id: 'vykwuv3142yk',
  username: 'ada',
  primaryEmail: 'ada@example.com',
  primaryPhone: null,
  name: null,
  avatar: null,
  customData: {},
  identities: {},
  lastSignInAt: null,
  createdAt: 1795462935580,
  updatedAt: 1795462935580,
  profile: {},
  applicationId: null,
  isSuspended: false,
  hasPassword: false,
};

export const applicationSignInExperience: LogtoResponse<
  '/api/applications/{applicationId}/sign-in-experience',
  'put'
> = {
  tenantId: 'default',
  applicationId: '7rjcgt2k79t3qpkao6sre',
  color: {},
  branding: {},
  customCss: null,
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
  displayName: null,
};

export const experiencePasswordPolicy: LogtoResponse<
  '/api/.well-known/experience',
  'get'
>['passwordPolicy'] = {
  length: { min: 8, max: 256 },
  characterTypes: { min: 1 },
  rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
};
