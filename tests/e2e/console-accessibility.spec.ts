import type { Page } from '@playwright/test';
import { blockingAxeFindings } from './fixtures/axe.ts';
import { expect, test } from './fixtures/console.ts';
import { consolePages, type Seeded, seed, visit } from './fixtures/console-pages.ts';
import { waitUntilStill } from './fixtures/still-page.ts';

// Issue 9 item 3: axe-core (WCAG 2.0 and 2.1, levels A and AA) finds no critical and no serious
// violation on any console page, with real data on the detail pages and the create modals open,
// in the light and the dark colour scheme.

const describeViolations = async (page: Page, path: string) => {
  await waitUntilStill(page);
  return blockingAxeFindings(page, { label: path });
};

const groups = ['/applications', '/api-resources', '/roles', '/users', '/connectors', ''] as const;
const groupOf = (path: string) =>
  groups.find((prefix) => prefix && path.startsWith(prefix)) ?? 'other pages';

let seeded: Seeded | undefined;
test.beforeAll(async ({ api }) => {
  seeded = await seed(api);
});

// One test per area and colour scheme keeps each under the time limit on a loaded machine; each
// signs in once and moves between pages inside the console.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const group of groups) {
    const name = group || 'other pages';
    test(`axe: no critical or serious violation, ${name} (${colorScheme})`, async ({
      consolePage: page,
    }) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      const findings: string[] = [];
      const pages = consolePages(seeded!).filter(({ path }) => groupOf(path) === (group || name));
      expect(pages.length).toBeGreaterThan(0);
      for (const { path, dialog } of pages) {
        await test.step(path, async () => {
          await visit(page, path, dialog);
          findings.push(...(await describeViolations(page, path)));
        });
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
}
