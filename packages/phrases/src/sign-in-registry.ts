import type { LanguageTag } from './languages.ts';
import type { LocalePhrases } from './types.ts';

/** The sign-in app's phrases of one language (the `sign-in` namespace only). */
export type SignInPhrases = LocalePhrases['sign-in'];

/**
 * Lazy loaders of the sign-in namespace alone, one chunk per language: the sign-in page must not
 * download the console's phrases (registry.ts loads whole locales) nor other languages.
 */
export const signInLocales: Record<LanguageTag, () => Promise<SignInPhrases>> = {
  ar: async () => (await import('./locales/ar/sign-in/index.ts')).signInPhrases,
  de: async () => (await import('./locales/de/sign-in/index.ts')).signInPhrases,
  en: async () => (await import('./locales/en/sign-in/index.ts')).signInPhrases,
  es: async () => (await import('./locales/es/sign-in/index.ts')).signInPhrases,
  fr: async () => (await import('./locales/fr/sign-in/index.ts')).signInPhrases,
  it: async () => (await import('./locales/it/sign-in/index.ts')).signInPhrases,
  ja: async () => (await import('./locales/ja/sign-in/index.ts')).signInPhrases,
  ko: async () => (await import('./locales/ko/sign-in/index.ts')).signInPhrases,
  'pl-PL': async () => (await import('./locales/pl-pl/sign-in/index.ts')).signInPhrases,
  'pt-BR': async () => (await import('./locales/pt-br/sign-in/index.ts')).signInPhrases,
  'pt-PT': async () => (await import('./locales/pt-pt/sign-in/index.ts')).signInPhrases,
  ru: async () => (await import('./locales/ru/sign-in/index.ts')).signInPhrases,
  'tr-TR': async () => (await import('./locales/tr-tr/sign-in/index.ts')).signInPhrases,
  'uk-UA': async () => (await import('./locales/uk-ua/sign-in/index.ts')).signInPhrases,
  'zh-CN': async () => (await import('./locales/zh-cn/sign-in/index.ts')).signInPhrases,
  'zh-HK': async () => (await import('./locales/zh-hk/sign-in/index.ts')).signInPhrases,
  'zh-TW': async () => (await import('./locales/zh-tw/sign-in/index.ts')).signInPhrases,
};

/** Loads one language's sign-in phrases. Example: `const ar = await loadSignInPhrases('ar')`. */
export const loadSignInPhrases = (tag: LanguageTag): Promise<SignInPhrases> => signInLocales[tag]();
