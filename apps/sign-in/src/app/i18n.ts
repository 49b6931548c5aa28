import {
  directionOf,
  fallbackLanguage,
  type LanguageTag,
  matchLanguage,
} from '@gatehouse/phrases/languages';
import type { Experience } from '../api/experience-api.ts';
import { createTranslator, type PhraseTree, type Translator } from './translator.ts';

/**
 * The page language: `ui_locales` from the OIDC request first, then the tenant's setting
 * (the browser's languages when auto-detect is on, else its fallback language).
 */
export const pickLanguage = (
  search: string,
  languageInfo: Experience['languageInfo'] | undefined,
  browserLanguages: readonly string[],
): LanguageTag => {
  const requested = new URLSearchParams(search).get('ui_locales')?.split(/\s+/) ?? [];
  for (const tag of requested) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  if (!languageInfo || languageInfo.autoDetect) {
    for (const tag of browserLanguages) {
      const match = matchLanguage(tag);
      if (match) return match;
    }
  }
  return matchLanguage(languageInfo?.fallbackLanguage) ?? fallbackLanguage;
};

/**
 * The tenant's own fallback language (one it added with custom phrases, not a product language)
 * when the page falls back to it: nothing in `ui_locales` or, with auto-detect, in the browser's
 * languages matched a product language. The page then shows that language's custom phrases over
 * English. Example: `pickTenantLanguage('', { autoDetect: false, fallbackLanguage: 'nl' }, [])`
 * is `'nl'`.
 */
export const pickTenantLanguage = (
  search: string,
  languageInfo: Experience['languageInfo'] | undefined,
  browserLanguages: readonly string[],
): string | undefined => {
  if (!languageInfo || matchLanguage(languageInfo.fallbackLanguage)) return undefined;
  const requested = new URLSearchParams(search).get('ui_locales')?.split(/\s+/) ?? [];
  if (requested.some((tag) => matchLanguage(tag))) return undefined;
  if (languageInfo.autoDetect && browserLanguages.some((tag) => matchLanguage(tag)))
    return undefined;
  return languageInfo.fallbackLanguage;
};

/** Sets `<html lang dir>` so that screen readers and RTL layout follow the language. */
export const applyDocumentLanguage = (tag: LanguageTag) => {
  document.documentElement.lang = tag;
  document.documentElement.dir = directionOf(tag);
};

const applyLanguage = (tag: LanguageTag, tenantLanguage: string | undefined) => {
  applyDocumentLanguage(tag);
  if (tenantLanguage) document.documentElement.lang = tenantLanguage;
};

/**
 * The page's phrases as the server answered them (`GET /api/.well-known/phrases`): the built-in
 * phrases of the language, English where a key is untranslated, the tenant's custom phrases over
 * them. The usual start: only the current language's strings arrive, as JSON, so the sign-in
 * page's JavaScript carries no phrases at all.
 */
export const createServedI18n = (
  tag: LanguageTag,
  served: PhraseTree,
  /** The tenant's own language the phrases are in (pickTenantLanguage). */
  tenantLanguage?: string,
): Translator => {
  applyLanguage(tag, tenantLanguage);
  return createTranslator(tenantLanguage ?? tag, served);
};

/**
 * The built-in phrases of one language (its own chunk, without other languages or the console's
 * phrases), with the tenant's phrases for that language over them when given: when the server's
 * phrases could not be read, in the console's preview and in tests.
 */
export const createI18n = async (
  tag: LanguageTag,
  tenantPhrases?: Promise<PhraseTree | undefined>,
  /** The tenant's own language whose phrases `tenantPhrases` holds (pickTenantLanguage). */
  tenantLanguage?: string,
): Promise<Translator> => {
  // The registry (17 loaders) is only needed off the usual path, so it is not in the first load.
  const { loadSignInPhrases } = await import('@gatehouse/phrases/sign-in-registry');
  const [builtIn, custom] = await Promise.all([loadSignInPhrases(tag), tenantPhrases]);
  const translator = createTranslator(tag, (builtIn ?? {}) as PhraseTree);
  if (custom) translator.addPhrases(custom);
  applyLanguage(tag, custom ? tenantLanguage : undefined);
  return translator;
};
