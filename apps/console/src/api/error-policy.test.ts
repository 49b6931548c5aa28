import { LogtoClientError, OidcError } from '@logto/react';
import { describe, expect, it } from 'vitest';
import { ApiError, clientErrorCodes } from './api-error.ts';
import { decideErrorAction, shouldRetry } from './error-policy.ts';

describe('decideErrorAction', () => {
  it('restarts sign-in on 401, missing tokens and SDK errors', () => {
    expect(decideErrorAction(new ApiError(401, 'auth.unauthorized', 'x', undefined, true))).toEqual(
      {
        kind: 'restart_sign_in',
      },
    );
    expect(decideErrorAction(new ApiError(401, clientErrorCodes.noToken, 'x')).kind).toBe(
      'restart_sign_in',
    );
    expect(decideErrorAction(new LogtoClientError('not_authenticated')).kind).toBe(
      'restart_sign_in',
    );
    expect(decideErrorAction(new OidcError('invalid_grant')).kind).toBe('restart_sign_in');
    expect(decideErrorAction(new ApiError(400, 'invalid_target', 'x')).kind).toBe(
      'restart_sign_in',
    );
  });

  it("signs out on 403 'Insufficient permissions.'", () => {
    expect(
      decideErrorAction(new ApiError(403, 'auth.x', 'Insufficient permissions.', undefined, true)),
    ).toEqual({
      kind: 'sign_out',
    });
  });

  it('asks for an alert on auth.forbidden', () => {
    expect(
      decideErrorAction(new ApiError(403, 'auth.forbidden', 'Forbidden.', undefined, true)),
    ).toEqual({
      kind: 'forbidden_alert',
      message: 'Forbidden.',
    });
  });

  it('toasts other errors with the server message when there is one', () => {
    expect(
      decideErrorAction(
        new ApiError(422, 'user.username_already_in_use', 'Taken.', undefined, true),
      ),
    ).toEqual({
      kind: 'toast',
      message: 'Taken.',
      status: 422,
      code: 'user.username_already_in_use',
    });
    expect(decideErrorAction(new ApiError(502, undefined, 'Bad Gateway'))).toMatchObject({
      kind: 'toast',
      message: undefined,
      status: 502,
    });
  });

  it('lets a call suppress listed codes and statuses, but never 401', () => {
    const taken = new ApiError(422, 'user.username_already_in_use', 'Taken.', undefined, true);
    expect(
      decideErrorAction(taken, { suppressErrorCodes: ['user.username_already_in_use'] }).kind,
    ).toBe('ignore');
    expect(decideErrorAction(taken, { suppressStatuses: [422] }).kind).toBe('ignore');
    expect(decideErrorAction(new ApiError(401, 'a', 'b'), { suppressStatuses: [401] }).kind).toBe(
      'restart_sign_in',
    );
  });

  it('ignores aborted requests', () => {
    expect(decideErrorAction(new DOMException('aborted', 'AbortError')).kind).toBe('ignore');
  });
});

describe('shouldRetry', () => {
  it('retries server errors but never 401 or 403', () => {
    expect(shouldRetry(0, new ApiError(500, undefined, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, undefined, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, undefined, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, undefined, 'x'))).toBe(false);
  });

  it('never retries a 404 or another client error, so "not found" shows at once', () => {
    expect(shouldRetry(0, new ApiError(404, 'entity.not_exists_with_id', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'guard.invalid_input', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, undefined, 'x'))).toBe(true);
  });
});
