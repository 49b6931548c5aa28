/**
 * URI rules of applications (spec §5): redirect URIs are web (http/https) or, for native apps,
 * a custom scheme; post-logout URIs are valid URLs; CORS origins are bare origins.
 * Shared by the management API and the console forms.
 */

export type RedirectUriKind = 'web' | 'mobile';

const webProtocols = new Set(['http:', 'https:']);

// Schemes a browser would run or read locally instead of navigating to an app.
const forbiddenProtocols = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

const parse = (value: string): URL | undefined => {
  // `URL.parse` accepts leading/trailing spaces by trimming them; a stored URI must be exact.
  if (value.trim() !== value || value === '') return undefined;
  return URL.parse(value) ?? undefined;
};

/** A parseable absolute URL whose scheme is not one a browser executes. */
export const isValidUrl = (value: string): boolean => {
  const url = parse(value);
  return Boolean(url && !forbiddenProtocols.has(url.protocol));
};

/**
 * `web`: an http(s) URL with a host. `mobile`: a custom scheme such as `io.logto://callback`
 * or `com.example.app:/callback` — never http(s), and something after the scheme.
 * Example: `validateRedirectUri('io.logto://callback', 'mobile') === true`.
 */
export const validateRedirectUri = (value: string, kind: RedirectUriKind): boolean => {
  const url = parse(value);
  if (!url || forbiddenProtocols.has(url.protocol)) return false;
  if (kind === 'web') return webProtocols.has(url.protocol) && url.hostname !== '';
  if (webProtocols.has(url.protocol)) return false;
  return /^[a-z][\d+.a-z-]*:$/i.test(url.protocol) && value.length > url.protocol.length;
};

/** Redirect URI kinds an application type may register (Native apps may use custom schemes). */
export const redirectUriKindsOf = (type: string): RedirectUriKind[] =>
  type === 'Native' ? ['web', 'mobile'] : ['web'];

/** A CORS origin must be exactly its own URL's origin (`https://a.com`, no path or slash). */
export const isValidOrigin = (value: string): boolean => {
  const url = parse(value);
  return Boolean(url && webProtocols.has(url.protocol) && url.origin === value);
};

const localhostNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** localhost, 127.0.0.1 or ::1 (spec §5 "Localhost detection"). */
export const isLocalhostUrl = (value: string): boolean => {
  const url = parse(value);
  return Boolean(url && localhostNames.has(url.hostname));
};
