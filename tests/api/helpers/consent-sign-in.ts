import * as client from 'openid-client';
import { CookieJar, followUntil } from './browserless-flow.ts';
import type { RunningServer } from './server.ts';

/** Experience API calls as the sign-in page at `signInPage` makes them, with the jar's cookies. */
export const signInPageCaller =
  (jar: CookieJar, signInPage: URL) => async (method: string, route: string, body?: unknown) => {
    const response = await fetch(new URL(route, signInPage), {
      method,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    jar.store(response);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };
type SignInPageCall = ReturnType<typeof signInPageCaller>;

/** A SignIn interaction by `username` and password, submitted; answers the submit's response. */
export const submitPasswordSignIn = async (
  call: SignInPageCall,
  username: string,
  password: string,
) => {
  await call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  const verification = await call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  await call('POST', '/api/experience/identification', {
    verificationId: verification.body.verificationId,
  });
  return call('POST', '/api/experience/submit');
};

/**
 * A third-party application's authorization request (openid-client, PKCE, `prompt=consent`, the
 * organizations resource as Logto's SDKs ask for it) in which `username` signs in with a password
 * through the Experience API, up to the consent page. `call` goes on with the sign-in page's
 * cookies; `finish` follows a consent answer's redirect to `redirectUri` and redeems the code.
 */
export const signInUpToConsent = async (
  server: RunningServer,
  {
    application,
    redirectUri,
    scope,
    username,
    password,
  }: {
    application: { id: string; secret: string };
    redirectUri: string;
    scope: string;
    username: string;
    password: string;
  },
) => {
  const config = await client.discovery(
    new URL(`${server.mainUrl}/oidc`),
    application.id,
    undefined,
    client.ClientSecretBasic(application.secret),
    { execute: [client.allowInsecureRequests] },
  );
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'consent',
    // As Logto's SDKs do with the organizations scope: the grant then holds organization scopes.
    resource: 'urn:logto:resource:organizations',
  });
  const jar = new CookieJar();
  const signInPage = await followUntil(jar, url.href, (next) => next.pathname === '/sign-in');
  const call = signInPageCaller(jar, signInPage);
  const submitted = await submitPasswordSignIn(call, username, password);
  await followUntil(jar, submitted.body.redirectTo, (next) => next.pathname === '/consent');

  const finish = async (redirectTo: string) => {
    const callback = await followUntil(jar, redirectTo, (next) =>
      next.href.startsWith(redirectUri),
    );
    return client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier });
  };
  return { config, call, finish };
};
