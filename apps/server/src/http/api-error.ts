/**
 * The one error type routes throw. Rendered once by `errorHandler` as `{ code, message, data? }`,
 * the message translated from `packages/phrases` errors by `Accept-Language`.
 * Example: `throw new ApiError('role.name_in_use', { status: 422, interpolation: { name } })`.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly data: unknown;
  readonly interpolation: Record<string, unknown> | undefined;

  constructor(
    code: string,
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

/** Throws a 404 `entity.not_exists_with_id` unless `value` is present. */
export function assertFound<T>(
  value: T | undefined | null,
  name: string,
  id: string,
): asserts value is T {
  if (value === undefined || value === null) {
    throw new ApiError('entity.not_exists_with_id', { status: 404, interpolation: { name, id } });
  }
}
