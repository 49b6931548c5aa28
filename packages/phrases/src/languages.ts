import { type LanguageTag, languageTags } from '@gatehouse/schemas/language-tags';

// Declared once in packages/schemas (the server validates console preferences against it).
export { type LanguageTag, languageTags };

export const fallbackLanguage: LanguageTag = 'en';

/** Native names, shown in language menus so a reader finds their own language. */
export const languageNames: Record<LanguageTag, string> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  ru: 'Русский',
  'tr-TR': 'Türkçe',
  'uk-UA': 'Українська',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
};

const rightToLeft = new Set<LanguageTag>(['ar']);

/** Text direction of a language, for `<html dir>`. Example: `directionOf('ar') === 'rtl'`. */
export const directionOf = (tag: LanguageTag): 'ltr' | 'rtl' =>
  rightToLeft.has(tag) ? 'rtl' : 'ltr';

export const isLanguageTag = (value: unknown): value is LanguageTag =>
  typeof value === 'string' && (languageTags as readonly string[]).includes(value);

/**
 * Best supported tag for a requested one, matching the base language when the region differs.
 * Example: `matchLanguage('pt') === 'pt-BR'`, `matchLanguage('de-AT') === 'de'`.
 */
export const matchLanguage = (requested: string | undefined | null): LanguageTag | undefined => {
  if (!requested) return undefined;
  const wanted = requested.trim();
  const exact = languageTags.find((tag) => tag.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const base = wanted.split('-')[0]?.toLowerCase();
  if (base === 'zh') {
    const region = wanted.split('-')[1]?.toLowerCase();
    if (region === 'hk' || region === 'mo') return 'zh-HK';
    if (region === 'tw' || region === 'hant') return 'zh-TW';
    return 'zh-CN';
  }
  return languageTags.find((tag) => tag.split('-')[0]?.toLowerCase() === base);
};

/** Picks the best language from an `Accept-Language` header value. */
export const negotiateLanguage = (header: string | undefined | null): LanguageTag => {
  if (!header) return fallbackLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter(({ tag }) => tag && tag !== '*')
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return fallbackLanguage;
};
