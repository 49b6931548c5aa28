import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures/console.ts';

// Issue 9 item 9: the avatar menu's code (Mantine Menu, floating-ui) is not part of the console's
// first load; a plain button stands in and fetches it on first hover, focus or click. In a real
// browser, the keyboard must reach and open it exactly as before, and it must look the same in the
// light and dark schemes and right to left (screenshots attached to the report).

const accountButton = (page: Page, name: RegExp) =>
  page.getByRole('banner').getByRole('button', { name });

/** Saved in the test's output folder (kept after the run) and attached to the report. */
const attachShot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
};

test('the avatar menu opens by keyboard on first use, with focus and ARIA of a menu', async ({
  consolePage: page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
  const button = accountButton(page, /^Account menu for /);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Keyboard only: the first Enter fetches the menu and opens it, focus goes into it.
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '');
  await expect
    .poll(() => menu.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await attachShot(page, testInfo, 'avatar-menu-light');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Dark, then Arabic (right to left), chosen in the menu itself.
  await button.click();
  await page.getByRole('menuitem', { name: 'Appearance' }).hover();
  await page.getByRole('menuitemradio', { name: 'Dark mode', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await button.click();
  await expect(menu).toBeVisible();
  await attachShot(page, testInfo, 'avatar-menu-dark');
  await page.getByRole('menuitem', { name: /^Language/ }).hover();
  await page.getByRole('menuitemradio', { name: 'العربية', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicButton = accountButton(page, /^قائمة حساب /);
  await arabicButton.click();
  await expect(page.getByRole('menuitem', { name: /^اللغة/ })).toContainText('العربية');
  await attachShot(page, testInfo, 'avatar-menu-arabic-dark');

  // Back to English and the system scheme, so the administrator's preferences stay as they were.
  await page.getByRole('menuitem', { name: /^اللغة/ }).hover();
  await page.getByRole('menuitemradio', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await button.click();
  await page.getByRole('menuitem', { name: 'Appearance' }).hover();
  await page.getByRole('menuitemradio', { name: 'Sync with system', exact: true }).click();
});
