/**
 * The few things the sign-in app needs of an i18n library, in a few lines: i18next and
 * react-i18next weighed ~18 KB gzip, a quarter of the page's 75 KB budget (issue 13).
 * Phrases are one nested tree per language; `{{name}}` placeholders are filled from `values`.
 * The tree rules are shared with the console's translator (`@gatehouse/phrases/phrase-tree`).
 */
import {
  fillPlaceholders,
  lookUpPhrase,
  mergePhraseTrees,
  type PhraseTree,
} from '@gatehouse/phrases/phrase-tree';

export type { PhraseTree };
export type TranslateValues = Record<string, string | number>;
export type TFunction = (key: string, values?: TranslateValues) => string;

export type Translator = {
  /** The language the phrases are in (a BCP 47 tag). */
  readonly language: string;
  /** The phrase at a dotted key with its placeholders filled; the key itself when missing. */
  t: TFunction;
  exists: (key: string) => boolean;
  /** Lays `tree` over the phrases (the tenant's custom phrases over the built-in ones). */
  addPhrases: (tree: PhraseTree) => void;
};

export const createTranslator = (language: string, phrases: PhraseTree = {}): Translator => {
  const tree = mergePhraseTrees({}, phrases);
  return {
    language,
    t: (key, values = {}) => fillPlaceholders(lookUpPhrase(tree, key) ?? key, values),
    exists: (key) => lookUpPhrase(tree, key) !== undefined,
    addPhrases: (more) => {
      mergePhraseTrees(tree, more);
    },
  };
};
