import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures/gatehouse.ts';

// The newcomer's story (README "Run it"): open the console of a fresh install, create the first
// administrator, make the console theirs (Arabic, dark), and find it the same after signing out
// and in again. Labels are the phrases of packages/phrases/src/locales/{en,ar}, written out here so
// a missing or wrong translation fails the test.
const admin = { username: 'first_admin', password: 'Violet-Harbor-58' };
// The newcomer meets an install nobody has used: other specs add an administrator to theirs.
test.use({ instance: 'newcomer' });

const preferenceStorageKeys = ['gatehouse:console:language', 'gatehouse:console:appearance'];

type Language = 'en' | 'ar';
const labels = {
  en: {
    sidebar: 'Main navigation',
    getStarted: 'Get started',
    dashboard: 'Dashboard',
    home: 'Gatehouse Console home',
    accountMenu: `Account menu for ${admin.username}`,
    language: /^Language/,
    appearance: 'Appearance',
    dark: 'Dark mode',
    signOut: 'Sign out',
  },
  ar: {
    sidebar: 'التنقل الرئيسي',
    getStarted: 'البدء',
    dashboard: 'لوحة المعلومات',
    home: 'الصفحة الرئيسية لوحدة تحكم Gatehouse',
    accountMenu: `قائمة حساب ${admin.username}`,
    language: /^اللغة/,
    appearance: 'المظهر',
    dark: 'الوضع الداكن',
    signOut: 'تسجيل الخروج',
  },
} as const;

const isAt = (origin: string, pathname: string | RegExp) => (url: URL) =>
  url.origin === origin &&
  (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname));

const isPreferenceSave = (response: Response) =>
  response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/me/custom-data';

const expectConsoleShell = async (page: Page, adminUrl: string, language: Language) => {
  const words = labels[language];
  await expect(page).toHaveURL(isAt(adminUrl, /^\/console\/get-started$/), { timeout: 30_000 });
  const sidebar = page.getByRole('navigation', { name: words.sidebar });
  await expect(sidebar.getByRole('link', { name: words.getStarted })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: words.dashboard })).toBeVisible();
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: words.home })).toBeVisible();
  await expect(avatarButton(page, language)).toBeVisible();
};

const avatarButton = (page: Page, language: Language) =>
  page.getByRole('banner').getByRole('button', { name: labels[language].accountMenu });

/** Opens a submenu of the avatar menu (it opens on hover) and picks one of its choices. */
const chooseInAvatarMenu = async (
  page: Page,
  language: Language,
  submenu: string | RegExp,
  choice: string,
) => {
  await avatarButton(page, language).click();
  await page.getByRole('menuitem', { name: submenu }).hover();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
};

const expectArabicAndDark = async (page: Page) => {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // Right-to-left layout: the sidebar sits on the right of the content.
  const sidebarBox = await page.getByRole('navigation', { name: labels.ar.sidebar }).boundingBox();
  const mainBox = await page.getByRole('main').boundingBox();
  expect(sidebarBox && mainBox && sidebarBox.x > mainBox.x).toBe(true);
  // Arabic text: the sidebar is translated, and the avatar menu names the language in Arabic.
  await expect(page.getByRole('link', { name: labels.ar.dashboard })).toBeVisible();
  await avatarButton(page, 'ar').click();
  await expect(page.getByRole('menuitem', { name: labels.ar.language })).toContainText('العربية');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: labels.ar.language })).toBeHidden();
};

test('a newcomer creates the first administrator and makes the console theirs', async ({
  page,
  browser,
  gatehouse,
}, testInfo) => {
  const { adminUrl } = gatehouse;
  // Whatever the screens show, a crash in the page or a server error along the way is a bug.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  const username = page.getByLabel('Username', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  const confirmPassword = page.getByLabel('Confirm password', { exact: true });

  await test.step('opening the console leads to the registration of the first account', async () => {
    await page.goto(`${adminUrl}/console`);
    // The admin tenant has no user yet: its sign-in page only registers.
    await expect(page).toHaveURL(isAt(adminUrl, '/register'), { timeout: 30_000 });
    // The page says what this first account is (issue 9, item 10).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create the administrator account' }),
    ).toBeVisible();
    await expect(page.getByText(/it becomes the administrator/)).toBeVisible();
    await expect(username).toBeVisible();
    await expect(password).toBeVisible();
    await expect(confirmPassword).toBeVisible();
  });

  await test.step('a weak password is refused with a translated reason', async () => {
    await username.fill(admin.username);
    await password.fill('short');
    await confirmPassword.fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Use at least 8 characters\./);
    await expect(page).toHaveURL(isAt(adminUrl, '/register'));
  });

  await test.step('a policy-compliant password creates the administrator', async () => {
    await password.fill(admin.password);
    await confirmPassword.fill(admin.password);
    // Field errors are refreshed on submit, so the old one may still show until then.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectConsoleShell(page, adminUrl, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  await test.step('switching the language to Arabic turns the console right-to-left', async () => {
    const saved = page.waitForResponse(isPreferenceSave);
    await chooseInAvatarMenu(page, 'en', labels.en.language, 'العربية');
    expect((await saved).ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  await test.step('switching the appearance to dark applies the dark colour scheme', async () => {
    const saved = page.waitForResponse(isPreferenceSave);
    await chooseInAvatarMenu(page, 'ar', labels.ar.appearance, labels.ar.dark);
    expect((await saved).ok()).toBe(true);
    await expectArabicAndDark(page);
  });

  await test.step('a reload keeps both choices', async () => {
    await page.reload();
    await expectConsoleShell(page, adminUrl, 'ar');
    await expectArabicAndDark(page);
  });

  await test.step('signing out leads back to the sign-in page', async () => {
    await avatarButton(page, 'ar').click();
    await page.getByRole('menuitem', { name: labels.ar.signOut }).click();
    // Now that an administrator exists, the admin tenant only signs in.
    await expect(page).toHaveURL(isAt(adminUrl, '/sign-in'), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  await test.step('signing in again restores the console with the saved choices', async () => {
    // Forget this browser's copy, so Arabic and dark can only come from the account.
    await page.evaluate((keys) => {
      for (const key of keys) localStorage.removeItem(key);
    }, preferenceStorageKeys);
    await username.fill(admin.username);
    await password.fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectConsoleShell(page, adminUrl, 'ar');
    await expectArabicAndDark(page);
    const screenshot = path.join(testInfo.project.outputDir, 'newcomer-console.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    await testInfo.attach('newcomer-console', { path: screenshot, contentType: 'image/png' });
  });

  await test.step('nobody else can register in the admin tenant', async () => {
    const stranger = await browser.newContext();
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`${adminUrl}/register`);
      await expect(
        strangerPage.getByRole('heading', { level: 1, name: 'Registration is closed' }),
      ).toBeVisible();
      await expect(
        strangerPage.getByText(
          'New accounts cannot be created here. Sign in with an existing account instead.',
        ),
      ).toBeVisible();
      await expect(strangerPage.getByLabel('Confirm password')).toHaveCount(0);
      await expect(strangerPage.getByRole('button', { name: 'Create account' })).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  });

  expect(problems, gatehouse.output()).toEqual([]);
});
