/**
 * The few things the sign-in app needs of an i18n library, in a few lines: i18next and
 * react-i18next weighed ~18 KB gzip, a quarter of the page's 75 KB budget (issue 13).
 * Phrases are one nested tree per language; `{{name}}` placeholders are filled from `values`.
 */
export type PhraseTree = { [key: string]: string | PhraseTree };
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

const isTree = (value: unknown): value is PhraseTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mergeInto = (target: PhraseTree, source: PhraseTree) => {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isTree(value)) target[key] = mergeInto(isTree(current) ? { ...current } : {}, value);
    else if (typeof value === 'string') target[key] = value;
  }
  return target;
};

const lookUp = (tree: PhraseTree, key: string): string | undefined => {
  let node: string | PhraseTree | undefined = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

export const createTranslator = (language: string, phrases: PhraseTree = {}): Translator => {
  const tree = mergeInto({}, phrases);
  return {
    language,
    t: (key, values = {}) =>
      (lookUp(tree, key) ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    exists: (key) => lookUp(tree, key) !== undefined,
    addPhrases: (more) => {
      mergeInto(tree, more);
    },
  };
};
