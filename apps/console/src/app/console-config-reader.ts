import type { ConsoleConfig } from '@gatehouse/schemas/api/console-config';

/**
 * Checks `GET /api/.well-known/console-config` by hand, with the rules of the shared
 * `consoleConfigGuard` (the server answers through it): importing the zod guard here would put
 * zod (~25 KB gzip) on the console's start path. `console-config-reader.test.ts` checks that both
 * accept and reject the same bodies. Unknown fields are dropped, as zod does.
 */
export const readConsoleConfig = (body: unknown): ConsoleConfig => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TypeError('console-config: expected an object');
  }
  const record = body as Record<string, unknown>;
  const fail = (field: string): never => {
    throw new TypeError(`console-config: invalid ${field}`);
  };
  const text = (field: string) =>
    typeof record[field] === 'string' ? (record[field] as string) : fail(field);
  const { edition, releaseInfoUrl, isDevFeaturesEnabled } = record;
  return {
    edition: edition === 'oss' || edition === 'cloud' ? edition : fail('edition'),
    version: text('version'),
    releaseInfoUrl:
      releaseInfoUrl === null || typeof releaseInfoUrl === 'string'
        ? releaseInfoUrl
        : fail('releaseInfoUrl'),
    isDevFeaturesEnabled:
      typeof isDevFeaturesEnabled === 'boolean'
        ? isDevFeaturesEnabled
        : fail('isDevFeaturesEnabled'),
    adminEndpoint: text('adminEndpoint'),
    defaultTenantEndpoint: text('defaultTenantEndpoint'),
  };
};
