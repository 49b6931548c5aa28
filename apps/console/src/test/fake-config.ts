import type { ConsoleConfig } from '../app/console-config.ts';

export const fakeConsoleConfig = (overrides: Partial<ConsoleConfig> = {}): ConsoleConfig => ({
  edition: 'oss',
  version: '1.27.0',
  releaseInfoUrl: null,
  isDevFeaturesEnabled: false,
  adminEndpoint: 'http://admin.test',
  defaultTenantEndpoint: 'http://default.test',
  ...overrides,
});
