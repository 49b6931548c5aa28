import * as oidc from 'openid-client';
import { CookieJar } from './browserless-flow.ts';

/** An answer of the experience API as a test reads it. */
export type ExperienceAnswer = {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests
  body: any;
};

/**
 * One browser-like sign-in with a real OIDC client (openid-client, authorization code + PKCE):
 * `start()` follows `/oidc/auth` to the sign-in page keeping cookies, `call()` drives the
 * experience API with them, `finish(redirectTo)` follows the provider back to the client and
 * redeems the code at `/oidc/token`. Example:
 * `const flow = await startExperienceFlow(origin, 'app-id', redirectUri); await flow.call(...)`.
 */
export const startExperienceFlow = async (
  origin: string,
  clientId: string,
  redirectUri: string,
) => {
  const config = await oidc.discovery(new URL(`${origin}/oidc`), clientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile email phone',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const jar = new CookieJar();

  /** Follows redirects by hand from `start` until `stop` accepts the URL. */
  const follow = async (start: string, stop: (url: URL) => boolean) => {
    let url = new URL(start, origin);
    for (let hop = 0; hop < 15; hop++) {
      if (stop(url)) return url;
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`no redirect from ${url}: ${response.status}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  };

  const signInPage = await follow(authorizationUrl.href, (url) =>
    ['/sign-in', '/register'].includes(url.pathname),
  );

  const call = async (method: string, path: string, body?: unknown): Promise<ExperienceAnswer> => {
    const response = await fetch(new URL(path, origin), {
      method,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    jar.store(response);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: isJson && text ? JSON.parse(text) : {},
    };
  };

  /** Follows `redirectTo` back to the client and exchanges the code for tokens. */
  const finish = async (redirectTo: string) => {
    const callback = await follow(redirectTo, (url) => url.href.startsWith(redirectUri));
    return oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
  };

  return { signInPage, call, follow, finish, jar };
};

export type ExperienceFlow = Awaited<ReturnType<typeof startExperienceFlow>>;
