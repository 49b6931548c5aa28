import type { ErrorCode } from '@gatehouse/phrases';
import type { Context } from 'koa';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { DomainError } from '../services/domain-error.ts';
import { ApiError } from './api-error.ts';
import { errorHandler } from './error-handler.ts';
import { statusOfErrorCode } from './error-status.ts';

const app = {
  logger: pino({ level: 'silent' }),
  env: { isDevelopment: false },
} as unknown as AppContext;

/** Runs the error handler around a route that throws `error`; answers status and body. */
const render = async (error: Error, acceptLanguage = '') => {
  const ctx = {
    get: (header: string) => (header === 'accept-language' ? acceptLanguage : ''),
    state: {},
    path: '/api/test',
    status: 200,
    body: undefined as unknown,
  };
  await errorHandler(app)(ctx as unknown as Context, async () => {
    throw error;
  });
  return { status: ctx.status, body: ctx.body };
};

describe('domain errors at the edge', () => {
  // The statuses the services answered with while they still threw ApiError: the wire must not move.
  const statusesServicesUsed: [ErrorCode, number][] = [
    ['entity.not_exists_with_id', 404],
    ['entity.not_found', 404],
    ['entity.not_exists', 500],
    ['guard.invalid_input', 400],
    ['application.third_party_application_only', 422],
    ['application.user_consent_scopes_not_found', 422],
    ['application.consent_management_api_scopes_not_allowed', 422],
    ['application.device_flow_native_only', 422],
    ['application.third_party_application_cannot_enable_token_exchange', 422],
    ['application.invalid_type', 422],
    ['application.invalid_role_type', 422],
    ['application.invalid_third_party_application_type', 400],
    ['application.protected_application_only', 400],
    ['application.device_flow_not_changeable', 422],
    ['application.no_legacy_secret_found', 400],
    ['user.username_already_in_use', 422],
    ['user.email_already_in_use', 422],
    ['user.phone_already_in_use', 422],
    ['user.invalid_role_type', 422],
    ['user.password_and_digest', 400],
    ['user.password_algorithm_required', 400],
    ['session.invalid_credentials', 422],
    ['session.registration_disabled', 403],
    ['password.invalid_legacy_password_format', 400],
    ['password.unsupported_legacy_hash_algorithm', 400],
    ['role.name_in_use', 422],
    ['role.scope_exists', 422],
    ['role.user_exists', 422],
    ['role.application_exists', 422],
    ['role.internal_role_violation', 403],
    ['role.management_api_scopes_not_assignable_to_user_role', 400],
  ];

  it.each(statusesServicesUsed)('%s answers %i', (code, status) => {
    expect(statusOfErrorCode(code)).toBe(status);
  });

  it('renders a domain error like an ApiError: status, code, translated message, data', async () => {
    const domain = await render(
      new DomainError('role.name_in_use', {
        data: { field: 'name' },
        interpolation: { name: 'x' },
      }),
      'de',
    );
    const api = await render(
      new ApiError('role.name_in_use', {
        status: 422,
        data: { field: 'name' },
        interpolation: { name: 'x' },
      }),
      'de',
    );
    expect(domain).toEqual(api);
    expect(domain).toEqual({
      status: 422,
      body: {
        code: 'role.name_in_use',
        message: 'Der Rollenname x wird bereits verwendet.',
        data: { field: 'name' },
      },
    });
  });

  it('takes only codes that have a phrase', () => {
    // @ts-expect-error: no phrase has this key, so it is no ErrorCode.
    expect(new DomainError('role.no_such_code').code).toBe('role.no_such_code');
  });

  it('answers 400 for a code the table does not list', async () => {
    expect(await render(new DomainError('user.password_and_digest'))).toEqual({
      status: 400,
      body: {
        code: 'user.password_and_digest',
        message: 'You cannot set both a plain-text password and a password digest.',
      },
    });
  });
});
