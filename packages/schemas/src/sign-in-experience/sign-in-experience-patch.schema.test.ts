import { describe, expect, it } from 'vitest';
import { customPhraseLanguageTagGuard, translationObjectGuard } from './custom-phrase.schema.ts';
import { signInExperiencePatchGuard } from './sign-in-experience-patch.schema.ts';

describe('signInExperiencePatchGuard', () => {
  it('accepts any subset and drops id and tenantId', () => {
    expect(
      signInExperiencePatchGuard.parse({ id: 'x', tenantId: 'y', signInMode: 'Register' }),
    ).toEqual({ signInMode: 'Register' });
    expect(signInExperiencePatchGuard.parse({})).toEqual({});
  });

  it('takes "" or null to clear a link, and refuses a link that is not a URL', () => {
    expect(signInExperiencePatchGuard.parse({ termsOfUseUrl: '', privacyPolicyUrl: null })).toEqual(
      { termsOfUseUrl: '', privacyPolicyUrl: null },
    );
    expect(signInExperiencePatchGuard.safeParse({ termsOfUseUrl: 'terms' }).success).toBe(false);
    expect(signInExperiencePatchGuard.safeParse({ supportEmail: 'help' }).success).toBe(false);
  });

  it('checks colours, modes and policies', () => {
    const color = { primaryColor: '#abc', isDarkModeEnabled: false, darkPrimaryColor: '#123456' };
    expect(signInExperiencePatchGuard.safeParse({ color }).success).toBe(true);
    expect(
      signInExperiencePatchGuard.safeParse({ color: { ...color, primaryColor: 'red' } }).success,
    ).toBe(false);
    expect(signInExperiencePatchGuard.safeParse({ agreeToTermsPolicy: 'Never' }).success).toBe(
      false,
    );
  });
});

describe('customPhraseLanguageTagGuard', () => {
  it('accepts the contract tags in any case and answers their canonical spelling', () => {
    expect(customPhraseLanguageTagGuard.parse('pt-br')).toBe('pt-BR');
    expect(customPhraseLanguageTagGuard.parse('nl')).toBe('nl');
    expect(customPhraseLanguageTagGuard.safeParse('xx-YY').success).toBe(false);
  });
});

describe('translationObjectGuard', () => {
  it('accepts nested strings only', () => {
    expect(translationObjectGuard.safeParse({ a: { b: 'c' }, d: 'e' }).success).toBe(true);
    expect(translationObjectGuard.safeParse({ a: { b: 1 } }).success).toBe(false);
    expect(translationObjectGuard.safeParse({ a: ['x'] }).success).toBe(false);
  });
});
