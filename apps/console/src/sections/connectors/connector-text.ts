import type { I18nPhrases } from '@gatehouse/schemas/entities/connector';

/**
 * A connector's name or description in the console's language: the exact tag, then its base
 * language (`pt` for `pt-BR`), then English, which the API always sends.
 */
export const pickPhrase = (phrases: I18nPhrases, language: string): string => {
  const base = language.split('-')[0] ?? language;
  const byTag = phrases as Record<string, string | undefined>;
  return byTag[language] || byTag[base] || phrases.en;
};
