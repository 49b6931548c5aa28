import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import { ApiError, clientErrorCodes, toApiError } from './api-error.ts';

/** The request timeout of spec §7/§9. */
export const requestTimeoutMs = 20_000;

export type ApiClientOptions = {
  /** Origin (and base path) the schema's paths hang off, e.g. `http://localhost:3001`. */
  baseUrl: string;
  /** Returns a bearer token for the client's resource; undefined means "not signed in". */
  getToken: () => Promise<string | undefined>;
  /** The interface language, sent as `Accept-Language` so server messages arrive translated. */
  getLanguage: () => string;
  timeoutMs?: number;
  fetchImpl?: (request: Request) => Promise<Response>;
};

/** One page of a management list with the total of all pages (`Total-Number`, spec §7). */
export type Page<T> = { rows: T[]; total: number };

/** Code of the error raised when a paged answer lacks `Total-Number` (spec §8). */
export const missingTotalNumberCode = 'console.missing_total_number';

/** Page, size and free-text search of a paged list (contract "Paging" and `[S]`). */
export type Paging = { page: number; pageSize: number; search?: string };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** Paths of `Paths` that answer `method`. */
export type PathsOf<Paths extends object, M extends Method> = ClientPathsWithMethod<
  Client<Paths, 'application/json'>,
  M
>;

type Operation<Paths, P, M extends Method> = P extends keyof Paths
  ? M extends keyof Paths[P]
    ? Paths[P][M]
    : never
  : never;

/** The JSON a successful answer carries, per the schema (`undefined` for 204). */
export type ResponseOf<Paths, P, M extends Method> =
  Exclude<
    FetchResponse<
      Operation<Paths, P, M> & Record<string | number, unknown>,
      object,
      'application/json'
    >['data'],
    undefined
  > extends infer Data
    ? [Data] extends [never]
      ? undefined
      : Data
    : never;

type RequestInitOf<Paths, P, M extends Method> = P extends keyof Paths
  ? M extends keyof Paths[P]
    ? MaybeOptionalInit<Paths[P], M>
    : never
  : never;

/**
 * Paths whose call needs no init (no required params or body). The init argument's optionality
 * is decided through these sets, in two overloads, because TypeScript checks the argument count
 * before it resolves a type that depends on the inferred path.
 */
type PathsWithOptionalInit<Paths extends object, M extends Method, Candidates> = {
  [P in Extract<PathsOf<Paths, M>, Candidates>]: [
    RequiredKeys<RequestInitOf<Paths, P, M>>,
  ] extends [never]
    ? P
    : never;
}[Extract<PathsOf<Paths, M>, Candidates>];

type TypedMethod<Paths extends object, M extends Method> = {
  <P extends PathsWithOptionalInit<Paths, M, PathsOf<Paths, M>>>(
    path: P,
    init?: RequestInitOf<Paths, P, M>,
  ): Promise<ResponseOf<Paths, P, M>>;
  <P extends PathsOf<Paths, M>>(
    path: P,
    init: RequestInitOf<Paths, P, M>,
  ): Promise<ResponseOf<Paths, P, M>>;
};

type PageMethod<Paths extends object> = {
  <P extends PathsWithOptionalInit<Paths, 'get', PagedPathsOf<Paths>>>(
    path: P,
    paging: Paging,
    init?: RequestInitOf<Paths, P, 'get'>,
  ): Promise<Page<RowOf<Paths, P>>>;
  <P extends PagedPathsOf<Paths>>(
    path: P,
    paging: Paging,
    init: RequestInitOf<Paths, P, 'get'>,
  ): Promise<Page<RowOf<Paths, P>>>;
};

type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** GET paths whose query declares `page`: the paged lists (contract "Paging"). */
export type PagedPathsOf<Paths extends object> = {
  [P in PathsOf<Paths, 'get'>]: QueryOf<Operation<Paths, P, 'get'>> extends infer Query
    ? [Query] extends [never]
      ? never
      : 'page' extends keyof Query
        ? P
        : never
    : never;
}[PathsOf<Paths, 'get'>];

