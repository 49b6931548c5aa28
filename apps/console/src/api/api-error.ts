/** An HTTP error in the shared wire shape `{ code, message, data? }` (decision 001). */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no response arrived (network failure or timeout). */
    readonly status: number,
    /** Server error code such as `auth.forbidden`, or a console code for network failures. */
    readonly code: string | undefined,
    message: string,
    readonly data?: unknown,
    /** True when the body held a readable `{ code, message }`. */
    readonly hasServerMessage = false,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Codes the console gives failures that never reached the server. */
export const clientErrorCodes = {
  timeout: 'console.request_timeout',
  network: 'console.network_error',
  noToken: 'console.no_access_token',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Builds an ApiError from a failed response, reading the JSON body when there is one. */
export const toApiError = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => undefined);
  if (isRecord(body) && typeof body.message === 'string') {
    const code = typeof body.code === 'string' ? body.code : undefined;
    return new ApiError(response.status, code, body.message, body.data, true);
  }
  return new ApiError(response.status, undefined, response.statusText || `HTTP ${response.status}`);
};
