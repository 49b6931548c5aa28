import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction } from './translator.ts';

/**
 * The console's `useTranslation()` (what react-i18next's gave it): `t` for the current language
 * and the `i18n` translator. The component renders again when the language changes, and `t` is a
 * new function then, so memos that depend on it are recomputed.
 */
export const useTranslation = () => {
  const language = useSyncExternalStore(i18n.onLanguageChanged, () => i18n.language);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` per language, on purpose.
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [language]);
  return { t, i18n, ready: true } as const;
};
