import { expect, test } from './fixtures/console.ts';
import { consolePages, type Seeded, seed, visit } from './fixtures/console-pages.ts';

// Issue 9 proof: a full-page screenshot of every console page in English and in Arabic (light),
// saved into the test output (`<language>/<nn>-<path>.png`) to be looked at by a person. The run
// itself fails only when a page does not render (no heading, still busy, an error, a 5xx answer).

/** apps/console/src/i18n/language-storage.ts: where the console keeps the chosen language. */
const languageStorageKey = 'gatehouse:console:language';

const languages = [
  { tag: 'en', direction: 'ltr' },
  { tag: 'ar', direction: 'rtl' },
] as const;

/** A file name from a route: ids are long and change per run, so the list position leads. */
const fileName = (index: number, path: string) =>
  `${String(index + 1).padStart(2, '0')}${path.replaceAll('/', '-').replace(/[^\w.-]/g, '_')}.png`;

let seeded: Seeded | undefined;
test.beforeAll(async ({ api }) => {
  seeded = await seed(api);
});

for (const { tag, direction } of languages) {
  test(`screenshots of every console page (${tag}, light)`, async ({
    consolePage: page,
  }, testInfo) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    // The language switch stores the choice; a reload starts the console in that language.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      languageStorageKey,
      tag,
    ] as const);
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
  });
}
