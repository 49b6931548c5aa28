import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const admin = { username: 'bench_admin', password: 'Quartz-Lantern-73' };

/** The first administrator of a fresh instance registers on the admin tenant's sign-in page. */
const registerAdmin = async (page: Page, adminUrl: string) => {
  await page.goto(`${adminUrl}/console`);
  await page.waitForURL((url) => url.pathname === '/register', { timeout: 30_000 });
  await page.getByLabel('Username', { exact: true }).fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/console/get-started', { timeout: 30_000 });
};

/**
 * Milliseconds from a click on the sidebar's "User management" to the first page of 20 rows and
 * its total on screen, read inside the page (as tests/e2e/users-paging.spec.ts does).
 */
const timeFirstPage = async (page: Page, adminUrl: string) => {
  await page.goto(`${adminUrl}/console/get-started`);
  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'User management', exact: true });
  await link.waitFor();
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        (window as { benchClickAt?: number }).benchClickAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await link.click();
  const shown = await page.waitForFunction(
    () => {
      const table = document.querySelector('table[aria-label="User management"]');
      if (!table || table.getAttribute('aria-busy') === 'true') return false;
      if (table.querySelectorAll('tbody tr').length < 20) return false;
      // The pagination's summary is one element of its own ("1–20 of 100,000").
      let total: RegExpExecArray | null = null;
      for (const element of document.body.querySelectorAll('*')) {
        total =
          element.children.length === 0 ? /^1–20 of (.+)$/.exec(element.textContent ?? '') : null;
        if (total) break;
      }
      const clickAt = (window as { benchClickAt?: number }).benchClickAt;
      if (!total || clickAt === undefined) return false;
      return { ms: performance.now() - clickAt, total: total[1] };
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
  const { ms, total } = (await shown.jsonValue()) as { ms: number; total: string };
  return { ms: Math.round(ms), total };
};

/**
 * The console's users page on a fresh instance in Debian's Chromium: registers the first
 * administrator, then times `rounds` navigations to the user list, with the total the page shows.
 * Skipped (with the reason) when Chromium is not installed.
 */
export const measureConsoleFirstPage = async (
  adminPortUrl: string,
  rounds: number,
): Promise<{ ms: number[]; total: string } | { skipped: string }> => {
  // The admin tenant's endpoint (and the console's redirect URI) defaults to localhost.
  const adminUrl = adminPortUrl.replace('//127.0.0.1:', '//localhost:');
  if (!existsSync(executablePath))
    return { skipped: `no Chromium at ${executablePath} (apt install chromium)` };
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await registerAdmin(page, adminUrl);
    const ms: number[] = [];
    let total = '';
    for (let round = 0; round < rounds; round += 1) {
      const shown = await timeFirstPage(page, adminUrl);
      ms.push(shown.ms);
      total = shown.total;
    }
    return { ms, total };
  } finally {
    await browser.close();
  }
};
