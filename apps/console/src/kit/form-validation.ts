import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** The API body schema (from `packages/schemas`, or built on it) a kit form validates with. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form of a schema: its fields hold the schema's input, a submit hands over its output. */
export type SchemaForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * Zod's default messages are English developer text; forms show these phrases instead. Custom
 * refinements (e.g. the API identifier rule) keep the message their schema gives.
 */
export const issueMessage = (issue: Issue, t: TFunction): string | undefined => {
  const { code } = issue;
  if (code === 'too_small') {
    const minimum = Number(issue.minimum);
    if (issue.origin === 'string') {
      return minimum <= 1
        ? t('kit.validation.required')
        : t('kit.validation.too_short', { minimum });
    }
    if (issue.origin === 'array') return t('kit.validation.select_at_least', { minimum });
    return t('kit.validation.too_small_number', { minimum });
  }
  if (code === 'too_big') {
    const maximum = Number(issue.maximum);
    return issue.origin === 'string'
      ? t('kit.validation.too_long', { maximum })
      : t('kit.validation.too_big_number', { maximum });
  }
  if (code === 'invalid_type') {
    if (issue.expected === 'int') return t('kit.validation.not_integer');
    return issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
      ? t('kit.validation.required')
      : t('kit.validation.invalid');
  }
  if (code === 'custom') return undefined;
  return t('kit.validation.invalid');
};

/** A react-hook-form resolver for an API body schema, with translated messages. */
export const useZodResolver = <S extends FormSchema>(schema: S) => {
  const { t } = useTranslation();
  return useMemo(
    () =>
      // The resolver's generics cannot follow a generic schema; the form's types are the truth.
      zodResolver(
        schema as never,
        {
          error: (issue: Issue) => issueMessage(issue, t),
        } as never,
      ) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    [schema, t],
  );
};
