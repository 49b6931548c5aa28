import { createHash, randomBytes } from 'node:crypto';
import { callbackUrl } from './experience-harness.ts';

type RequestOptions = { method?: string; json?: unknown; headers?: Record<string, string> };

const isRemoval = (attributes: string[]) =>
  attributes.some((attribute) => {
    const [name = '', value = ''] = attribute.trim().split('=');
    if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (name.toLowerCase() === 'expires') return new Date(value).getTime() < Date.now();
    return false;
  });

/**
 * A browser for one origin: keeps cookies (paths ignored: Gatehouse sets them on `/`), never
 * follows redirects by itself so tests can look at each hop.
 */
export const createBrowser = (origin: string) => {
  const jar = new Map<string, string>();

  const request = async (
    path: string,
    { method = 'GET', json, headers = {} }: RequestOptions = {},
  ) => {
    const all = new Headers(headers);
    if (jar.size > 0)
      all.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (json !== undefined) all.set('content-type', 'application/json');
    const response = await fetch(new URL(path, origin), {
      method,
      headers: all,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      if (isRemoval(attributes)) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1).trim());
    }
    return response;
  };

  /** `GET /oidc/auth` for `clientId` (code flow with PKCE); resolves with where the provider sent the browser. */
  const startAuthorization = async (clientId: string, redirectUri = callbackUrl) => {
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid',
      state: 'test-state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const response = await request(`/oidc/auth?${query}`);
    if (response.status !== 303) throw new Error(`authorization answered ${response.status}`);
    return response.headers.get('location') ?? '';
  };

  /** Follows redirects inside the origin until one leaves it (the client's callback). */
  const followToCallback = async (start: string, redirectUri = callbackUrl) => {
    let location = start;
    for (let hop = 0; hop < 10; hop++) {
      if (location.startsWith(`${redirectUri}?`)) return new URL(location);
      const response = await request(location);
      const next = response.headers.get('location');
      if (!next)
        throw new Error(
          `no redirect from ${location}: ${response.status} ${await response.text()}`,
        );
      location = new URL(next, origin).toString();
    }
    throw new Error('too many redirects');
  };

  return { request, startAuthorization, followToCallback, cookies: jar };
};

export type Browser = ReturnType<typeof createBrowser>;
