// The languages module alone: the signed-out entry (app/sign-in-gate.ts) reads storage through
// this file and must not pull in the English phrases the package index re-exports.
import { type LanguageTag, matchLanguage } from '@gatehouse/phrases/languages';

export const languageStorageKey = 'gatehouse:console:language';

/** The stored choice, else the browser's language, else English (spec §1). */
export const readInitialLanguage = (): LanguageTag =>
  matchLanguage(safeGet(languageStorageKey)) ?? matchLanguage(navigator.language) ?? 'en';

export const storeLanguage = (tag: LanguageTag) => {
  try {
    localStorage.setItem(languageStorageKey, tag);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
};

export const safeGet = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
