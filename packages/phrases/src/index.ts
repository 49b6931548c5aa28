export type { ErrorCode } from './error-code.ts';
export * from './languages.ts';
export { en } from './locales/en/index.ts';
export { loadLocale, locales } from './registry.ts';
export type { LocalePhrases, Phrases } from './types.ts';