/** The row type of a paged list. */
export type RowOf<Paths extends object, P> =
  ResponseOf<Paths, P, 'get'> extends readonly (infer Row)[] ? Row : never;

/**
 * A client typed by a generated `paths` interface: the path, its params, query and body are
 * checked against the server's route schemas, and each call resolves to the typed answer or
 * rejects with an ApiError.
 */
export type ApiClient<Paths extends object> = {
  get: TypedMethod<Paths, 'get'>;
  post: TypedMethod<Paths, 'post'>;
  put: TypedMethod<Paths, 'put'>;
  patch: TypedMethod<Paths, 'patch'>;
  delete: TypedMethod<Paths, 'delete'>;
  /** `GET` a paged list: its rows and the `Total-Number` header. */
  getPage: PageMethod<Paths>;
};

/**
 * The transport under openapi-fetch: bearer token, `Accept-Language`, timeout, and every failure
 * turned into an ApiError, so callers only ever see a typed answer or an ApiError.
 */
const createTransport =
  ({
    getToken,
    getLanguage,
    timeoutMs = requestTimeoutMs,
    fetchImpl = (request) => fetch(request),
  }: ApiClientOptions) =>
  async (request: Request) => {
    const token = await getToken();
    if (!token) throw new ApiError(401, clientErrorCodes.noToken, 'No access token.');
    const headers = new Headers(request.headers);
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept-Language', getLanguage());
    headers.set('Accept', 'application/json');
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    let response: Response;
    try {
      response = await fetchImpl(new Request(request, { headers, signal }));
    } catch (error) {
      // A caller's own abort is passed through untouched so it can be ignored silently.
      if (request.signal.aborted) throw error;
      if (timeout.aborted) throw new ApiError(0, clientErrorCodes.timeout, 'Request timed out.');
      throw new ApiError(0, clientErrorCodes.network, String(error));
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  };

// Some successful answers carry no JSON (Logto's `201 Created` text for assignments): only a
// JSON content type is parsed, anything else reads as "no body".
const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  return text && isJson ? JSON.parse(text) : undefined;
};

type LooseInit = { params?: { query?: Record<string, unknown> } } & Record<string, unknown>;

/** An openapi-fetch client over `Paths` with the console's transport and error mapping. */
export const createApiClient = <Paths extends object>(
  options: ApiClientOptions,
): ApiClient<Paths> => {
  const client = createClient<Paths, 'application/json'>({
    baseUrl: options.baseUrl,
    fetch: createTransport(options),
  });
  // openapi-fetch builds the URL and body from the typed arguments; the answer is read here
  // (`parseAs: 'stream'` leaves it unread) so non-JSON successes resolve to undefined.
  const send = async (method: Method, path: string, init: LooseInit = {}) => {
    const request = client.request as (
      method: Method,
      path: string,
      init: LooseInit,
    ) => Promise<{ response: Response }>;
    const { response } = await request(method, path, { ...init, parseAs: 'stream' });
    return response;
  };
  const call =
    (method: Method) =>
    (path: string, init?: LooseInit): Promise<never> =>
      send(method, path, init).then(readBody) as Promise<never>;

  const getPage = async (path: string, paging: Paging, init: LooseInit = {}) => {
    const query = {
      ...init.params?.query,
      page: paging.page,
      page_size: paging.pageSize,
      // The server's default `like` mode wants the wildcards.
      search: paging.search ? `%${paging.search}%` : undefined,
    };
    const response = await send('get', path, { ...init, params: { ...init.params, query } });
    const totalHeader = response.headers.get('Total-Number');
    const rows = (await readBody(response)) as unknown[] | undefined;
    const total = totalHeader === null ? Number.NaN : Number(totalHeader);
    if (!Number.isFinite(total)) {
      throw new ApiError(200, missingTotalNumberCode, 'missing total number');
    }
    return { rows: rows ?? [], total };
  };

  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    getPage: getPage as ApiClient<Paths>['getPage'],
  } as ApiClient<Paths>;
};
