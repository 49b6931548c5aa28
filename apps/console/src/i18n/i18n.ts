// Modules of the phrases package, not its index: the index re-exports every English phrase
// (sign-in and server errors too), and the console bundles only its own English phrases.
import {
  directionOf,
  fallbackLanguage,
  isLanguageTag,
  type LanguageTag,
} from '@gatehouse/phrases/languages';
import { consolePhrases } from '@gatehouse/phrases/locales/en/console/index';
import { loadLocale } from '@gatehouse/phrases/registry';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storeLanguage } from './language-storage.ts';

export const i18n = i18next.createInstance();

/** Mirrors the language onto the document: `<html lang dir>` and the tab title follow it. */
const applyToDocument = (tag: LanguageTag) => {
  document.documentElement.lang = tag;
  document.documentElement.dir = directionOf(tag);
  document.title = i18n.t('general.page_title');
};

const ensureBundle = async (tag: LanguageTag) => {
  if (tag === fallbackLanguage || i18n.hasResourceBundle(tag, 'console')) return;
  const phrases = await loadLocale(tag);
  i18n.addResourceBundle(tag, 'console', phrases.console ?? {}, true, true);
};

/** Starts i18next with English bundled and the chosen language loaded lazily. */
export const initI18n = async (tag: LanguageTag) => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: fallbackLanguage,
      fallbackLng: fallbackLanguage,
      ns: ['console'],
      defaultNS: 'console',
      resources: { en: { console: consolePhrases } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18n.on('languageChanged', (lng) => {
      if (isLanguageTag(lng)) applyToDocument(lng);
    });
  }
  await changeLanguage(tag, { persist: false });
};

/** Switches the interface language; `persist` keeps it in local storage (spec §1). */
export const changeLanguage = async (tag: LanguageTag, { persist = true } = {}) => {
  await ensureBundle(tag);
  await i18n.changeLanguage(tag);
  // `languageChanged` does not fire when the language stays the same; the document still follows.
  applyToDocument(tag);
  if (persist) storeLanguage(tag);
};

export const currentLanguage = (): LanguageTag =>
  isLanguageTag(i18n.language) ? i18n.language : fallbackLanguage;
