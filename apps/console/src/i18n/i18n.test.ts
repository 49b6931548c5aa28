import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n, initI18n } from './i18n.ts';
import { languageStorageKey, readInitialLanguage } from './language-storage.ts';

describe('console language', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('sets lang, dir and title for English', async () => {
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe('Gatehouse Console');
  });

  it('switches to a right-to-left language and stores the choice', async () => {
    await changeLanguage('ar');
    expect(currentLanguage()).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(languageStorageKey)).toBe('ar');
    expect(i18n.t('general.page_title')).not.toBe('Gatehouse Console');
    // A key no translation has yet falls back to English.
    i18n.addPhrases('en', { only_in_english: 'Only in English' });
    expect(i18n.t('only_in_english' as 'general.page_title')).toBe('Only in English');
    await changeLanguage('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('de');
  });

  it('applies the switch asked for last when two overlap', async () => {
    await changeLanguage('en');
    // Japanese still has to load its phrases; English, asked for after it, needs none and is
    // applied at once. The Japanese load finishing later must not take over.
    const slower = changeLanguage('ja');
    const later = changeLanguage('en');
    expect(await Promise.all([slower, later])).toEqual([false, true]);
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
  });

  it('restores the stored language and ignores unknown values', () => {
    localStorage.setItem(languageStorageKey, 'ja');
    expect(readInitialLanguage()).toBe('ja');
    localStorage.setItem(languageStorageKey, 'klingon');
    expect(readInitialLanguage()).toBe('en');
  });
});
