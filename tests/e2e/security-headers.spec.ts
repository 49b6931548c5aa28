import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, signInToConsole, test } from './fixtures/console.ts';

// Issue 8, items 10 and 15: the sign-in app and the console work under their
// Content-Security-Policy (no violation, no console error), and an authorization request with an
// unknown client shows the sign-in app's translated error page.

/** Every CSP violation and console error of `page`, across navigations. */
const watchPage = async (page: Page, options: { expectedStatusOf?: string } = {}) => {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    problems.push(`CSP violation: ${violation}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    // Chromium logs a document answered with an error status; that one is expected.
    const isExpectedStatus =
      Boolean(options.expectedStatusOf) &&
      message.location().url.startsWith(options.expectedStatusOf ?? '') &&
      message.text().startsWith('Failed to load resource');
    if (isExpectedStatus) return;
    if (message.type() === 'error' || /content security policy/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
};

test('the console sign-in flow and console pages run under their CSP without a violation', async ({
  page,
  gatehouse,
  admin,
}) => {
  const problems = await watchPage(page);
  await signInToConsole(page, gatehouse, admin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await expect(page).toHaveURL(/\/console\/applications/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'User management' })
    .click();
  await expect(page).toHaveURL(/\/console\/users/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Mantine's styles arrived: its CSS variables apply (they come in a nonce-carrying <style>).
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-blue-filled'),
  );
  expect(primary.trim()).not.toBe('');
  expect(problems).toEqual([]);
});

test('the sign-in page of a user tenant runs under its CSP without a violation', async ({
  page,
  gatehouse,
}) => {
  const problems = await watchPage(page);
  await page.goto(`${gatehouse.mainUrl}/sign-in`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown client_id shows the translated error page, not JSON', async ({
  page,
  gatehouse,
}) => {
  const problems = await watchPage(page, { expectedStatusOf: `${gatehouse.mainUrl}/oidc/auth` });
  const authorize = (locale: string) =>
    `${gatehouse.mainUrl}/oidc/auth?${new URLSearchParams({
      client_id: 'no-such-client',
      redirect_uri: 'http://localhost:5173/callback',
      response_type: 'code',
      scope: 'openid',
      ui_locales: locale,
    })}`;
  const answer = await page.goto(authorize('en'));
  expect(answer?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('This application is not known to this sign-in service.', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText('invalid_client');

  await page.goto(authorize('de'));
  await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeVisible();
  await expect(
    page.getByText('Diese Anwendung ist diesem Anmeldedienst nicht bekannt.', { exact: false }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('unknown-client-de.png') });
  expect(problems).toEqual([]);
});

test("oidc-provider's own pages (form_post callback, logout) run under a CSP without a violation", async ({
  page,
  gatehouse,
  api,
}) => {
  // The client's callback: a real HTTP server on 127.0.0.1 that records what the browser posts.
  const posted: URLSearchParams[] = [];
  const callback = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method === 'POST') posted.push(new URLSearchParams(body));
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>callback reached</p>');
    });
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  const callbackOrigin = `http://127.0.0.1:${(callback.address() as AddressInfo).port}`;
  try {
    const suffix = Date.now().toString(36);
    const username = `csp_${suffix}`;
    const password = 'Harbor-Velvet-58';
    expect((await api.post('/users', { username, password })).status).toBe(200);
    const created = await api.post<{ id: string }>('/applications', {
      name: `CSP ${suffix}`,
      type: 'Traditional',
      oidcClientMetadata: {
        redirectUris: [`${callbackOrigin}/callback`],
        postLogoutRedirectUris: [`${callbackOrigin}/signed-out`],
      },
    });
    expect(created.status).toBe(200);
    const clientId = created.body.id;

    const problems = await watchPage(page);
    const policies: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/oidc/'))
        policies.push(response.headers()['content-security-policy'] ?? '(none)');
    });
    await page.goto(
      `${gatehouse.mainUrl}/oidc/auth?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: `${callbackOrigin}/callback`,
        response_type: 'code',
        response_mode: 'form_post',
        scope: 'openid',
        state: 'csp-state',
        prompt: 'login',
      })}`,
    );
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The provider's form_post page submitted itself: its inline script ran under the policy.
    await expect(page.getByText('callback reached')).toBeVisible({ timeout: 30_000 });
    expect(posted[0]?.get('state')).toBe('csp-state');
    expect(posted[0]?.get('code')).toEqual(expect.any(String));

    // RP-initiated logout: our logout page submits the provider's form by an inline script.
    await page.goto(
      `${gatehouse.mainUrl}/oidc/session/end?${new URLSearchParams({
        client_id: clientId,
        post_logout_redirect_uri: `${callbackOrigin}/signed-out`,
      })}`,
    );
    await expect(page).toHaveURL(`${callbackOrigin}/signed-out`, { timeout: 30_000 });

    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    expect(problems).toEqual([]);
  } finally {
    await new Promise((resolve) => callback.close(resolve));
  }
});
