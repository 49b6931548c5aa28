/** An application as the management API answers it, for the section's tests; override fields. */
export const applicationFixture = (overrides: Record<string, unknown>) => ({
  tenantId: 'default',
  id: 'existing0000000000001',
  name: 'Storefront',
  description: null,
  type: 'SPA',
  oidcClientMetadata: { redirectUris: [], postLogoutRedirectUris: [] },
  customClientMetadata: { idTokenTtl: 3600, refreshTokenTtlInDays: 14, rotateRefreshToken: true },
  protectedAppMetadata: null,
  customData: {},
  isThirdParty: false,
  appLevelAccessControlEnabled: false,
  createdAt: 1_700_000_000_000,
  isAdmin: false,
  ...overrides,
});
