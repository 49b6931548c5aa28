import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures/console.ts';
import { consolePages, type Seeded, seed, visit } from './fixtures/console-pages.ts';

// Issue 9 proof: a full-page screenshot of every console page in English and in Arabic (light),
// saved into the test output (`<language>/<nn>-<path>.png`) to be looked at by a person. The run
// itself fails only when a page does not render (no heading, still busy, an error, a 5xx answer).

/** Each language with its name in the language menu and that menu's labels in it. */
const languages = [
  {
    tag: 'en',
    direction: 'ltr',
    name: 'English',
    account: /^Account menu for /,
    menu: /^Language/,
  },
  { tag: 'ar', direction: 'rtl', name: 'العربية', account: /^قائمة حساب /, menu: /^اللغة/ },
] as const;
type Language = (typeof languages)[number];
const [english] = languages;

const isPreferenceSave = (response: Response) =>
  response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/me/custom-data';

/**
 * Picks `to` in the avatar menu of a console shown in `from`, as an administrator does, and waits
 * until the account has it: the language saved on the account wins over this browser's at start.
 */
const chooseLanguage = async (page: Page, from: Language, to: Language) => {
  const saved = page.waitForResponse(isPreferenceSave);
  await page.getByRole('banner').getByRole('button', { name: from.account }).click();
  await page.getByRole('menuitem', { name: from.menu }).hover();
  await page.getByRole('menuitemradio', { name: to.name, exact: true }).click();
  expect((await saved).ok()).toBe(true);
};

/** A file name from a route: ids are long and change per run, so the list position leads. */
const fileName = (index: number, path: string) =>
  `${String(index + 1).padStart(2, '0')}${path.replaceAll('/', '-').replace(/[^\w.-]/g, '_')}.png`;

let seeded: Seeded | undefined;
test.beforeAll(async ({ api }) => {
  seeded = await seed(api);
});

for (const language of languages) {
  const { tag, direction } = language;
  test(`screenshots of every console page (${tag}, light)`, async ({
    consolePage: page,
  }, testInfo) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    // The console starts in English. The avatar menu stores a choice in the browser and on the
    // account (one in the browser only gives way to the account's once that loads); a reload then
    // starts the console in it.
    if (language !== english) await chooseLanguage(page, english, language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    for (const [index, { path, dialog }] of consolePages(seeded!).entries()) {
      await test.step(path, async () => {
        // Dialog names are English phrases; in another language any open dialog will do.
        await visit(page, path, dialog && (tag === 'en' ? dialog : /.+/));
        // Lazy parts (a section's chunk, a chart) may start loading after the heading shows: the
        // picture is of the loaded page, not of its placeholders.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0);
        await page.screenshot({
          path: testInfo.outputPath(tag, fileName(index, path)),
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
    // Every picture was of the chosen language.
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    // The choice lives in the administrator's account: put English back for the next spec files.
    if (language !== english) {
      await visit(page, '/get-started');
      await chooseLanguage(page, language, english);
    }
  });
}
