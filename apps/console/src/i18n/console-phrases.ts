// The console's phrases, loaded in parts: the shell's and the common ones at start, each section's
// with the section (app/section-phrases.ts). One file of `packages/phrases/src/locales/<lang>/
// console/` is one part, and exports one object named like the file (`api-resources.ts` →
// `api_resources`). English is always loaded under the current language: it is the fallback.
import type { Phrases } from '@gatehouse/phrases';
import { fallbackLanguage, type LanguageTag } from '@gatehouse/phrases/languages';
import { errors } from '@gatehouse/phrases/locales/en/console/errors';
import { general } from '@gatehouse/phrases/locales/en/console/general';
import { language } from '@gatehouse/phrases/locales/en/console/language';
import { shell } from '@gatehouse/phrases/locales/en/console/shell';

export type ConsolePhraseKey = keyof Phrases['console'];

/** What the shell, the error pages and the language menu need before any section. */
export const startPhrases = { general, shell, language, errors } satisfies Partial<
  Phrases['console']
>;
export const startPhraseKeys = Object.keys(startPhrases) as ConsolePhraseKey[];

// English loaders only (keys `./en/console/users.ts`); translated-phrase-parts.ts has the others.
const englishFiles = import.meta.glob<Record<string, unknown>>(
  ['./en/console/*.ts', '!**/index.ts'],
  { base: '../../../../packages/phrases/src/locales/' },
);

const fileKey = (file: string) => {
  const [, locale, name] = /^\.\/([^/]+)\/console\/([^/]+)\.ts$/.exec(file) ?? [];
  return locale && name ? `${locale}/${name.replaceAll('-', '_')}` : file;
};
const byKey = (files: Record<string, () => Promise<Record<string, unknown>>>) =>
  new Map(Object.entries(files).map(([file, load]) => [fileKey(file), load]));
const englishLoaders = byKey(englishFiles);
let translatedLoaders: Promise<ReturnType<typeof byKey>> | undefined;

/** Every part English has: what a page outside the section map loads, and what tests load. */
export const allConsolePhraseKeys = [...englishLoaders.keys()]
  .filter((key) => key.startsWith(`${fallbackLanguage}/`))
  .map((key) => key.slice(fallbackLanguage.length + 1) as ConsolePhraseKey);

/**
 * One part of the console's phrases in one language; `undefined` when that language has no
 * translation of it yet (English then shows).
 * Example: `await loadPhrasePart('de', 'users')` is German `users.*`.
 */
export const loadPhrasePart = async (tag: LanguageTag, key: ConsolePhraseKey) => {
  if (tag !== fallbackLanguage) {
    translatedLoaders ??= import('./translated-phrase-parts.ts').then((parts) =>
      byKey(parts.translatedPhraseFiles),
    );
    // A failed load (network) is tried again next time.
    translatedLoaders.catch(() => {
      translatedLoaders = undefined;
    });
  }
  const loaders = tag === fallbackLanguage ? englishLoaders : await translatedLoaders;
  const load = loaders?.get(`${tag.toLowerCase()}/${key}`);
  if (!load) return undefined;
  const module = await load();
  return module[key] as Record<string, unknown> | undefined;
};
