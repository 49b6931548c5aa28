import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, type ManagementApi, test } from './fixtures/console.ts';
import { expectToast, saveSettings, uniqueSuffix } from './fixtures/console-helpers.ts';

// Issue 10 (console): the password policy set on the security page is what registration enforces;
// a user locked by failed sign-ins shows as locked on their page and Unlock lets them sign in;
// a user's TOTP factor is removed from their page.

type Experience = Record<string, unknown> & { tenantId?: string; id?: string };
const password = 'Lantern-Harbour-Quill-7';

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
};

/** A cookie-keeping client with an interaction started on the sign-in page of a new app. */
const startInteraction = async (api: ManagementApi, mainUrl: string, event: string) => {
  const app = await api.post<{ id: string }>('/applications', {
    name: `Security e2e ${uniqueSuffix()}`,
    type: 'SPA',
    oidcClientMetadata: {
      redirectUris: ['https://app.example.com/callback'],
      postLogoutRedirectUris: [],
    },
  });
  expect(app.status).toBe(200);
  const context: APIRequestContext = await playwrightRequest.newContext({ baseURL: mainUrl });
  const auth = new URLSearchParams({
    client_id: app.body.id,
    redirect_uri: 'https://app.example.com/callback',
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  expect((await context.get(`/oidc/auth?${auth}`)).ok()).toBe(true);
  const started = await context.put('/api/experience', { data: { interactionEvent: event } });
  expect(started.status(), await started.text()).toBe(204);
  return context;
};

test('a password policy set in the console refuses a weak password at registration, naming the rule', async ({
  consolePage: page,
  api,
  gatehouse,
}) => {
  test.setTimeout(180_000);
  original ??= (await api.get<Experience>('/sign-in-exp')).body;
  await visit(page, `/security`);
  await expect(page).toHaveURL(/\/console\/security\/password-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();

  const minimum = page.getByLabel('Minimum length');
  await minimum.fill('14');
  // The live checker follows the unsaved policy.
  await page.getByLabel('Sample password').fill('Short-pass-1');
  await expect(page.getByTestId('password-checker-result')).toContainText(
    'Shorter than 14 characters',
  );
  await saveSettings(page);
  const saved = await api.get<Experience & { passwordPolicy: { length?: { min?: number } } }>(
    '/sign-in-exp',
  );
  expect(saved.body.passwordPolicy.length?.min).toBe(14);

  const registration = await startInteraction(api, gatehouse.mainUrl, 'Register');
  const refused = await registration.post('/api/experience/verification/new-password-identity', {
    data: {
      identifier: { type: 'username', value: `weak_${uniqueSuffix()}` },
      password: 'Short-pass-1',
    },
  });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { code: string; data?: { issues?: { code: string }[] } };
  expect(body.code).toBe('password.rejected');
  expect(body.data?.issues?.map((issue) => issue.code)).toContain('password_rejected.too_short');
  await registration.dispose();
});

test('a user locked by failed sign-ins shows as locked, and Unlock lets them sign in', async ({
  consolePage: page,
  api,
  gatehouse,
}) => {
  test.setTimeout(180_000);
  original ??= (await api.get<Experience>('/sign-in-exp')).body;
  expect(
    (await api.patch('/sign-in-exp', { sentinelPolicy: { maxAttempts: 3, lockoutDuration: 60 } }))
      .status,
  ).toBe(200);
  const username = `locked_${uniqueSuffix()}`;
  const user = await api.post<{ id: string }>('/users', { username, password });
  expect(user.status).toBe(200);

  const signIn = await startInteraction(api, gatehouse.mainUrl, 'SignIn');
  const tryPassword = (value: string) =>
    signIn.post('/api/experience/verification/password', {
      data: { identifier: { type: 'username', value: username }, password: value },
    });
  for (const attempt of [1, 2, 3]) await tryPassword(`wrong-${attempt}`);
  const whileLocked = await tryPassword(password);
  expect(((await whileLocked.json()) as { code: string }).code).toBe(
    'session.verification_blocked_too_many_attempts',
  );

  await visit(page, `/users/${user.body.id}/settings`);
  const banner = page.getByRole('status').filter({ hasText: 'Locked after too many failed' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Unlock' }).click();
  await expectToast(page, 'The user is unlocked and can sign in again.');
  await expect(banner).toBeHidden();

  const afterUnlock = await tryPassword(password);
  expect(afterUnlock.status(), await afterUnlock.text()).toBe(200);
  await signIn.dispose();
});

test("a user's TOTP factor is listed on their page and removed from there", async ({
  consolePage: page,
  api,
}) => {
  const user = await api.post<{ id: string }>('/users', { username: `totp_${uniqueSuffix()}` });
  expect(user.status).toBe(200);
  const bound = await api.post(`/users/${user.body.id}/mfa-verifications`, { type: 'Totp' });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);

  await visit(page, `/users/${user.body.id}/settings`);
  const card = page.getByRole('region', { name: 'Multi-factor authentication' });
  await expect(card.getByText('Authenticator app (TOTP)')).toBeVisible();
  await card.getByRole('button', { name: 'Remove Authenticator app (TOTP)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Authenticator app (TOTP) is removed.');
  await expect(card.getByText('This user has not set up any factor.')).toBeVisible();
  const left = await api.get<unknown[]>(`/users/${user.body.id}/mfa-verifications`);
  expect(left.body).toEqual([]);
});
