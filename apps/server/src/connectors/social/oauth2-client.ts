import { socialError } from './social-kit.ts';

const timeoutMs = 10_000;

export type ClientCredentials = {
  clientId: string;
  clientSecret: string;
  /** How the token endpoint wants the client to authenticate (RFC 6749 §2.3.1). */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post' | undefined;
};

/** The provider's answer to the code exchange (RFC 6749 §5.1), as far as Gatehouse reads it. */
export type TokenResponse = {
  access_token?: string;
  id_token?: string;
  token_type?: string;
  [key: string]: unknown;
};

/** The authorization URL: the endpoint with the request's parameters added to its own query. */
export const buildAuthorizationUri = (endpoint: string, parameters: Record<string, string>) => {
  const url = new URL(endpoint);
  for (const [key, value] of Object.entries(parameters)) {
    if (value !== '') url.searchParams.set(key, value);
  }
  return url.href;
};

/**
 * Fails when the provider redirected back with an error instead of a code (RFC 6749 §4.1.2.1),
 * e.g. the person refused consent: `connector.authorization_failed` with the provider's words.
 */
export const requireAuthorizationCode = (connectorData: Record<string, unknown>) => {
  const { code, error, error_description: description } = connectorData;
  if (typeof error === 'string') {
    throw socialError('authorization_failed', {
      error,
      ...(typeof description === 'string' ? { error_description: description } : {}),
    });
  }
  if (typeof code !== 'string' || code === '') {
    throw socialError('authorization_failed', { error: 'missing_code' });
  }
  return code;
};

const readJson = async (response: Response) => {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Some providers (GitHub without an Accept header) answer form-encoded.
    return Object.fromEntries(new URLSearchParams(text));
  }
};

const errorFieldsOf = (body: unknown) => {
  if (!body || typeof body !== 'object') return {};
  const { error, error_description: description } = body as Record<string, unknown>;
  return {
    ...(typeof error === 'string' ? { error } : {}),
    ...(typeof description === 'string' ? { error_description: description } : {}),
  };
};

/** One request to the provider; an unreachable provider is `connector.general`. */
const send = async (url: string, init: RequestInit) => {
  try {
    return await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'Error';
    throw socialError('general', { error: `unreachable (${reason})` });
  }
};

/**
 * Exchanges the authorization code at the token endpoint (RFC 6749 §4.1.3). A refused code is
 * `connector.social_auth_code_invalid` with the provider's `error`; an answer without an access
 * token is `connector.invalid_response`.
 */
export const exchangeCode = async (
  tokenEndpoint: string,
  client: ClientCredentials,
  parameters: { code: string; redirectUri: string; codeVerifier?: string | undefined },
  extraHeaders: Record<string, string> = {},
): Promise<TokenResponse> => {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: parameters.code,
    redirect_uri: parameters.redirectUri,
  });
  if (parameters.codeVerifier) form.set('code_verifier', parameters.codeVerifier);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    ...extraHeaders,
  };
  if (client.tokenEndpointAuthMethod === 'client_secret_post') {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  } else {
    // RFC 6749 §2.3.1: both parts form-encoded before base64.
    const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(
      `${encode(client.clientId)}:${encode(client.clientSecret)}`,
    ).toString('base64')}`;
  }
  const response = await send(tokenEndpoint, { method: 'POST', headers, body: form });
  const body = await readJson(response);
  if (!response.ok || (body as TokenResponse | null)?.error) {
    throw socialError('social_auth_code_invalid', {
      status: response.status,
      ...errorFieldsOf(body),
    });
  }
  const tokens = body as TokenResponse;
  if (typeof tokens.access_token !== 'string') {
    throw socialError('invalid_response', { error: 'no access_token in the token response' });
  }
  return tokens;
};

/** A GET with the access token; a refused token is `connector.social_invalid_access_token`. */
export const fetchWithToken = async (
  endpoint: string,
  accessToken: string,
  extraHeaders: Record<string, string> = {},
): Promise<unknown> => {
  const response = await send(endpoint, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      ...extraHeaders,
    },
  });
  const body = await readJson(response);
  if (!response.ok) {
    throw socialError('social_invalid_access_token', {
      status: response.status,
      ...errorFieldsOf(body),
    });
  }
  return body;
};

/** The provider's profile of the token's owner (OIDC userinfo or an OAuth 2.0 API's "me"). */
export const fetchProfile = async (
  endpoint: string,
  accessToken: string,
  extraHeaders: Record<string, string> = {},
): Promise<Record<string, unknown>> => {
  const body = await fetchWithToken(endpoint, accessToken, extraHeaders);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw socialError('invalid_response', { error: 'the profile is not a JSON object' });
  }
  return body as Record<string, unknown>;
};

/** A JSON document of the provider (OpenID discovery); any failure is `connector.invalid_config`. */
export const fetchDocument = async (url: string): Promise<Record<string, unknown>> => {
  const response = await send(url, { headers: { accept: 'application/json' } });
  const body = await readJson(response);
  if (!response.ok || !body || typeof body !== 'object') {
    throw socialError('invalid_config', { error: `${url} answered ${response.status}` });
  }
  return body as Record<string, unknown>;
};
