import { identicalToEnglish } from './identical-to-english.ts';
import { type LanguageTag, languageTags } from './languages.ts';
import { en } from './locales/en/index.ts';
import { loadLocale } from './registry.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a phrase tree as `dotted.key → text`. */
export const flattenPhrases = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenPhrases(value, path)) out.set(k, v);
  }
  return out;
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * Texts that are the same in every language (names, codes, symbols): a translation may keep them
 * equal to English without counting as untranslated.
 */
const isLanguageNeutral = (text: string) =>
  !/[a-z]{3,}/i.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')) ||
  /^(Gatehouse|OK|API|URL|ID|OIDC|JWT|JSON|GitHub|Discord|Google|Microsoft|Apple|OAuth 2\.0|E-?mail|SMTP|HTTP SMS)$/i.test(
    text.trim(),
  );

export type LocaleCoverage = {
  tag: LanguageTag;
  total: number;
  translated: number;
  missing: string[];
  sameAsEnglish: string[];
  placeholderMismatches: string[];
};

/** How much of English each locale translates: missing keys, copies of English, broken placeholders. */
export const measureCoverage = async (): Promise<LocaleCoverage[]> => {
  const source = flattenPhrases(en as unknown as Tree);
  const results: LocaleCoverage[] = [];
  for (const tag of languageTags) {
    if (tag === 'en') continue;
    const phrases = flattenPhrases((await loadLocale(tag)) as Tree);
    const missing: string[] = [];
    const sameAsEnglish: string[] = [];
    const placeholderMismatches: string[] = [];
    for (const [key, english] of source) {
      const text = phrases.get(key);
      if (text === undefined || text.trim() === '') missing.push(key);
      else if (
        text === english &&
        !isLanguageNeutral(english) &&
        !identicalToEnglish[tag]?.includes(key)
      ) {
        sameAsEnglish.push(key);
      } else if (placeholders(text) !== placeholders(english)) placeholderMismatches.push(key);
    }
    results.push({
      tag,
      total: source.size,
      translated: source.size - missing.length - sameAsEnglish.length,
      missing,
      sameAsEnglish,
      placeholderMismatches,
    });
  }
  return results;
};
