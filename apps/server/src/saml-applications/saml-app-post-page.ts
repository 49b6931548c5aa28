import { randomBytes } from 'node:crypto';

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * The page that posts the SAML response to the SP's ACS (HTTP-POST binding): a form submitted by
 * an inline script allowed by a per-response nonce, and a button for browsers without scripts.
 * Its Content-Security-Policy lets the form go to the ACS origin only.
 */
export const samlAutoPostPage = (input: {
  acsUrl: string;
  samlResponse: string;
  relayState: string | null;
}) => {
  const nonce = randomBytes(16).toString('base64');
  const acsOrigin = new URL(input.acsUrl).origin;
  const relayState =
    input.relayState === null
      ? ''
      : `<input type="hidden" name="RelayState" value="${escapeHtml(input.relayState)}"/>`;
  const html = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><title>Signing in…</title></head><body>',
    `<form method="post" action="${escapeHtml(input.acsUrl)}">`,
    `<input type="hidden" name="SAMLResponse" value="${escapeHtml(input.samlResponse)}"/>`,
    relayState,
    '<noscript><button type="submit">Continue</button></noscript>',
    '</form>',
    `<script nonce="${nonce}">document.forms[0].submit();</script>`,
    '</body></html>',
  ].join('');
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `form-action ${acsOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, policy };
};
