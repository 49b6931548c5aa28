import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, isAt, test } from './fixtures/console.ts';
import { openSection, sidebar, uniqueSuffix } from './fixtures/console-helpers.ts';

// The users list at a size that needs paging: 45 users made through the management API, then
// searched and paged in the console as an administrator does it.

const userCount = 45;
const suffix = uniqueSuffix();
const pad = (n: number) => String(n).padStart(2, '0');
const emailOf = (n: number) => `paging-${suffix}-${pad(n)}@example.com`;
const usernameOf = (n: number) => `paging_${suffix}_${pad(n)}`;

test.beforeAll(async ({ api }) => {
  for (let n = 1; n <= userCount; n += 1) {
    const answer = await api.post('/users', { primaryEmail: emailOf(n), username: usernameOf(n) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
});

const usersTable = (page: Page) => page.getByRole('table', { name: 'User management' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** The e-mail addresses of the rows shown, in order. */
const shownEmails = async (page: Page) => {
  await expect(usersTable(page)).not.toHaveAttribute('aria-busy', 'true');
  const texts = await usersTable(page).locator('tbody tr').allInnerTexts();
  return texts.map((text) => /paging-\S+@example\.com/.exec(text)?.[0] ?? text);
};

/**
 * Waits until the table shows the page that starts with `firstEmail`: while the next page loads,
 * the previous rows stay on screen (the summary already names the new range).
 */
const expectPageStartingWith = async (page: Page, firstEmail: string) =>
  expect(usersTable(page).locator('tbody tr').first()).toContainText(firstEmail);

test('a partial e-mail search pages across three pages, with the page in the address', async ({
  consolePage: page,
  gatehouse,
}) => {
  await openSection(page, 'User management');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`paging-${suffix}`);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === `paging-${suffix}`);
  await expect(page.getByText(`1–20 of ${userCount}`, { exact: true })).toBeVisible();
  await expectPageStartingWith(page, emailOf(userCount));
  const first = await shownEmails(page);
  expect(first).toHaveLength(20);
  // Newest first: the last user made is on top.
  expect(first[0]).toBe(emailOf(userCount));

  await pagination(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(page.getByText(`21–40 of ${userCount}`, { exact: true })).toBeVisible();
  await expectPageStartingWith(page, emailOf(userCount - 20));
  const second = await shownEmails(page);
  expect(second).toHaveLength(20);
  expect(second.filter((email) => first.includes(email))).toEqual([]);
  await expect(
    pagination(page).getByRole('button', { name: 'Page 2', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  await pagination(page).getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '3');
  await expect(page.getByText(`41–45 of ${userCount}`, { exact: true })).toBeVisible();
  await expectPageStartingWith(page, emailOf(5));
  const third = await shownEmails(page);
  expect(third).toEqual([5, 4, 3, 2, 1].map(emailOf));
  expect([...first, ...second, ...third].sort()).toEqual(
    Array.from({ length: userCount }, (_, index) => emailOf(index + 1)).sort(),
  );

  // The address alone restores the page: a reload shows page 3 of the same search.
  await page.reload();
  await expect(page).toHaveURL(isAt(gatehouse.adminUrl, '/console/users'));
  await expect(page.getByText(`41–45 of ${userCount}`, { exact: true })).toBeVisible();
  await expectPageStartingWith(page, emailOf(5));
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`paging-${suffix}`);

  // Back in history: page 2 again.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(page.getByText(`21–40 of ${userCount}`, { exact: true })).toBeVisible();
  await expectPageStartingWith(page, emailOf(userCount - 20));
});

test('a partial username search finds only the matching users, on one page', async ({
  consolePage: page,
}) => {
  await openSection(page, 'User management');
  // `<suffix>_4` matches usernames 40 to 45 only.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${suffix}_4`);
  await expect(page.getByText('1–6 of 6', { exact: true })).toBeVisible();
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(6);
  expect(await shownEmails(page)).toEqual([45, 44, 43, 42, 41, 40].map(emailOf));
  await expect(pagination(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('search'));
  await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();
});

// How long this takes is measured in bench/lib/console-first-page.ts, not asserted here.
test('the users page shows its first page after a sidebar navigation and after a reload', async ({
  consolePage: page,
}) => {
  await sidebar(page).getByRole('link', { name: 'User management', exact: true }).click();
  await expect(usersTable(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(20);
  await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();

  await page.reload();
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(20);
  await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();
});

/** Picks a choice in a submenu of the avatar menu (submenus open on hover). */
const chooseInAvatarMenu = async (page: Page, account: string, submenu: RegExp, choice: string) => {
  await page.getByRole('banner').getByRole('button', { name: account }).click();
  await page.getByRole('menuitem', { name: submenu }).hover();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
};

test('screenshots of the lists and settings in dark mode and Arabic', async ({
  consolePage: page,
  gatehouse,
  admin,
  api,
}, testInfo) => {
  const app = await api.post<{ id: string }>('/applications', {
    name: `Screenshot SPA ${suffix}`,
    type: 'SPA',
    description: 'Shown in the dark Arabic screenshots',
    oidcClientMetadata: {
      redirectUris: ['https://spa.example.com/callback'],
      postLogoutRedirectUris: ['https://spa.example.com'],
    },
  });
  expect(app.status).toBe(200);
  const englishMenu = `Account menu for ${admin.username}`;
  const arabicMenu = `قائمة حساب ${admin.username}`;
  const shoot = async (name: string) => {
    const file = path.join(testInfo.project.outputDir, `console-dark-ar-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  };

  await chooseInAvatarMenu(page, englishMenu, /^Language/, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  try {
    await chooseInAvatarMenu(page, arabicMenu, /^المظهر/, 'الوضع الداكن');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.goto(`${gatehouse.adminUrl}/console/applications`);
    await expect(page.getByRole('heading', { level: 1, name: 'التطبيقات' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Screenshot SPA ${suffix}` })).toBeVisible();
    await shoot('applications');

    await page.goto(`${gatehouse.adminUrl}/console/applications/${app.body.id}/settings`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Screenshot SPA ${suffix}` }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await shoot('application-settings');

    await page.goto(`${gatehouse.adminUrl}/console/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'إدارة المستخدمين' })).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(20);
    await shoot('users');
  } finally {
    // The choices live in the administrator's account: put them back for the next tests.
    await chooseInAvatarMenu(page, arabicMenu, /^اللغة/, 'English');
    await chooseInAvatarMenu(page, englishMenu, /^Appearance/, 'Sync with system');
    await api.delete(`/applications/${app.body.id}`);
  }
});
