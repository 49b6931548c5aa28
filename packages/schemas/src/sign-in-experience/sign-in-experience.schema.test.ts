import { describe, expect, it } from 'vitest';
import { deriveDarkPrimaryColor, hexColorGuard } from './color.ts';
import { createDefaultSignInExperience } from './default-sign-in-experience.ts';
import { passwordPolicyGuard } from './password-policy.schema.ts';
import { publicSignInExperienceGuard } from './public-sign-in-experience.schema.ts';
import { signInExperienceGuard } from './sign-in-experience.schema.ts';
import { isValidUsername } from './username-rule.ts';

describe('createDefaultSignInExperience()', () => {
  it('survives a JSON round-trip through the schema unchanged', () => {
    const experience = createDefaultSignInExperience('default');
    const wire = JSON.parse(JSON.stringify(experience));
    expect(signInExperienceGuard.parse(wire)).toEqual(experience);
  });

  it('holds the constants of spec §9', () => {
    const { color, signIn, signUp, signInMode, languageInfo } = createDefaultSignInExperience();
    expect(color).toEqual({
      primaryColor: '#6139F6',
      isDarkModeEnabled: false,
      darkPrimaryColor: '#8768F8',
    });
    expect(signIn.methods).toEqual([
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
    ]);
    expect(signUp).toEqual({ identifiers: ['username'], password: true, verify: false });
    expect(signInMode).toBe('SignInAndRegister');
    expect(languageInfo).toEqual({ autoDetect: true, fallbackLanguage: 'en' });
  });

  it('becomes a valid public experience with the public-only fields added', () => {
    const { emailBlocklistPolicy, forgotPasswordMethods, ...rest } =
      createDefaultSignInExperience();
    const publicExperience = {
      ...rest,
      socialConnectors: [],
      ssoConnectors: [],
      forgotPassword: { email: false, phone: false },
      isDevelopmentTenant: false,
      customProfileFields: [],
    };
    expect(publicSignInExperienceGuard.parse(publicExperience)).toEqual(publicExperience);
  });

  it('rejects a malformed colour', () => {
    const experience = createDefaultSignInExperience();
    const bad = { ...experience, color: { ...experience.color, primaryColor: 'purple' } };
    expect(signInExperienceGuard.safeParse(bad).success).toBe(false);
  });
});

describe('colours', () => {
  it('accepts # plus 3 or 6 hex digits only', () => {
    for (const ok of ['#fff', '#6139F6', '#abcdef'])
      expect(hexColorGuard.safeParse(ok).success).toBe(true);
    for (const bad of ['fff', '#ffff', '#ggg', '#6139F6A'])
      expect(hexColorGuard.safeParse(bad).success).toBe(false);
  });

  it('derives the dark colour by raising HSL lightness by 10', () => {
    expect(deriveDarkPrimaryColor('#6139F6')).toBe('#8768F8');
    expect(deriveDarkPrimaryColor('#000')).toBe('#1A1A1A');
    expect(deriveDarkPrimaryColor('#ffffff')).toBe('#FFFFFF');
  });
});

describe('passwordPolicyGuard', () => {
  it('fills every default from an empty stored policy', () => {
    expect(passwordPolicyGuard.parse({})).toEqual({
      length: { min: 8, max: 256 },
      characterTypes: { min: 1 },
      rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
    });
    expect(passwordPolicyGuard.parse({ rejects: { words: ['acme'] } }).rejects).toEqual({
      pwned: true,
      repetitionAndSequence: true,
      userInfo: true,
      words: ['acme'],
    });
  });

  it('refuses out-of-range values', () => {
    expect(passwordPolicyGuard.safeParse({ characterTypes: { min: 5 } }).success).toBe(false);
    expect(passwordPolicyGuard.safeParse({ length: { min: 10, max: 9 } }).success).toBe(false);
    expect(passwordPolicyGuard.safeParse({ length: { max: 257 } }).success).toBe(false);
  });
});

describe('the username rule', () => {
  it('wants a letter or underscore first, then word characters', () => {
    for (const ok of ['jane', '_jane', 'Jane_Doe_2', 'a']) expect(isValidUsername(ok)).toBe(true);
    for (const bad of ['', '1jane', 'jane doe', 'jane-doe', 'jané', 'jane@x'])
      expect(isValidUsername(bad)).toBe(false);
  });
});
