import { CookieJar, followUntil } from './browserless-flow.ts';

export type ExperienceAnswer = { status: number; body: Record<string, unknown> };

/**
 * One interaction of the Experience API driven step by step, as the sign-in page would: follows
 * the authorization request to the sign-in page with a cookie jar, then answers every call with
 * its status and body (no throwing), and finally follows `redirectTo` back to the client.
 */
export const startExperience = async (authorizationUrl: string) => {
  const jar = new CookieJar();
  const signInPage = await followUntil(jar, authorizationUrl, (url) =>
    ['/sign-in', '/register'].includes(url.pathname),
  );
  const call = async (method: string, path: string, body?: unknown): Promise<ExperienceAnswer> => {
    const response = await fetch(new URL(path, signInPage), {
      method,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    jar.store(response);
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
  return {
    origin: signInPage.origin,
    call,
    /** Follows the submission's `redirectTo` until the client's redirect URI (with `code`). */
    finish: (redirectTo: string, redirectUri: string) =>
      followUntil(jar, redirectTo, (url) => url.href.startsWith(redirectUri)),
  };
};
