import type { TFunction } from '../i18n/translator.ts';
import { clientErrorCodes } from './api-error.ts';
import type { ErrorAction } from './error-policy.ts';

const statusesWithMessage = new Set([
  '400',
  '401',
  '403',
  '404',
  '409',
  '413',
  '422',
  '429',
  '500',
  '502',
  '503',
]);

/** The text of a generic error toast (spec §8): server message, else by status, else unknown. */
export const toastMessage = (action: Extract<ErrorAction, { kind: 'toast' }>, t: TFunction) => {
  if (action.message) return action.message;
  if (action.code === clientErrorCodes.timeout) return t('errors.request_timeout');
  if (action.code === clientErrorCodes.network) return t('errors.network_error');
  const status = String(action.status);
  if (statusesWithMessage.has(status)) {
    return t(`errors.http_status.${status as '400'}`);
  }
  return t('errors.unknown_server_error');
};
