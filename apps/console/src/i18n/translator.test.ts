import { describe, expect, it } from 'vitest';
import { createTranslator, type PhraseKey } from './translator.ts';

const direction = (language: string) => (language === 'ar' ? 'rtl' : 'ltr');
// Keys of this test's own phrases, not the console's.
const key = (text: string) => text as PhraseKey;

const translatorWithPhrases = () => {
  const translator = createTranslator('en', direction);
  translator.addPhrases('en', {
    roles: { users_count_one: '{{count}} user', users_count_other: '{{count}} users' },
    greeting: 'Hello, {{ name }}!',
    only_english: 'Only in English',
    items_zero: 'No items',
    items_other: '{{count}} items',
    failures: { 'restricted.sequence': 'Made mostly of sequential characters' },
  });
  translator.addPhrases('ar', {
    roles: {
      users_count_one: 'مستخدم واحد',
      users_count_two: 'مستخدمان',
      users_count_few: '{{count}} مستخدمين',
      users_count_many: '{{count}} مستخدمًا',
      users_count_other: '{{count}} مستخدم',
    },
    greeting: 'مرحبًا {{name}}',
  });
  return translator;
};

describe('console translator', () => {
  it('fills placeholders and leaves unknown ones as they are', () => {
    const { t } = translatorWithPhrases();
    expect(t(key('greeting'), { name: 'Ada' })).toBe('Hello, Ada!');
    expect(t(key('greeting'))).toBe('Hello, {{ name }}!');
  });

  it('picks plural forms by the language rules, the zero form first for a count of 0', () => {
    const translator = translatorWithPhrases();
    expect(translator.t(key('roles.users_count'), { count: 1 })).toBe('1 user');
    expect(translator.t(key('roles.users_count'), { count: 5 })).toBe('5 users');
    expect(translator.t(key('items'), { count: 0 })).toBe('No items');
    expect(translator.t(key('items'), { count: 2 })).toBe('2 items');
    translator.changeLanguage('ar');
    expect(translator.t(key('roles.users_count'), { count: 2 })).toBe('مستخدمان');
    expect(translator.t(key('roles.users_count'), { count: 3 })).toBe('3 مستخدمين');
    expect(translator.t(key('roles.users_count'), { count: 11 })).toBe('11 مستخدمًا');
    expect(translator.t(key('roles.users_count'), { count: 100 })).toBe('100 مستخدم');
  });

  it("uses the language's own _other form when its phrases lack the exact plural category", () => {
    const translator = createTranslator('en', direction);
    translator.addPhrases('en', { apps_one: '{{count}} app', apps_other: '{{count}} apps' });
    // Arabic calls 0 "zero" and 3 "few"; the phrase file defines only one and other.
    translator.addPhrases('ar', { apps_one: 'تطبيق واحد', apps_other: '{{count}} تطبيقات' });
    translator.changeLanguage('ar');
    expect(translator.t(key('apps'), { count: 0 })).toBe('0 تطبيقات');
    expect(translator.t(key('apps'), { count: 3 })).toBe('3 تطبيقات');
    expect(translator.t(key('apps'), { count: 1 })).toBe('تطبيق واحد');
  });

  it('falls back to English, then to the key itself', () => {
    const translator = translatorWithPhrases();
    translator.changeLanguage('ar');
    expect(translator.t(key('greeting'), { name: 'Ada' })).toBe('مرحبًا Ada');
    expect(translator.t(key('only_english'))).toBe('Only in English');
    expect(translator.exists('only_english')).toBe(true);
    expect(translator.t(key('nowhere.at_all'))).toBe('nowhere.at_all');
    expect(translator.exists('nowhere.at_all')).toBe(false);
    expect(translator.exists('roles')).toBe(false);
    // A key holding a dot, as the phrases of password failures have.
    expect(translator.t(key('failures.restricted.sequence'))).toBe(
      'Made mostly of sequential characters',
    );
  });

  it('merges added phrases and keeps existing ones when asked not to overwrite', () => {
    const translator = translatorWithPhrases();
    translator.addPhrases('en', { roles: { title: 'Roles' }, greeting: 'Hi {{name}}' });
    expect(translator.t(key('roles.title'))).toBe('Roles');
    expect(translator.t(key('roles.users_count'), { count: 2 })).toBe('2 users');
    expect(translator.t(key('greeting'), { name: 'Ada' })).toBe('Hi Ada');
    translator.addPhrases('en', { greeting: 'Ignored' }, { overwrite: false });
    expect(translator.t(key('greeting'), { name: 'Ada' })).toBe('Hi Ada');
  });

  it('tells listeners about a language change once, and not after they unsubscribe', () => {
    const translator = translatorWithPhrases();
    const seen: string[] = [];
    const unsubscribe = translator.onLanguageChanged((language) => seen.push(language));
    translator.changeLanguage('ar');
    translator.changeLanguage('ar');
    expect(translator.dir()).toBe('rtl');
    unsubscribe();
    translator.changeLanguage('de');
    expect(seen).toEqual(['ar']);
    expect(translator.language).toBe('de');
    expect(translator.dir()).toBe('ltr');
  });
});
