import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, isAt, signInToConsole, test } from './fixtures/console.ts';

// Issue 9, item 9: the weight of the console before and at sign-in. A signed-out visit to /console
// must load only what the redirect to the sign-in page needs, and the first signed-in load must
// stay small. Every script and stylesheet the console's pages request is recorded; its size is the
// body the server sends to a gzip-only client (the server sends precompressed .gz siblings, or the
// file itself when none was written), and, for context, the body Chromium received (brotli).

const signedOutBudget = 40 * 1024;
// The issue's goal for the first signed-in load is 250 KB gzip: 256,000 bytes (250 × 1024, the KB
// of the reports below). Reached: 228,844 bytes measured (223.5 KB gzip, 195.5 KB as served; 317.9
// KB before zod left the start path, Mantine's styles became per component, the phrases per
// section, i18next gave way to the console's own translator and floating-ui moved to the menus,
// popovers and tooltips that load on first use).
const signedInBudget = 256_000;

type Asset = { url: string; gzip: number; served: number };

/** The body size of `url` as the server sends it to a client that accepts only gzip. */
const gzipSize = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(size)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

/** Records the console's scripts and stylesheets (under /console/) that `page` loads from now on. */
const recordConsoleAssets = (page: Page, adminUrl: string) => {
  const pending: Promise<Asset>[] = [];
  const seen = new Set<string>();
  let isRecording = true;
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (!isRecording || url.origin !== adminUrl || !url.pathname.startsWith('/console/')) return;
    if (type !== 'script' && type !== 'stylesheet') return;
    if (seen.has(url.href)) return;
    seen.add(url.href);
    pending.push(
      (async () => ({
        url: url.pathname,
        gzip: await gzipSize(url.href),
        served: (await response.request().sizes()).responseBodySize,
      }))(),
    );
  });
  return {
    /** Stops recording and returns what was loaded so far. */
    stop: async () => {
      isRecording = false;
      return Promise.all(pending);
    },
  };
};

const total = (assets: readonly Asset[], key: 'gzip' | 'served') =>
  assets.reduce((sum, asset) => sum + asset[key], 0);

const describe = (assets: readonly Asset[]) =>
  `${assets.map((asset) => `${asset.gzip} B gzip, ${asset.served} B served  ${asset.url}`).join('\n')}\n` +
  `total ${(total(assets, 'gzip') / 1024).toFixed(1)} KB gzip, ${(total(assets, 'served') / 1024).toFixed(1)} KB as served`;

test('a signed-out visit to the console loads at most 40 KB before the sign-in page', async ({
  browser,
  gatehouse,
  admin,
}, testInfo) => {
  // An administrator exists (the fixture registers one), so the sign-in page is the one shown.
  expect(admin.username).toBeTruthy();
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    const recorder = recordConsoleAssets(page, gatehouse.adminUrl);
    // A deep link: the sign-in page opens, and the console itself was never rendered.
    await page.goto(`${gatehouse.adminUrl}/console/users`);
    await expect(page).toHaveURL(isAt(gatehouse.adminUrl, '/sign-in'), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const assets = await recorder.stop();
    await testInfo.attach('signed-out-console-assets', { body: describe(assets) });
    process.stdout.write(`signed-out visit, console assets:\n${describe(assets)}\n`);

    expect(assets.length, 'the console entry was loaded').toBeGreaterThan(0);
    expect(
      assets.some((asset) => asset.url.endsWith('.css')),
      `no console stylesheet before sign-in\n${describe(assets)}`,
    ).toBe(false);
    expect(total(assets, 'gzip'), describe(assets)).toBeLessThanOrEqual(signedOutBudget);
    // The console remembered the deep link for after sign-in.
    expect(
      await page.evaluate(() => localStorage.getItem('gatehouse:console:redirect-after-sign-in')),
    ).toBe('/users');
  } finally {
    await context.close();
  }
});

test('the first signed-in load of the console stays within its ceiling', async ({
  browser,
  gatehouse,
  admin,
}, testInfo) => {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    // From the first visit to the first page shown: the entry, then after sign-in the console.
    const recorder = recordConsoleAssets(page, gatehouse.adminUrl);
    await signInToConsole(page, gatehouse, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    const assets = await recorder.stop();
    await testInfo.attach('first-signed-in-load-assets', { body: describe(assets) });
    process.stdout.write(`first signed-in load, console assets:\n${describe(assets)}\n`);

    expect(
      assets.some((asset) => asset.url.endsWith('.css')),
      'the console styles loaded',
    ).toBe(true);
    expect(total(assets, 'gzip'), describe(assets)).toBeLessThanOrEqual(signedInBudget);
  } finally {
    await context.close();
  }
});
