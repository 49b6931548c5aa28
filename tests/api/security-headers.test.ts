import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';

// Issue 8, item 10. The pages working under these headers is proven in Chromium
// (tests/e2e/security-headers.spec.ts); this checks the headers themselves.
let server: RunningServer;
beforeAll(async () => {
  // Behind a trusted proxy, so that `X-Forwarded-Proto: https` marks a request as https.
  server = await useServer({ TRUST_PROXY_HEADER: 'true' });
});
afterAll(async () => {
  await server?.stop();
});

const directivesOf = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );

const metaNonceOf = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];

describe('the pages', () => {
  const pages = () => [
    { name: 'sign-in', url: `${server.mainUrl}/sign-in`, referrer: 'no-referrer' },
    {
      name: 'console',
      url: `${server.adminUrl}/console`,
      referrer: 'strict-origin-when-cross-origin',
    },
    {
      name: 'console page',
      url: `${server.adminUrl}/console/users`,
      referrer: 'strict-origin-when-cross-origin',
    },
  ];

  it('carry a strict Content-Security-Policy with a fresh nonce for their styles', async () => {
    for (const page of pages()) {
      const [first, second] = await Promise.all([fetch(page.url), fetch(page.url)]);
      expect(first.status, page.name).toBe(200);
      const html = await first.text();
      const policy = directivesOf(first.headers.get('content-security-policy'));
      expect(policy.get('default-src'), page.name).toEqual(["'self'"]);
      // The sign-in page may also run the two captcha providers' widgets (their default hosts
      // here); no other origin, and never an inline script.
      const captchaOrigins = [
        'https://challenges.cloudflare.com',
        'https://www.google.com',
        'https://www.recaptcha.net',
        'https://www.gstatic.com',
      ];
      expect(policy.get('script-src'), page.name).toEqual(
        page.name === 'sign-in' ? ["'self'", ...captchaOrigins] : ["'self'"],
      );
      expect(policy.get('frame-ancestors'), page.name).toEqual(["'none'"]);
      expect(policy.get('object-src'), page.name).toEqual(["'none'"]);
      const nonce = metaNonceOf(html);
      expect(nonce, page.name).toMatch(/^[\w+/=]{20,}$/);
      expect(policy.get('style-src'), page.name).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(first.headers.get('content-security-policy')).not.toContain('unsafe-inline');
      // No inline script in the page: every script is a file of our origin.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(metaNonceOf(await second.text()), page.name).not.toBe(nonce);
      expect(first.headers.get('referrer-policy'), page.name).toBe(page.referrer);
      expect(first.headers.get('x-content-type-options'), page.name).toBe('nosniff');
      expect(first.headers.get('cache-control'), page.name).toBe('no-cache');
    }
  });

  it("let the console call the user tenants' API on the main port", async () => {
    const response = await fetch(`${server.adminUrl}/console`);
    const policy = directivesOf(response.headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toEqual(["'self'", new URL(server.mainUrl).origin]);
  });
});

describe('API answers', () => {
  it('are neither sniffed nor framed', async () => {
    const response = await fetch(`${server.mainUrl}/api/.well-known/sign-in-exp`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only when the request came over https', async () => {
    for (const url of [`${server.mainUrl}/sign-in`, `${server.adminUrl}/api/status`]) {
      const plain = await fetch(url);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      const proxied = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });
});
