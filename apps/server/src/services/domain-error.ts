import type { ErrorCode } from '@gatehouse/phrases';

/**
 * The error services throw: what went wrong (a phrase code, data, interpolation values), never how
 * it travels. The HTTP edge gives it a status from one table (http/error-status.ts) and renders it
 * as `{ code, message, data? }`, like an ApiError.
 * Example: `throw new DomainError('role.name_in_use', { interpolation: { name } })`.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly data: unknown;
  readonly interpolation: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: { data?: unknown; interpolation?: Record<string, unknown> } = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.data = options.data;
    this.interpolation = options.interpolation;
  }
}

/** Throws `entity.not_exists_with_id` (404 at the edge) unless `value` is present. */
export function assertFound<T>(
  value: T | undefined | null,
  name: string,
  id: string,
): asserts value is T {
  if (value === undefined || value === null) {
    throw new DomainError('entity.not_exists_with_id', { interpolation: { name, id } });
  }
}
