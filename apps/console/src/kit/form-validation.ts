import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TFunction } from '../i18n/translator.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/** A zod issue as an error map sees it, or as the server sends it in `guard.invalid_input`. */
export type FormIssue = {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  expected?: string;
  input?: unknown;
};

/** The API body schema (from `packages/schemas`, or built on it) a kit form validates with. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a schema: its fields hold the schema's input, a submit hands over its output. */
export type SchemaForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * The labels of a form's fields by path (`name`, `profile.locale`, `redirectUris`), so that every
 * message names its field. A nested path falls back to its nearest labelled parent.
 */
export type FieldLabels = Readonly<Record<string, string>>;

export const labelFor = (
  labels: FieldLabels | undefined,
  path: readonly PropertyKey[] | undefined,
): string | undefined => {
  const parts = (path ?? []).map(String);
  for (let length = parts.length; length > 0; length -= 1) {
    const label = labels?.[parts.slice(0, length).join('.')];
    if (label) return label;
  }
  return undefined;
};

/**
 * The console's one mapping from zod issue codes to phrases: one wording per rule, each naming
 * its field (`label`, else "This field"). Zod's own English never reaches a form. Custom issues
 * of the console's form schemas carry a phrase of their section and answer `undefined` here
 * (their message stays); custom issues from the server (`isFromServer`) become "not valid".
 *
 * Example: a 257-character name → "Application name must be at most 256 characters."
 */
export const issueMessage = (
  issue: FormIssue,
  t: TFunction,
  label?: string,
  isFromServer = false,
): string | undefined => {
  const field = label ?? t('kit.validation.this_field');
  // "Please enter Name." names the field; a form without labels says "This field is required."
  const required = () =>
    label ? t('general.required_field_missing', { field }) : t('kit.validation.required');
  const { code } = issue;
  // Not a zod issue (e.g. a hand-made server issue): its own message stays.
  if (code === undefined) return undefined;
  if (code === 'too_small') {
    const minimum = Number(issue.minimum);
    if (issue.origin === 'string') {
      return minimum <= 1 ? required() : t('kit.validation.too_short', { field, minimum });
    }
    if (issue.origin === 'array') return t('kit.validation.select_at_least', { field, minimum });
    return t('kit.validation.too_small_number', { field, minimum });
  }
  if (code === 'too_big') {
    const maximum = Number(issue.maximum);
    if (issue.origin === 'string') return t('kit.validation.too_long', { field, maximum });
    if (issue.origin === 'array') return t('kit.validation.too_many', { field, maximum });
    return t('kit.validation.too_big_number', { field, maximum });
  }
  if (code === 'invalid_type') {
    if (issue.expected === 'int') return t('kit.validation.not_integer', { field });
    // The server's issues carry no input; a missing value there is "required" too.
    const isMissing =
      issue.input === undefined ||
      issue.input === null ||
      Number.isNaN(issue.input) ||
      (isFromServer && issue.message?.includes('received undefined'));
    return isMissing ? required() : t('kit.validation.invalid', { field });
  }
  if (code === 'invalid_format' && (issue as { format?: string }).format === 'url') {
    return t('kit.validation.invalid_url', { field });
  }
  if (code === 'custom' && !isFromServer) return undefined;
  return t('kit.validation.invalid', { field });
};

/** A react-hook-form resolver for an API body schema, with translated messages naming fields. */
export const useZodResolver = <S extends FormSchema>(schema: S, labels?: FieldLabels) => {
  const { t } = useTranslation();
  return useMemo(
    () =>
      // The resolver's generics cannot follow a generic schema; the form's types are the truth.
      zodResolver(
        schema as never,
        {
          error: (issue: FormIssue) => issueMessage(issue, t, labelFor(labels, issue.path)),
        } as never,
      ) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    [schema, t, labels],
  );
};
