import {
  en,
  fallbackLanguage,
  type LanguageTag,
  loadLocale,
  negotiateLanguage,
} from '@gatehouse/phrases';

type Tree = { [key: string]: string | Tree };

const cache = new Map<LanguageTag, Tree>();

const lookup = (tree: Tree | undefined, code: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of code.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const interpolate = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );

const loading = new Map<LanguageTag, Promise<void>>();

/**
 * Loads one language's error phrases on first use, so start-up pays only for English and memory
 * holds only the languages clients ask for. Awaited by the error handler before it renders.
 */
export const ensureErrorPhrases = (acceptLanguage: string | undefined): Promise<void> => {
  const language = negotiateLanguage(acceptLanguage);
  if (cache.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loadLocale(language).then(
      (phrases) => {
        cache.set(language, (phrases.errors ?? {}) as Tree);
      },
      () => {
        loading.delete(language);
      },
    );
    loading.set(language, pending);
  }
  return pending;
};

/** The error message for `code` in the request's language, falling back to English, then to the code. */
export const translateError = (
  code: string,
  acceptLanguage: string | undefined,
  interpolation?: Record<string, unknown>,
): string => {
  const language = negotiateLanguage(acceptLanguage);
  // Callers that cannot await (OIDC error bodies) get English once, the language from then on.
  if (!cache.has(language)) void ensureErrorPhrases(acceptLanguage);
  const text =
    lookup(cache.get(language), code) ??
    lookup(cache.get(fallbackLanguage) ?? (en.errors as Tree), code) ??
    lookup(en.errors as Tree, 'request.general') ??
    code;
  return interpolate(text, interpolation);
};
