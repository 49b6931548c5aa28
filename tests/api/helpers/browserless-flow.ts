/**
 * Walks an authorization request the way a browser would, without one: follows redirects by hand,
 * keeps cookies, and drives the experience API the sign-in page uses. Returns the final redirect
 * to the client (with `code`). The real pages are exercised by the Playwright tests.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export const followUntil = async (
  jar: CookieJar,
  start: string,
  stop: (url: URL) => boolean,
): Promise<URL> => {
  let url = new URL(start);
  for (let hop = 0; hop < 15; hop++) {
    if (stop(url)) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `expected a redirect from ${url} but got ${response.status}: ${await response.text()}`,
      );
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
};

export type Credentials = { username: string; password: string };

/** Signs in (or registers, then signs in) through the experience API and returns the callback URL. */
export const authorizeWithoutBrowser = async (
  authorizationUrl: string,
  credentials: Credentials,
  options: { register?: boolean; redirectUri: string },
) => {
  const jar = new CookieJar();
  const signInPage = await followUntil(jar, authorizationUrl, (url) =>
    ['/sign-in', '/register'].includes(url.pathname),
  );
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, signInPage), {
      method,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    jar.store(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    const isJson = response.headers.get('content-type')?.includes('json');
    return isJson && text ? (JSON.parse(text) as Record<string, string>) : {};
  };
  const identifier = { type: 'username', value: credentials.username };
  if (options.register) {
    await api('PUT', '/api/experience', { interactionEvent: 'Register' });
    const { verificationId } = await api(
      'POST',
      '/api/experience/verification/new-password-identity',
      { identifier, password: credentials.password },
    );
    await api('POST', '/api/experience/identification', { verificationId });
  } else {
    await api('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const { verificationId } = await api('POST', '/api/experience/verification/password', {
      identifier,
      password: credentials.password,
    });
    await api('POST', '/api/experience/identification', { verificationId });
  }
  const { redirectTo } = await api('POST', '/api/experience/submit');
  return followUntil(jar, redirectTo!, (url) => url.href.startsWith(options.redirectUri));
};
