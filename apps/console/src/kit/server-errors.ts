import { notifications } from '@mantine/notifications';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error.ts';
import { decideErrorAction } from '../api/error-policy.ts';
import { toastMessage } from '../api/toast-message.ts';
import type { TFunction } from '../i18n/translator.ts';
import type { FormIssue } from './form-validation.ts';

type Issue = FormIssue;

const issuesOf = (data: unknown): Issue[] => {
  if (typeof data !== 'object' || data === null || !('issues' in data)) return [];
  const { issues } = data as { issues: unknown };
  return Array.isArray(issues) ? (issues as Issue[]) : [];
};

/**
 * Puts a server error onto form fields: the issues of a 400 `guard.invalid_input` land on the
 * fields their path names, and the listed codes (usually 422, e.g. `role.name_in_use`) on their
 * field with the server's translated message. Answers whether anything was placed.
 *
 * `translate` words an issue in the console's language (the kit passes `issueMessage` with the
 * form's labels); without it, or when it has no words, the server's message stays.
 *
 * Example: `applyServerErrors(error, form.setError, ['name'], { 'role.name_in_use': 'name' })`.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  codeToField: Partial<Record<string, Path<T>>> = {},
  translate?: (issue: FormIssue) => string | undefined,
): boolean => {
  if (!isApiError(error)) return false;
  const field = error.code ? codeToField[error.code] : undefined;
  if (field) {
    setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    return true;
  }
  if (error.status !== 400 || error.code !== 'guard.invalid_input') return false;
  let isPlaced = false;
  for (const issue of issuesOf(error.data)) {
    const path = issue.path?.map(String) ?? [];
    if (path.length === 0 || !fields.includes(path[0] ?? '')) continue;
    setError(path.join('.') as Path<T>, {
      type: 'server',
      message: translate?.(issue) ?? issue.message ?? error.message,
    });
    isPlaced = true;
  }
  return isPlaced;
};

/**
 * The toast of the console's error policy, for calls that handle their errors themselves
 * (`meta: { handlesErrors: true }`) and found nothing to put on a field.
 */
export const showErrorToast = (error: unknown, t: TFunction) => {
  const action = decideErrorAction(error);
  if (action.kind !== 'toast') return;
  notifications.show({ color: 'red', message: toastMessage(action, t) });
};

export const showSuccessToast = (message: string) => notifications.show({ color: 'teal', message });
