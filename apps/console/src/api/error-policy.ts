import { LogtoClientError, LogtoError, LogtoRequestError, OidcError } from '@logto/react';
import { ApiError, clientErrorCodes } from './api-error.ts';

/** What the console does about an error (spec §6, §8). One place decides it for every call. */
export type ErrorAction =
  | { kind: 'restart_sign_in' }
  | { kind: 'sign_out' }
  | { kind: 'forbidden_alert'; message: string }
  | { kind: 'toast'; message: string | undefined; status: number; code?: string }
  | { kind: 'ignore' };

const authErrorCodes = new Set([
  'invalid_grant',
  'invalid_target',
  'oidc.invalid_grant',
  'oidc.invalid_target',
]);

/** Errors raised by the sign-in SDK, or OAuth errors that mean the session is gone. */
export const isAuthError = (error: unknown) =>
  error instanceof LogtoClientError ||
  error instanceof LogtoError ||
  error instanceof OidcError ||
  (error instanceof LogtoRequestError && authErrorCodes.has(error.code)) ||
  (error instanceof ApiError && error.code !== undefined && authErrorCodes.has(error.code));

export const insufficientPermissionsMessage = 'Insufficient permissions.';

export type SuppressOptions = {
  suppressErrorCodes?: readonly string[];
  suppressStatuses?: readonly number[];
};

/**
 * Maps an error to the console's reaction. A call may keep listed codes or statuses to itself
 * (spec §8: "listed error codes can be suppressed per call"); sign-in errors are never kept.
 */
export const decideErrorAction = (error: unknown, suppress: SuppressOptions = {}): ErrorAction => {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'ignore' };
  if (error instanceof ApiError) {
    const isSuppressed =
      (error.code !== undefined && suppress.suppressErrorCodes?.includes(error.code)) ||
      (error.status !== 401 && suppress.suppressStatuses?.includes(error.status));
    if (isSuppressed) return { kind: 'ignore' };
    if (error.status === 401 || error.code === clientErrorCodes.noToken) {
      return { kind: 'restart_sign_in' };
    }
    if (isAuthError(error)) return { kind: 'restart_sign_in' };
    if (error.code === 'auth.forbidden') return { kind: 'forbidden_alert', message: error.message };
    if (error.status === 403 && error.message === insufficientPermissionsMessage) {
      return { kind: 'sign_out' };
    }
    return {
      kind: 'toast',
      message: error.hasServerMessage ? error.message : undefined,
      status: error.status,
      code: error.code,
    };
  }
  if (isAuthError(error)) return { kind: 'restart_sign_in' };
  return { kind: 'toast', message: undefined, status: -1 };
};

/** The data layer retries failures, but never 401, 403 or another client error (spec §7). */
export const shouldRetry = (failureCount: number, error: unknown) => {
  // A client error (404 unknown id, 400, 401, 403, 422) answers the same again: show it at once.
  // Only a timeout (408) or rate limit (429) among them may pass on a second try.
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  ) {
    return false;
  }
  if (isAuthError(error)) return false;
  return failureCount < 2;
};
