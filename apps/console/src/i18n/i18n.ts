// Modules of the phrases package, not its index: the index re-exports every English phrase
// (sign-in and server errors too), and the console loads only its own phrases, in parts
// (console-phrases.ts): the shell's at start, each section's with the section.
import {
  directionOf,
  fallbackLanguage,
  isLanguageTag,
  type LanguageTag,
} from '@gatehouse/phrases/languages';
import {
  type ConsolePhraseKey,
  loadPhrasePart,
  startPhraseKeys,
  startPhrases,
} from './console-phrases.ts';
import { storeLanguage } from './language-storage.ts';
import { createTranslator, type PhraseTree } from './translator.ts';

export const i18n = createTranslator(fallbackLanguage, (tag) =>
  isLanguageTag(tag) ? directionOf(tag) : 'ltr',
);
let isInitialized = false;

/** Mirrors the language onto the document: `<html lang dir>` and the tab title follow it. */
const applyToDocument = (tag: LanguageTag) => {
  document.documentElement.lang = tag;
  document.documentElement.dir = directionOf(tag);
  document.title = i18n.t('general.page_title');
};

/** Parts asked for so far (a language switch loads them in the new language), and loads done. */
const wantedParts = new Set<ConsolePhraseKey>(startPhraseKeys);
const loadedParts = new Map<string, Promise<void>>();

const ensurePart = (tag: LanguageTag, key: ConsolePhraseKey) => {
  const id = `${tag}/${key}`;
  let loading = loadedParts.get(id);
  if (!loading) {
    loading = loadPhrasePart(tag, key).then((phrases) => {
      if (phrases) i18n.addPhrases(tag, { [key]: phrases as PhraseTree });
    });
    // A failed load (network) is tried again the next time the part is needed.
    loading.catch(() => loadedParts.delete(id));
    loadedParts.set(id, loading);
  }
  return loading;
};

/**
 * Loads parts of the console's phrases in English and the current language; a section's lazy
 * routes wait for this, so its page never shows raw keys.
 * Example: `await loadConsolePhrases(['users', 'user_security'])`.
 */
export const loadConsolePhrases = async (keys: readonly ConsolePhraseKey[]) => {
  const tag = currentLanguage();
  for (const key of keys) wantedParts.add(key);
  await Promise.all(
    keys.flatMap((key) => [
      ensurePart(fallbackLanguage, key),
      ...(tag === fallbackLanguage ? [] : [ensurePart(tag, key)]),
    ]),
  );
};

/** Starts the translator with the start phrases in English and the chosen language loaded lazily. */
export const initI18n = async (tag: LanguageTag) => {
  if (!isInitialized) {
    isInitialized = true;
    for (const key of startPhraseKeys)
      loadedParts.set(`${fallbackLanguage}/${key}`, Promise.resolve());
    i18n.addPhrases(fallbackLanguage, startPhrases);
    i18n.onLanguageChanged((lng) => {
      if (isLanguageTag(lng)) applyToDocument(lng);
    });
  }
  await changeLanguage(tag, { persist: false });
};

/** Counts switches, so that of two overlapping ones the one asked for last is applied. */
let latestSwitch = 0;

/**
 * Switches the interface language; `persist` keeps it in local storage (spec §1). Answers false
 * when a later switch was asked for while this one's phrases loaded: that one decides, and this
 * one is neither applied nor kept.
 */
export const changeLanguage = async (
  tag: LanguageTag,
  { persist = true } = {},
): Promise<boolean> => {
  const thisSwitch = ++latestSwitch;
  if (tag !== fallbackLanguage)
    await Promise.all([...wantedParts].map((key) => ensurePart(tag, key)));
  if (thisSwitch !== latestSwitch) return false;
  i18n.changeLanguage(tag);
  // `languageChanged` does not fire when the language stays the same; the document still follows.
  applyToDocument(tag);
  if (persist) storeLanguage(tag);
  return true;
};

export const currentLanguage = (): LanguageTag =>
  isLanguageTag(i18n.language) ? i18n.language : fallbackLanguage;
