import type { PasswordIssue } from '@gatehouse/schemas/rules/password-policy';
import type { TFunction, Translator } from '../app/translator.ts';
import { ApiError } from './api-client.ts';

const readIssues = (data: unknown): PasswordIssue[] => {
  const issues = (data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues)
    ? issues.filter((issue): issue is PasswordIssue => typeof issue?.code === 'string')
    : [];
};

/** One translated line per password issue. Example: too_short → "Use at least 8 characters." */
export const translatePasswordIssues = (t: TFunction, issues: PasswordIssue[]): string[] =>
  issues.map((issue) => t(`errors.${issue.code}`, issue.interpolation ?? {}));

/**
 * Translated lines for any error: known codes from the phrases, password rejections one line per
 * issue, unknown codes the server's own (already localised) message.
 */
export const translateError = (
  t: TFunction,
  i18nInstance: Translator,
  error: unknown,
): string[] => {
  if (!(error instanceof ApiError)) return [t('errors.generic')];
  if (error.code === 'password.rejected') {
    const lines = translatePasswordIssues(t, readIssues(error.data));
    return lines.length > 0 ? lines : [t('errors.password.rejected')];
  }
  const key = `errors.${error.code}`;
  if (i18nInstance.exists(key)) return [t(key)];
  return [error.message || t('errors.generic')];
};
