import { ApiError, clientErrorCodes, toApiError } from './api-error.ts';

/** The request timeout of spec §7/§9. */
export const requestTimeoutMs = 20_000;

export type ApiClientOptions = {
  /** Base URL without a trailing slash, e.g. `http://localhost:3002/me`. */
  baseUrl: string;
  /** Returns a bearer token for the client's resource; undefined means "not signed in". */
  getToken: () => Promise<string | undefined>;
  /** The interface language, sent as `Accept-Language` so server messages arrive translated. */
  getLanguage: () => string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

export type QueryParams = Record<string, string | number | boolean | undefined>;

type RequestOptions = {
  query?: QueryParams;
  json?: unknown;
  body?: BodyInit;
  signal?: AbortSignal;
};

/** One page of a management list with the total of all pages (`Total-Number`, spec §7). */
export type Page<T> = { rows: T[]; total: number };

/** Code of the error raised when a paged answer lacks `Total-Number` (spec §8). */
export const missingTotalNumberCode = 'console.missing_total_number';

export type ApiClient = {
  request: <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** `GET` a paged list: its rows and the `Total-Number` header. */
  getPage: <T>(path: string, options?: RequestOptions) => Promise<Page<T>>;
  post: <T>(path: string, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, options?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, options?: RequestOptions) => Promise<T>;
  delete: <T = void>(path: string, options?: RequestOptions) => Promise<T>;
};

const buildUrl = (baseUrl: string, path: string, query: RequestOptions['query']) => {
  const url = new URL(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
};

/** A small typed fetch client: bearer token, Accept-Language, timeout, typed errors. */
export const createApiClient = ({
  baseUrl,
  getToken,
  getLanguage,
  timeoutMs = requestTimeoutMs,
  fetchImpl = (...args) => fetch(...args),
}: ApiClientOptions): ApiClient => {
  const send = async (method: string, path: string, options: RequestOptions) => {
    const token = await getToken();
    if (!token) throw new ApiError(401, clientErrorCodes.noToken, 'No access token.');
    const headers = new Headers({
      Authorization: `Bearer ${token}`,
      'Accept-Language': getLanguage(),
      Accept: 'application/json',
    });
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body,
        signal,
      });
    } catch (error) {
      // A caller's own abort is passed through untouched so it can be ignored silently.
      if (options.signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError(0, clientErrorCodes.timeout, 'Request timed out.');
      throw new ApiError(0, clientErrorCodes.network, String(error));
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  };

  // Some successful answers carry no JSON (Logto's `201 Created` text for assignments): only a
  // JSON content type is parsed, anything else reads as "no body".
  const readBody = async <T>(response: Response) => {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
    return (text && isJson ? JSON.parse(text) : undefined) as T;
  };

  const request = async <T>(method: string, path: string, options: RequestOptions = {}) =>
    readBody<T>(await send(method, path, options));

  const getPage = async <T>(path: string, options: RequestOptions = {}): Promise<Page<T>> => {
    const response = await send('GET', path, options);
    const totalHeader = response.headers.get('Total-Number');
    const rows = await readBody<T[]>(response);
    const total = totalHeader === null ? Number.NaN : Number(totalHeader);
    if (!Number.isFinite(total)) {
      throw new ApiError(200, missingTotalNumberCode, 'missing total number');
    }
    return { rows: rows ?? [], total };
  };

  return {
    request,
    get: (path, options) => request('GET', path, options),
    getPage,
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
};
