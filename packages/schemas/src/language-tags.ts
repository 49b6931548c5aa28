/**
 * The interface languages of the product (spec §1); `en` is the source and the fallback. Declared
 * only here: phrases, the console's preferences and the sign-in app all read this list.
 */
export const languageTags = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru',
  'tr-TR',
  'uk-UA',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export type LanguageTag = (typeof languageTags)[number];
