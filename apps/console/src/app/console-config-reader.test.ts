import { consoleConfigGuard } from '@gatehouse/schemas/api/console-config';
import { describe, expect, it } from 'vitest';
import { readConsoleConfig } from './console-config-reader.ts';

const valid = {
  edition: 'oss',
  version: '1.2.3',
  releaseInfoUrl: null,
  isDevFeaturesEnabled: false,
  adminEndpoint: 'http://localhost:3002/',
  defaultTenantEndpoint: 'http://localhost:3001',
};

const samples: unknown[] = [
  valid,
  { ...valid, edition: 'cloud', releaseInfoUrl: 'https://example.com/releases', extra: 1 },
  { ...valid, isDevFeaturesEnabled: true },
  null,
  [],
  'config',
  {},
  { ...valid, edition: 'enterprise' },
  { ...valid, version: 3 },
  { ...valid, releaseInfoUrl: undefined },
  { ...valid, releaseInfoUrl: 5 },
  { ...valid, isDevFeaturesEnabled: 'false' },
  { ...valid, adminEndpoint: null },
  { ...valid, defaultTenantEndpoint: undefined },
];

const read = (body: unknown) => {
  try {
    return readConsoleConfig(body);
  } catch {
    return undefined;
  }
};

describe('readConsoleConfig (the zod-free check of the start path)', () => {
  it('accepts and rejects exactly what the shared zod guard does', () => {
    for (const sample of samples) {
      const parsed = consoleConfigGuard.safeParse(sample);
      expect(read(sample), JSON.stringify(sample)).toStrictEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });

  it('names the field that is wrong', () => {
    expect(() => readConsoleConfig({ ...valid, version: 3 })).toThrow('invalid version');
  });
});
