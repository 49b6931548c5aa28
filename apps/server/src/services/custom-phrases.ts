import { type LanguageTag, matchLanguage } from '@gatehouse/phrases/languages';
import { en } from '@gatehouse/phrases/locales/en/index';
import { loadLocale } from '@gatehouse/phrases/registry';
import { generateStandardId } from '@gatehouse/schemas';
import type { TranslationObject } from '@gatehouse/schemas/sign-in-experience/custom-phrase.schema';
import type { TenantTx } from '../db/tenant-scope.ts';
import {
  deleteCustomPhrase,
  findCustomPhrase,
  upsertCustomPhrase,
} from '../queries/custom-phrases.ts';
import { findSignInExperience } from '../queries/sign-in-experiences.ts';
import { DomainError } from './domain-error.ts';

type Tree = { [key: string]: unknown };

/** The phrases a tenant may override: the sign-in app's, whose English defines the keys. */
const knownPhrases = en['sign-in'] as Tree;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops empty strings and the objects left empty, so an empty field keeps the built-in phrase. */
const withoutEmpty = (tree: TranslationObject): TranslationObject => {
  const kept: TranslationObject = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (value !== '') kept[key] = value;
    } else {
      const inner = withoutEmpty(value);
      if (Object.keys(inner).length > 0) kept[key] = inner;
    }
  }
  return kept;
};

/** Whether every key of `translation` names a phrase (a string) or a group (an object) of `known`. */
const isPartialOf = (known: Tree, translation: TranslationObject): boolean =>
  Object.entries(translation).every(([key, value]) => {
    if (!Object.hasOwn(known, key)) return false;
    const expected = known[key];
    return typeof value === 'string'
      ? typeof expected === 'string'
      : isTree(expected) && isPartialOf(expected, value);
  });

/**
 * Stores the tenant's phrases for `languageTag`, replacing earlier ones. Refuses keys the sign-in
 * app does not have (`localization.invalid_translation_structure`).
 */
export const putCustomPhrase = async (
  tx: TenantTx,
  languageTag: string,
  translation: TranslationObject,
) => {
  const cleaned = withoutEmpty(translation);
  if (!isPartialOf(knownPhrases, cleaned)) {
    throw new DomainError('localization.invalid_translation_structure');
  }
  return upsertCustomPhrase(tx, { id: generateStandardId(), languageTag, translation: cleaned });
};

/**
 * Deletes the tenant's phrases for `languageTag`; not the sign-in experience's fallback language
 * (409), and 404 when there are none.
 */
export const removeCustomPhrase = async (tx: TenantTx, languageTag: string) => {
  const experience = await findSignInExperience(tx);
  const fallback = (experience?.languageInfo as { fallbackLanguage?: string } | undefined)
    ?.fallbackLanguage;
  if (fallback?.toLowerCase() === languageTag.toLowerCase()) {
    throw new DomainError('localization.cannot_delete_default_language', {
      interpolation: { languageTag },
    });
  }
  if (!(await deleteCustomPhrase(tx, languageTag))) throw new DomainError('entity.not_found');
};

const deepMerge = (base: Tree, over: Tree): Tree => {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isTree(value) && isTree(current) ? deepMerge(current, value) : value;
  }
  return merged;
};

/**
 * The sign-in app's phrases in `language` with the tenant's custom phrases merged over them
 * (`GET /api/.well-known/phrases`). A language the product does not ship starts from English.
 */
export const resolveSignInPhrases = async (tx: TenantTx, language: string) => {
  const builtInTag: LanguageTag = matchLanguage(language) ?? 'en';
  const builtIn = ((await loadLocale(builtInTag))['sign-in'] ?? {}) as Tree;
  const phrases = builtInTag === 'en' ? knownPhrases : deepMerge(knownPhrases, builtIn);
  const custom = await findCustomPhrase(tx, language);
  return custom ? deepMerge(phrases, custom.translation) : phrases;
};
