import type { RunningServer } from './server.ts';
import { clientCredentialsToken } from './tokens.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The body type used when a call names none. Tests probe error bodies (`body.code`) and
 * partial shapes field by field, so an untyped default keeps them readable; a call whose
 * shape matters names it, e.g. `client.get<UserResponse[]>('/api/users')`.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; callers opt into a type per call.
type UntypedBody = any;

export type ApiResponse<Body> = { status: number; headers: Headers; body: Body };

export type ApiClient = {
  request<Body = UntypedBody>(
    method: HttpMethod,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse<Body>>;
  get<Body = UntypedBody>(path: string): Promise<ApiResponse<Body>>;
  post<Body = UntypedBody>(path: string, body?: unknown): Promise<ApiResponse<Body>>;
  put<Body = UntypedBody>(path: string, body?: unknown): Promise<ApiResponse<Body>>;
  patch<Body = UntypedBody>(path: string, body?: unknown): Promise<ApiResponse<Body>>;
  delete<Body = UntypedBody>(path: string, body?: unknown): Promise<ApiResponse<Body>>;
};

/** JSON when the server says so; otherwise the raw text ('' for an empty body, e.g. 204). */
const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return isJson && text ? JSON.parse(text) : text;
};

/**
 * A client for one server origin that sends `authorization: Bearer <token>` on every call.
 * Paths are absolute on that origin (`/api/users`), as in the contract.
 */
export const createApiClient = ({ origin, token }: { origin: string; token: string }) => {
  const request = async <Body>(method: HttpMethod, path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await readBody(response)) as Body,
    };
  };
  const client: ApiClient = {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    patch: (path, body) => request('PATCH', path, body),
    delete: (path, body) => request('DELETE', path, body),
  };
  return client;
};

const defaultManagementApi = 'https://default.logto.app/api';

/**
 * A management API client of the default tenant, authorised by a client-credentials token of
 * the given machine-to-machine app (usually the bootstrap app of the test server).
 */
export const createManagementClient = async (
  server: RunningServer,
  credentials: { clientId: string; clientSecret: string },
) =>
  createApiClient({
    origin: server.mainUrl,
    token: await clientCredentialsToken(server.mainUrl, credentials, defaultManagementApi),
  });
