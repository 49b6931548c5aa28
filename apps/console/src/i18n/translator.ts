/**
 * The few things the console needs of an i18n library: i18next and react-i18next weighed ~17 KB
 * gzip of the first signed-in load, whose budget is 250 KB (issue 9). Phrases are one nested tree
 * per language; a key missing in the current language falls back to English; `{{name}}`
 * placeholders are filled from the values; `count` picks the plural form (`key_one`,
 * `key_other`… by `Intl.PluralRules`, `key_zero` first when the count is 0), as i18next did.
 * The tree rules (lookup, merge, placeholders) are shared with the sign-in app's translator
 * (`@gatehouse/phrases/phrase-tree`).
 */
import type { Phrases } from '@gatehouse/phrases';
import {
  fillPlaceholders,
  lookUpPhrase,
  mergePhraseTrees,
  type PhraseTree,
} from '@gatehouse/phrases/phrase-tree';

export type { PhraseTree };
export type TranslateValues = Record<string, unknown>;

type StripPlural<K extends string> = K extends `${infer B}_zero`
  ? B
  : K extends `${infer B}_one`
    ? B
    : K extends `${infer B}_two`
      ? B
      : K extends `${infer B}_few`
        ? B
        : K extends `${infer B}_many`
          ? B
          : K extends `${infer B}_other`
            ? B
            : K;
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K | StripPlural<K> : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Every dotted key of the English console phrases (plural forms also by their base key). */
export type PhraseKey = LeafPaths<Phrases['console']>;
/** Typed keys: `t('shell.top_bar.docs')` fails to compile when the English phrase is missing. */
export type TFunction = (key: PhraseKey, values?: TranslateValues) => string;

type Listener = (language: string) => void;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralCategory = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

/** The keys to try for `key` in `language`, best first. */
const candidateKeys = (language: string, key: string, values: TranslateValues) => {
  const count = values.count;
  if (typeof count !== 'number') return [key];
  // The language's own category first; then its `_other`, so a language with more forms than its
  // phrase files define (Arabic "zero"/"two"/"few", Russian "few"/"many") keeps its own words
  // instead of falling back to English.
  return [
    ...(count === 0 ? [`${key}_zero`] : []),
    `${key}_${pluralCategory(language, count)}`,
    `${key}_other`,
    key,
  ];
};

export const createTranslator = (
  fallbackLanguage: string,
  directionOf: (language: string) => 'ltr' | 'rtl',
) => {
  const trees = new Map<string, PhraseTree>();
  const listeners = new Set<Listener>();
  let current = fallbackLanguage;

  const find = (language: string, key: string, values: TranslateValues) => {
    for (const candidate of candidateKeys(language, key, values)) {
      const phrase = lookUpPhrase(trees.get(language), candidate);
      if (phrase !== undefined) return phrase;
    }
    return undefined;
  };

  return {
    /** The current language (a BCP 47 tag). */
    get language() {
      return current;
    },
    /** The phrase at a dotted key with its placeholders filled; the key itself when missing. */
    t: ((key: string, values: TranslateValues = {}) =>
      fillPlaceholders(
        find(current, key, values) ?? find(fallbackLanguage, key, values) ?? key,
        values,
      )) as TFunction,
    exists: (key: string) =>
      find(current, key, {}) !== undefined || find(fallbackLanguage, key, {}) !== undefined,
    /** Lays `tree` over the phrases of `language`; `overwrite: false` keeps the phrases there. */
    addPhrases: (language: string, tree: PhraseTree, { overwrite = true } = {}) => {
      trees.set(language, mergePhraseTrees(trees.get(language) ?? {}, tree, overwrite));
    },
    changeLanguage: (language: string) => {
      if (language === current) return;
      current = language;
      for (const listener of listeners) listener(language);
    },
    /** Calls `listener` after every language change; returns the unsubscribe function. */
    onLanguageChanged: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dir: (language = current) => directionOf(language),
  };
};

export type Translator = ReturnType<typeof createTranslator>;
