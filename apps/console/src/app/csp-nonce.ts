/**
 * The nonce the server gave this page load (Vite's `<meta property="csp-nonce">`, see
 * apps/server/src/static/spa.ts): Mantine puts it on the `<style>` elements it injects, which the
 * page's Content-Security-Policy admits only with it. Browsers hide the attribute; the property
 * keeps the value.
 */
export const cspNonce = (): string =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
