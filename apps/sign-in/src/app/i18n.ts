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

/** Sets `<html lang dir>` so that screen readers and RTL layout follow the language. */
export const applyDocumentLanguage = (tag: LanguageTag) => {
  document.documentElement.lang = tag;
  document.documentElement.dir = directionOf(tag);
};

const toResource = async (tag: LanguageTag): Promise<Resource[string]> => ({
  [namespace]: ((await loadLocale(tag))[namespace] ?? {}) as Resource[string][string],
});

/** A fresh i18next instance with English (the fallback) and the chosen language loaded. */
export const createI18n = async (tag: LanguageTag): Promise<i18n> => {
  const tags = tag === fallbackLanguage ? [tag] : [fallbackLanguage, tag];
  const resources: Resource = Object.fromEntries(
    await Promise.all(tags.map(async (each) => [each, await toResource(each)] as const)),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: tag,
    fallbackLng: fallbackLanguage,
    ns: [namespace],
    defaultNS: namespace,
    resources,
    interpolation: { escapeValue: false },
  });
  applyDocumentLanguage(tag);
  return instance;
};
