import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { expect, signInToConsole, test } from './fixtures/console.ts';
import { type Seeded, seed } from './fixtures/console-pages.ts';

// Issue 9 item 3: Lighthouse's accessibility category (desktop preset) scores at least 95 on the
// signed-in console. Lighthouse opens its own tab, so it has to find a session there: Chromium
// listens on a DevTools port, Playwright signs in through that same browser (its default
// context, where Lighthouse's tab opens too), and Lighthouse keeps the cookies and the console's
// stored tokens (`disableStorageReset`). The JSON reports go into the test output.

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const minimumScore = 95;

/** A TCP port nobody listens on, for Chromium's DevTools endpoint that Lighthouse drives. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });

/** A representative page of each kind: lists, detail tabs with forms, settings, logs. */
const lighthousePages = (s: Seeded) => [
  '/get-started',
  '/applications',
  `/applications/${s.spa.id}/settings`,
  '/users',
  `/users/${s.user.id}/settings`,
  '/roles',
  '/sign-in-experience/branding',
  '/connectors/passwordless',
  '/security/password-policy',
  '/audit-logs',
];

let seeded: Seeded | undefined;
test.beforeAll(async ({ api }) => {
  seeded = await seed(api);
});

test(`Lighthouse: signed-in console pages score ≥ ${minimumScore} for accessibility (desktop)`, async ({
  gatehouse,
  admin,
}, testInfo) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const launched = await chromium.launch({
    executablePath: chromiumPath,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await signInToConsole(page, gatehouse, admin);
    const scores: Record<string, number> = {};
    const below: string[] = [];
    for (const [index, path] of lighthousePages(seeded!).entries()) {
      await test.step(path, async () => {
        const url = `${gatehouse.adminUrl}/console${path}`;
        const result = await lighthouse(
          url,
          {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['accessibility'],
            disableStorageReset: true,
          },
          desktopConfig,
        );
        if (!result) throw new Error(`Lighthouse answered nothing for ${path}`);
        const { lhr } = result;
        await writeFile(
          testInfo.outputPath(`lighthouse-${index + 1}${path.replaceAll('/', '-')}.json`),
          JSON.stringify(lhr, null, 2),
        );
        expect(lhr.runtimeError, JSON.stringify(lhr.runtimeError)).toBeUndefined();
        // Signed in for real: the page Lighthouse judged is the console page, not the sign-in.
        expect(new URL(lhr.finalDisplayedUrl).pathname, 'Lighthouse stayed signed in').toBe(
          `/console${path}`,
        );
        const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
        scores[path] = score;
        if (score < minimumScore) {
          const failing = Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1)
            .map((audit) => `  ${audit.id}: ${audit.score}`);
          below.push(`${path}: ${score}\n${failing.join('\n')}`);
        }
      });
    }
    testInfo.annotations.push({
      type: 'lighthouse accessibility',
      description: JSON.stringify(scores),
    });
    expect(below, below.join('\n')).toEqual([]);
  } finally {
    await browser.close();
    await launched.close();
  }
});
