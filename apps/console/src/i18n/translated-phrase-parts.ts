// The loaders of every translated phrase part (`./de/console/users.ts`), ~300 entries whose
// hashed chunk names do not compress: loaded only once a language other than English is chosen,
// so the English start path carries just the English loaders (console-phrases.ts).
export const translatedPhraseFiles = import.meta.glob<Record<string, unknown>>(
  ['./*/console/*.ts', '!./en/**', '!**/index.ts'],
  { base: '../../../../packages/phrases/src/locales/' },
);
