import {
  directionOf,
  fallbackLanguage,
  type LanguageTag,
  matchLanguage,
} from '@gatehouse/phrases/languages';
import { loadLocale } from '@gatehouse/phrases/registry';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Experience } from '../api/experience-api.ts';

export const namespace = 'sign-in';

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

const toResource = async (tag: LanguageTag): Promise<Resource[string]> => ({
  [namespace]: ((await loadLocale(tag))[namespace] ?? {}) as Resource[string][string],
});

/**
 * A fresh i18next instance with English (the fallback) and the chosen language loaded, and the
 * tenant's phrases for that language (`GET /api/.well-known/phrases`) over the built-in ones.
 */
export const createI18n = async (
  tag: LanguageTag,
  tenantPhrases?: Promise<Resource[string][string] | undefined>,
  /** The tenant's own language whose phrases `tenantPhrases` holds (pickTenantLanguage). */
  tenantLanguage?: string,
): Promise<i18n> => {
  const tags = tag === fallbackLanguage ? [tag] : [fallbackLanguage, tag];
  const [entries, custom] = await Promise.all([
    Promise.all(tags.map(async (each) => [each, await toResource(each)] as const)),
    tenantPhrases,
  ]);
  const resources: Resource = Object.fromEntries(entries);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: tag,
    fallbackLng: fallbackLanguage,
    ns: [namespace],
    defaultNS: namespace,
    resources,
    interpolation: { escapeValue: false },
  });
  if (custom) instance.addResourceBundle(tag, namespace, custom, true, true);
  applyDocumentLanguage(tag);
  if (tenantLanguage && custom) document.documentElement.lang = tenantLanguage;
  return instance;
};
