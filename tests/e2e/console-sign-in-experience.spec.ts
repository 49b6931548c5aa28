import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/console.ts';
import { uniqueSuffix } from './fixtures/console-helpers.ts';

// Issue 13 (console): what the sign-in experience editor saves is what the next sign-in page
// shows. The editor's live preview is the real sign-in page in a frame, fed the unsaved settings.
// Screenshots of the page in light, dark and Arabic go into the test output to be looked at.

type Experience = Record<string, unknown> & { tenantId?: string; id?: string };

let original: Experience | undefined;
test.afterAll(async ({ api }) => {
  if (!original) return;
  const { tenantId: _tenantId, id: _id, ...settings } = original;
  expect((await api.patch('/sign-in-exp', settings)).status).toBe(200);
});

/** Client-side navigation inside the console (one sign-in serves the whole test). */
const visit = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/console${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in experience' })).toBeVisible();
};

/** Starts an authorization request of a new SPA, which lands on the tenant's sign-in page. */
const openSignInForApp = async (page: Page, mainUrl: string, clientId: string) => {
  const url = new URL(`${mainUrl}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: 'https://app.example.com/callback',
    response_type: 'code',
    scope: 'openid',
    state: 'state-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(url.toString());
};

test('colour, language and sign-in methods set in the editor show in its preview and on the next sign-in page', async ({
  consolePage: page,
  api,
  gatehouse,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  original = (await api.get<Experience>('/sign-in-exp')).body;
  const app = await api.post<{ id: string }>('/applications', {
    name: `Preview SPA ${uniqueSuffix()}`,
    type: 'SPA',
    oidcClientMetadata: {
      redirectUris: ['https://app.example.com/callback'],
      postLogoutRedirectUris: [],
    },
  });
  expect(app.status).toBeLessThan(300);

  await visit(page, '/sign-in-experience');
  await expect(page).toHaveURL(/\/console\/sign-in-experience\/branding$/);

  // The preview frame is the tenant's sign-in page in preview mode; it follows unsaved edits.
  const preview = page.frameLocator('iframe[title="Preview of the sign-in page"]');
  await expect(preview.locator('h1')).toBeVisible();
  const color = page.getByLabel('Brand colour', { exact: true });
  await color.fill('#0A7E55');
  await color.blur();
  await expect
    .poll(() =>
      preview
        .locator('button[type="submit"]')
        .first()
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    )
    .toBe('rgb(10, 126, 85)');
  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await page.getByLabel('Brand colour in dark mode').fill('#D4A017');
  await expect(page.getByText('Unsaved changes: 3')).toBeVisible();

  // Sign-in methods: e-mail with a password, offered before the username.
  await page.getByRole('tab', { name: 'Sign-up and sign-in' }).click();
  await page.getByRole('button', { name: 'Add sign-in method' }).click();
  await page.getByRole('menuitem', { name: 'Email address' }).click();
  await page.getByRole('button', { name: 'Move Email address up' }).click();

  // Language: Arabic, not detected from the browser.
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('switch', { name: 'Detect the language' }).uncheck();
  await page.getByRole('combobox', { name: 'Default language' }).click();
  await page.getByRole('option', { name: /\(ar\)$/ }).click();
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: testInfo.outputPath('editor-preview-arabic.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Unsaved changes: \d+/)).toHaveCount(0);
  const saved = (await api.get<Experience>('/sign-in-exp')).body;
  expect(saved.color).toEqual({
    primaryColor: '#0A7E55',
    isDarkModeEnabled: true,
    darkPrimaryColor: '#D4A017',
  });
  expect(saved.languageInfo).toEqual({ autoDetect: false, fallbackLanguage: 'ar' });
  expect(
    (saved.signIn as { methods: { identifier: string }[] }).methods.map((m) => m.identifier),
  ).toEqual(['email', 'username']);

  // The next sign-in page of an application follows it: Arabic, right to left, the new colour.
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, locale: 'en-US' });
    const signIn = await context.newPage();
    await openSignInForApp(signIn, gatehouse.mainUrl, app.body.id);
    await expect(signIn.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(signIn.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(signIn.locator('h1')).toBeVisible();
    expect(
      await signIn
        .locator('button[type="submit"]')
        .first()
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    ).toBe(colorScheme === 'dark' ? 'rgb(212, 160, 23)' : 'rgb(10, 126, 85)');
    await signIn.screenshot({
      path: testInfo.outputPath(`sign-in-arabic-${colorScheme}.png`),
      fullPage: true,
    });
    await context.close();
  }

  // Back to English in the editor: the light and dark pages in English for the record.
  await page.getByRole('combobox', { name: 'Default language' }).click();
  await page.getByRole('option', { name: /\(en\)$/ }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/Unsaved changes: \d+/)).toHaveCount(0);
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, locale: 'en-US' });
    const signIn = await context.newPage();
    await openSignInForApp(signIn, gatehouse.mainUrl, app.body.id);
    await expect(signIn.locator('html')).toHaveAttribute('lang', 'en');
    await signIn.screenshot({
      path: testInfo.outputPath(`sign-in-${colorScheme}.png`),
      fullPage: true,
    });
    await context.close();
  }
});

test('the preview page may be framed by the console only; the sign-in page by no one', async ({
  gatehouse,
  request,
}) => {
  const preview = await request.get(`${gatehouse.mainUrl}/sign-in?preview`);
  expect(preview.headers()['content-security-policy']).toContain(
    `frame-ancestors ${new URL(gatehouse.adminUrl).origin}`,
  );
  expect(preview.headers()['x-frame-options']).toBeUndefined();
  const page = await request.get(`${gatehouse.mainUrl}/sign-in`);
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-frame-options']).toBe('DENY');
});
