import { describe, expect, it } from 'vitest';
import { userProfileInputGuard } from '../api/users.ts';
import { isValidBirthdate, isValidLocaleTag } from './user-profile.ts';

describe('profile rules (spec §5)', () => {
  it('accepts well-formed tags of known languages only', () => {
    for (const tag of ['en', 'en-US', 'pt-BR', 'zh-Hant-TW', 'de']) {
      expect(isValidLocaleTag(tag), tag).toBe(true);
    }
    for (const tag of ['xx-INVALID-zz', 'xx', 'qq-QQ', '', 'en_US', 'english']) {
      expect(isValidLocaleTag(tag), tag).toBe(false);
    }
  });

  it('accepts YYYY-MM-DD calendar dates (0000 for an unknown year) or a year alone', () => {
    for (const date of ['1990-04-21', '2000-02-29', '0000-12-24', '1985']) {
      expect(isValidBirthdate(date), date).toBe(true);
    }
    for (const date of ['31/31/2020', '2020-13-01', '2021-02-29', '2020-4-1', '', 'yesterday']) {
      expect(isValidBirthdate(date), date).toBe(false);
    }
  });

  it('the API profile schema applies both rules', () => {
    expect(userProfileInputGuard.safeParse({ locale: 'xx-INVALID-zz' }).success).toBe(false);
    expect(userProfileInputGuard.safeParse({ birthdate: '31/31/2020' }).success).toBe(false);
    expect(
      userProfileInputGuard.safeParse({ locale: 'fr-CA', birthdate: '1990-04-21' }).success,
    ).toBe(true);
  });
});
