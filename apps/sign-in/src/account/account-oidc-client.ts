/**
 * The built-in `account-center` client (apps/server/src/oidc/clients.ts: a public SPA client whose
 * redirect URI is `<endpoint>/account`): authorization code + PKCE against this tenant's `/oidc`,
 * as the demo app does, so the account pages carry no SDK. The access token (opaque, no
 * `resource`) is what the Account API takes (decision 015); it lives in this tab only.
 */
export const accountClientId = 'account-center';

/** The scopes the Account API routes need (contract endpoints.md, Account API note). */
export const accountScopes = 'openid profile email phone identities';

const storageKeys = {
  pending: 'gatehouse.account.pending',
  token: 'gatehouse.account.token',
};

type Discovery = {
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
};
type StoredToken = { accessToken: string; idToken?: string; expiresAt: number };

const redirectUri = () => `${window.location.origin}/account`;

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

const readToken = (): StoredToken | undefined => {
  const stored = sessionStorage.getItem(storageKeys.token);
  if (!stored) return undefined;
  const token = JSON.parse(stored) as StoredToken;
  // A token about to expire is as good as none: the next call would fail half-way.
  return token.expiresAt > Date.now() + 30_000 ? token : undefined;
};

/** The access token of this tab's signed-in user, if any. */
export const accountAccessToken = () => readToken()?.accessToken;

/** Sends the browser to the tenant's sign-in page; it comes back to `/account`. */
export const startAccountSignIn = async () => {
  const { authorization_endpoint } = await discover();
  const verifier = randomString();
  const state = randomString();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  sessionStorage.setItem(storageKeys.pending, JSON.stringify({ verifier, state }));
  const url = new URL(authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: accountClientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: accountScopes,
    state,
    code_challenge: base64Url(new Uint8Array(digest)),
    code_challenge_method: 'S256',
  }).toString();
  window.location.assign(url.toString());
};

/**
 * On the way back from sign-in (`?code&state`, or `?error`): exchanges the code for tokens.
 * Resolves whether this tab now holds a usable access token.
 */
export const completeAccountSignIn = async (search: string): Promise<boolean> => {
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
    if (!pending.verifier || pending.state !== params.get('state'))
      throw new Error('state mismatch');
    const { token_endpoint } = await discover();
    const response = await fetch(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri(),
        client_id: accountClientId,
        code_verifier: pending.verifier,
      }),
    });
    const tokens = (await response.json()) as {
      access_token?: string;
      id_token?: string;
      expires_in?: number;
      error_description?: string;
    };
    if (!response.ok || !tokens.access_token) {
      throw new Error(tokens.error_description ?? `token endpoint answered ${response.status}`);
    }
    const stored: StoredToken = {
      accessToken: tokens.access_token,
      ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
      expiresAt: Date.now() + (tokens.expires_in ?? 3600) * 1000,
    };
    sessionStorage.setItem(storageKeys.token, JSON.stringify(stored));
  }
  return Boolean(readToken());
};

/** Forgets the token and ends the session at the provider, which comes back to `/account`. */
export const signOutOfAccount = async () => {
  const idToken = readToken()?.idToken;
  sessionStorage.removeItem(storageKeys.token);
  const { end_session_endpoint } = await discover();
  const url = new URL(end_session_endpoint);
  url.search = new URLSearchParams({
    client_id: accountClientId,
    post_logout_redirect_uri: redirectUri(),
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).toString();
  window.location.assign(url.toString());
};
