import type { en } from './locales/en/index.ts';

/** The full phrase tree; English defines it. */
export type Phrases = typeof en;

type Widen<T> = T extends string ? string : { [K in keyof T]?: Widen<T[K]> };

/** A translation: same keys as English, any subset, strings of any content. */
export type LocalePhrases = Widen<Phrases>;
