import type { LanguageTag } from './languages.ts';
import type { LocalePhrases } from './types.ts';

/**
 * Lazy loaders per language, so the browser apps ship one language at a time
 * (Vite splits each dynamic import into its own chunk).
 */
export const locales: Record<LanguageTag, () => Promise<LocalePhrases>> = {
  ar: async () => (await import('./locales/ar/index.ts')).ar,
  de: async () => (await import('./locales/de/index.ts')).de,
  en: async () => (await import('./locales/en/index.ts')).en,
  es: async () => (await import('./locales/es/index.ts')).es,
  fr: async () => (await import('./locales/fr/index.ts')).fr,
  it: async () => (await import('./locales/it/index.ts')).it,
  ja: async () => (await import('./locales/ja/index.ts')).ja,
  ko: async () => (await import('./locales/ko/index.ts')).ko,
  'pl-PL': async () => (await import('./locales/pl-pl/index.ts')).plPL,
  'pt-BR': async () => (await import('./locales/pt-br/index.ts')).ptBR,
  'pt-PT': async () => (await import('./locales/pt-pt/index.ts')).ptPT,
  ru: async () => (await import('./locales/ru/index.ts')).ru,
  'tr-TR': async () => (await import('./locales/tr-tr/index.ts')).trTR,
  'uk-UA': async () => (await import('./locales/uk-ua/index.ts')).ukUA,
  'zh-CN': async () => (await import('./locales/zh-cn/index.ts')).zhCN,
  'zh-HK': async () => (await import('./locales/zh-hk/index.ts')).zhHK,
  'zh-TW': async () => (await import('./locales/zh-tw/index.ts')).zhTW,
};

/** Loads one language's phrases. Example: `const ar = await loadLocale('ar')`. */
export const loadLocale = (tag: LanguageTag): Promise<LocalePhrases> => locales[tag]();
