import { describe, expect, it } from 'vitest';
import { adminPreferencesGuard, parseAdminPreferences } from './admin-preferences.ts';

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
