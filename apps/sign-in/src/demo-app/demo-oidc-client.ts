/**
 * The built-in `demo-app` client (apps/server/src/oidc/clients.ts: a public SPA client whose
 * redirect and post-logout URI are `<endpoint>/demo-app`): authorization code + PKCE against this
 * tenant's `/oidc`, in a few lines, so the page stays tiny (no SDK in the sign-in app's build).
 */
export const demoClientId = 'demo-app';

const storageKeys = {
  pending: 'gatehouse.demo-app.pending',
  idToken: 'gatehouse.demo-app.id-token',
};

type Discovery = {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
};

const redirectUri = () => `${window.location.origin}/demo-app`;

const discover = async (): Promise<Discovery> => {
  const response = await fetch('/oidc/.well-known/openid-configuration');
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  return (await response.json()) as Discovery;
};

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomString = () => base64Url(crypto.getRandomValues(new Uint8Array(32)));

/** Sends the browser to the sign-in page of this tenant, as an application would. */
export const startDemoSignIn = async () => {
  const { authorization_endpoint } = await discover();
  const verifier = randomString();
  const state = randomString();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  sessionStorage.setItem(storageKeys.pending, JSON.stringify({ verifier, state }));
  const url = new URL(authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: demoClientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: 'openid profile email phone',
    state,
    code_challenge: base64Url(new Uint8Array(digest)),
    code_challenge_method: 'S256',
    // Always show the sign-in page, even with a session: the point is to try it.
    prompt: 'login',
  }).toString();
  window.location.assign(url.toString());
};

export type IdTokenClaims = Record<string, unknown>;

/** The ID token's payload (the token came straight from our token endpoint over TLS or localhost). */
const claimsOf = (idToken: string): IdTokenClaims => {
  const payload = idToken.split('.')[1] ?? '';
  const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as IdTokenClaims;
};

/**
 * On the way back from sign-in (`?code&state`, or `?error`): exchanges the code and keeps the ID
 * token for this tab. Resolves the signed-in claims, if any.
 */
export const completeDemoSignIn = async (search: string): Promise<IdTokenClaims | undefined> => {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) throw new Error(params.get('error_description') ?? error);
  const code = params.get('code');
  if (code) {
    const pending = JSON.parse(sessionStorage.getItem(storageKeys.pending) ?? '{}') as {
      verifier?: string;
      state?: string;
    };
    sessionStorage.removeItem(storageKeys.pending);
    if (!pending.verifier || pending.state !== params.get('state')) {
      throw new Error('state mismatch');
    }
    const { token_endpoint } = await discover();
    const response = await fetch(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri(),
        client_id: demoClientId,
        code_verifier: pending.verifier,
      }),
    });
    const tokens = (await response.json()) as { id_token?: string; error_description?: string };
    if (!response.ok || !tokens.id_token) {
      throw new Error(tokens.error_description ?? `token endpoint answered ${response.status}`);
    }
    sessionStorage.setItem(storageKeys.idToken, tokens.id_token);
  }
  const idToken = sessionStorage.getItem(storageKeys.idToken);
  return idToken ? claimsOf(idToken) : undefined;
};

/** Ends the session at the provider, which sends the browser back to this page. */
export const signOutOfDemo = async () => {
  const idToken = sessionStorage.getItem(storageKeys.idToken);
  sessionStorage.removeItem(storageKeys.idToken);
  const { end_session_endpoint } = await discover();
  const url = new URL(end_session_endpoint);
  url.search = new URLSearchParams({
    client_id: demoClientId,
    post_logout_redirect_uri: redirectUri(),
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).toString();
  window.location.assign(url.toString());
};
