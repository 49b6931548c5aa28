import { describe, expect, it } from 'vitest';
import {
  adminPreferencesGuard,
  parseAdminPreferences,
  readAdminPreferences,
} from './admin-preferences.ts';

describe('parseAdminPreferences', () => {
  it('reads stored language, appearance and flags', () => {
    const prefs = parseAdminPreferences({
      adminConsolePreferences: {
        language: 'ar',
        appearanceMode: 'dark',
        mfaUpsellNoticeAcknowledged: true,
      },
      other: 1,
    });
    expect(prefs).toEqual({
      language: 'ar',
      appearanceMode: 'dark',
      mfaUpsellNoticeAcknowledged: true,
    });
  });

  it('fills missing language and appearance from the defaults', () => {
    expect(parseAdminPreferences({ adminConsolePreferences: {} }, 'light')).toEqual({
      language: 'en',
      appearanceMode: 'light',
    });
  });

  it('falls back to en and the local appearance when the data is invalid', () => {
    const invalid = [
      { adminConsolePreferences: { language: 'xx' } },
      { adminConsolePreferences: { appearanceMode: 'blue' } },
      { adminConsolePreferences: { experienceNoticeConfirmed: 'yes' } },
      { adminConsolePreferences: 'dark' },
    ];
    for (const customData of invalid) {
      expect(parseAdminPreferences(customData, 'dark')).toEqual({
        language: 'en',
        appearanceMode: 'dark',
      });
    }
  });

  it('uses system appearance when no local setting is given', () => {
    expect(parseAdminPreferences(null)).toEqual({ language: 'en', appearanceMode: 'system' });
    expect(parseAdminPreferences(undefined).appearanceMode).toBe('system');
  });

  it('drops unknown keys through the guard', () => {
    expect(adminPreferencesGuard.parse({ language: 'de', unknown: true })).toEqual({
      language: 'de',
    });
  });
});

describe('readAdminPreferences (the zod-free reader of the console start path)', () => {
  const samples: unknown[] = [
    undefined,
    null,
    'dark',
    42,
    [],
    ['de'],
    {},
    { language: 'de' },
    { language: 'zh-TW', appearanceMode: 'light', other: { nested: true } },
    { language: 'xx' },
    { language: 'DE' },
    { language: 1 },
    { language: null },
    { language: undefined, appearanceMode: undefined },
    { appearanceMode: 'system' },
    { appearanceMode: 'blue' },
    { appearanceMode: null },
    { experienceNoticeConfirmed: true, m2mUpsellNoticeAcknowledged: false },
    { experienceNoticeConfirmed: 'yes' },
    { managementApiAcknowledged: null },
    { managementApiAcknowledged: undefined, language: 'ar' },
    { addOnChangesInCurrentCycleNoticeAcknowledged: 1 },
  ];

  it('accepts, drops and rejects exactly what the zod guard does', () => {
    for (const sample of samples) {
      const parsed = adminPreferencesGuard.safeParse(sample);
      expect(readAdminPreferences(sample), JSON.stringify(sample)).toStrictEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
