import type { Phrases } from './types.ts';

/** Every leaf key of a phrase tree, nested keys joined by dots: `{ a: { b: '…' } }` → `'a.b'`. */
type LeafKeys<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : LeafKeys<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/**
 * Every error code the API can answer with, derived from the English error phrases, so a code
 * without a phrase is a type error. Example: `'role.name_in_use'`.
 */
export type ErrorCode = LeafKeys<Phrases['errors']>;
