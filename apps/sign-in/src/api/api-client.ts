/** An error answer of the API, `{ code, message, data? }`, or a failure to reach it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Client-side code for a request that never got an answer. */
export const networkErrorCode = 'network';

let acceptLanguage = 'en';

/** Server messages (shown for codes the app does not know) follow the page's language. */
export const setApiLanguage = (tag: string) => {
  acceptLanguage = tag;
};

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isErrorBody = (body: unknown): body is { code: string; message?: string; data?: unknown } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'string';

/** Calls the same-origin API with JSON; resolves the parsed body (undefined when empty). */
export const requestApi = async <T = undefined>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': acceptLanguage,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, networkErrorCode, error instanceof Error ? error.message : String(error));
  }
  const parsed = parseBody(await response.text());
  if (!response.ok) {
    if (isErrorBody(parsed)) {
      throw new ApiError(response.status, parsed.code, parsed.message ?? '', parsed.data);
    }
    throw new ApiError(response.status, 'request.general', response.statusText);
  }
  return parsed as T;
};
