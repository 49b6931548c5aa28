import type { ErrorCode } from '@gatehouse/phrases';

/**
 * The error the HTTP layer (routes, guards, middleware) throws, with its status. Services throw
 * `DomainError` instead (services/domain-error.ts), given a status by http/error-status.ts. Both are
 * rendered once by `errorHandler` as `{ code, message, data? }`, the message translated from
 * `packages/phrases` errors by `Accept-Language`.
 * Example: `throw new ApiError('role.name_in_use', { status: 422, interpolation: { name } })`.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly interpolation: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: { status?: number; data?: unknown; interpolation?: Record<string, unknown> } = {},
  ) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? 400;
    this.data = options.data;
    this.interpolation = options.interpolation;
  }
}

/** Routes and services share one not-found assertion: it raises the domain error (404 at the edge). */
export { assertFound } from '../services/domain-error.ts';
