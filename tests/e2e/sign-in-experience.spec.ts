import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/gatehouse.ts';
import { createManagementApi, type ManagementApi } from './fixtures/management-api.ts';

// Issue 13: what a script configures through the management API (`PATCH /api/sign-in-exp`,
// `PUT /api/custom-phrases/{tag}`) is what the next sign-in page shows: the tenant's colours,
// its phrases, its terms policy and its custom CSS (under the page's CSP nonce).

type Experience = Record<string, unknown> & { tenantId?: string; id?: string };

let api: ManagementApi;
let original: Experience;

test.beforeAll(async ({ gatehouse }) => {
  api = createManagementApi(gatehouse);
  original = (await api.get<Experience>('/sign-in-exp')).body;
});

// The instance is shared with other spec files: leave the sign-in experience as it was. The
// phrases of the default language cannot be deleted (409, as in Logto): the fallback moves away
// from English for that one call, then the original settings come back.
test.afterAll(async () => {
  const { tenantId: _tenantId, id: _id, ...settings } = original;
  const away = await api.patch('/sign-in-exp', {
    languageInfo: { autoDetect: true, fallbackLanguage: 'fr' },
  });
  expect(away.status).toBe(200);
  expect([204, 404]).toContain((await api.delete('/custom-phrases/en')).status);
  expect((await api.patch('/sign-in-exp', settings)).status).toBe(200);
});

/** CSP violations reported by the page (custom CSS must arrive under the nonce). */
const watchCsp = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

const submitBackground = (page: Page) =>
  page
    .getByRole('button', { name: 'Sign in' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

test('a PATCH of colour, terms policy and custom CSS plus a custom phrase show on the sign-in page', async ({
  page,
  gatehouse,
}) => {
  const violations = await watchCsp(page);
  const patched = await api.patch<Experience>('/sign-in-exp', {
    color: { primaryColor: '#0a7e55', isDarkModeEnabled: true, darkPrimaryColor: '#d4a017' },
    termsOfUseUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
    agreeToTermsPolicy: 'Manual',
    customCss: 'h1 { letter-spacing: 3px; }',
  });
  expect(patched.status).toBe(200);
  const phrase = await api.put('/custom-phrases/en', { sign_in: { title: 'Welcome to Acme' } });
  expect(phrase.status).toBe(201);

  await page.goto(`${gatehouse.mainUrl}/sign-in`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Welcome to Acme');
  // The rest of the page keeps the built-in phrases.
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await submitBackground(page)).toBe('rgb(10, 126, 85)');
  await expect
    .poll(() => heading.evaluate((element) => getComputedStyle(element).letterSpacing))
    .toBe('3px');

  // Manual policy: a checkbox with both links, and no sign-in until it is ticked.
  const terms = page.getByRole('link', { name: 'Terms of use' });
  await expect(terms).toHaveAttribute('href', 'https://example.com/terms');
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    'https://example.com/privacy',
  );
  await page.getByLabel('Username').fill('nobody');
  await page.getByLabel('Password', { exact: true }).fill('Some-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Agree to the terms to continue.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeFocused();
  expect(violations).toEqual([]);
});

test('the dark primary colour applies when dark mode is on and the device prefers it', async ({
  page,
  gatehouse,
}) => {
  await api.patch('/sign-in-exp', {
    color: { primaryColor: '#0a7e55', isDarkModeEnabled: true, darkPrimaryColor: '#d4a017' },
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${gatehouse.mainUrl}/sign-in`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await submitBackground(page)).toBe('rgb(212, 160, 23)');

  // Turned off, the same device gets the light colour.
  await api.patch('/sign-in-exp', {
    color: { primaryColor: '#0a7e55', isDarkModeEnabled: false, darkPrimaryColor: '#d4a017' },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await submitBackground(page)).toBe('rgb(10, 126, 85)');
});
