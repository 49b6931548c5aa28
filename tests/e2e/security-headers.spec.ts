import type { Page } from '@playwright/test';
import { expect, isAt, test } from './fixtures/console.ts';

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
  await page.goto(`${gatehouse.adminUrl}/console`);
  await expect(page).toHaveURL(isAt(gatehouse.adminUrl, '/sign-in'), { timeout: 30_000 });
  await page.getByLabel('Username', { exact: true }).fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(isAt(gatehouse.adminUrl, '/console/get-started'), {
    timeout: 30_000,
  });
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
