/**
 * What the server puts into `index.html` when it answers with this app itself: the CSP nonce that
 * lets our `<style>` elements through the Content-Security-Policy (Vite's `html.cspNonce`), and,
 * on an OAuth error page served at an `/oidc/…` URL, which error it was.
 */

/** The nonce of this page load; browsers hide it from attributes, the `nonce` property keeps it. */
export const cspNonce = (): string | undefined =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

const serverErrors = ['unknown_application', 'unregistered_redirect_uri', 'oidc_error'] as const;
export type ServerError = (typeof serverErrors)[number];

/** The error the server rendered this page for, if any (only the known words are taken). */
export const serverError = (): ServerError | undefined => {
  const value = document.querySelector<HTMLMetaElement>('meta[name="gatehouse-error"]')?.content;
  return serverErrors.find((known) => known === value);
};
