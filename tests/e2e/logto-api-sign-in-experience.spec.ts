import { createManagementApi } from '@logto/api/management';
import { codeInMail, startSmtpReceiver } from '../api/helpers/message-receivers.ts';
import { expect, test } from './fixtures/gatehouse.ts';

// Issue 13 proof: a script written for Logto configures the sign-in experience with Logto's own
// management client (`@logto/api`): e-mail + code sign-up, username + password sign-in, an SMTP
// connector and a custom phrase. The next sign-in page in Chromium follows all of it: the custom
// heading, a username-only sign-in form, and a registration by an e-mail code that the SMTP
// server this test runs on 127.0.0.1 really receives.

const smtpLogin = { user: 'mailer', pass: 'smtp-pass-logto-api' };
const email = `ada.${Date.now()}@example.com`;
const customTitle = 'Welcome to Acme';
const customDescription = 'Use your Acme username to continue.';

type Client = ReturnType<typeof createManagementApi>['apiClient'];
let api: Client;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let original: Record<string, unknown> | undefined;
let connectorId: string | undefined;

test.beforeAll(async ({ gatehouse }) => {
  api = createManagementApi('default', {
    clientId: gatehouse.clientId,
    clientSecret: gatehouse.clientSecret,
    baseUrl: gatehouse.mainUrl,
    apiIndicator: 'https://default.logto.app/api',
  }).apiClient;
  smtp = await startSmtpReceiver(smtpLogin);
});

// The instance is shared with other spec files: put back what this test changed. The custom
// phrases of the default language cannot be deleted (409, as in Logto), so the default moves
// away from English for that one call.
test.afterAll(async () => {
  const moved = await api.PATCH('/api/sign-in-exp', {
    body: { languageInfo: { autoDetect: true, fallbackLanguage: 'fr' } },
  });
  expect(moved.response.status).toBe(200);
  const deleted = await api.DELETE('/api/custom-phrases/{languageTag}', {
    params: { path: { languageTag: 'en' } },
  });
  expect([204, 404]).toContain(deleted.response.status);
  if (original) {
    const { tenantId: _tenantId, id: _id, ...settings } = original;
    const restored = await api.PATCH('/api/sign-in-exp', { body: settings });
    expect(restored.response.status).toBe(200);
  }
  if (connectorId) {
    const removed = await api.DELETE('/api/connectors/{id}', {
      params: { path: { id: connectorId } },
    });
    expect(removed.response.status).toBe(204);
  }
  await smtp?.close();
});

test('@logto/api configures sign-in; the next sign-in page follows it', async ({
  page,
  gatehouse,
}) => {
  const current = await api.GET('/api/sign-in-exp');
  expect(current.response.status).toBe(200);
  original = current.data as Record<string, unknown>;

  // An e-mail connector first: the server refuses an e-mail sign-up that nothing can verify.
  const connector = await api.POST('/api/connectors', {
    body: {
      connectorId: 'simple-mail-transfer-protocol',
      config: {
        host: '127.0.0.1',
        port: smtp.port,
        auth: smtpLogin,
        fromEmail: 'no-reply@acme.test',
      },
    },
  });
  expect(connector.response.status, JSON.stringify(connector.error)).toBe(200);
  connectorId = connector.data?.id;

  const patched = await api.PATCH('/api/sign-in-exp', {
    body: {
      signInMode: 'SignInAndRegister',
      signUp: { identifiers: ['email'], password: false, verify: true },
      // Username + password first; the sign-up's e-mail must also sign in (Logto's rule), by code.
      signIn: {
        methods: [
          {
            identifier: 'username',
            password: true,
            verificationCode: false,
            isPasswordPrimary: true,
          },
          {
            identifier: 'email',
            password: false,
            verificationCode: true,
            isPasswordPrimary: false,
          },
        ],
      },
      languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
      agreeToTermsPolicy: 'Automatic',
      termsOfUseUrl: null,
      privacyPolicyUrl: null,
    },
  });
  expect(patched.response.status, JSON.stringify(patched.error)).toBe(200);
  expect(patched.data?.signUp).toMatchObject({ identifiers: ['email'], verify: true });

  const phrases = await api.PUT('/api/custom-phrases/{languageTag}', {
    params: { path: { languageTag: 'en' } },
    // `@logto/api` types a translation as the literal key "[translationKey]" (its OpenAPI
    // generator's rendering of a nested record), so the real nested object needs a cast.
    body: { sign_in: { title: customTitle, description: customDescription } } as Record<
      string,
      unknown
    > as Record<string, string>,
  });
  expect(phrases.response.status, JSON.stringify(phrases.error)).toBeLessThan(300);

  const user = await api.POST('/api/users', {
    body: { username: `ada_${Date.now()}`, password: 'Acme-Username-Pass-9' },
  });
  expect(user.response.status, JSON.stringify(user.error)).toBe(200);

  // The next sign-in page, from the tenant's built-in demo app: the custom phrases, and a
  // username + password sign-in.
  await page.goto(`${gatehouse.mainUrl}/demo-app`);
  await expect(page.getByRole('heading', { name: 'Live preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: customTitle })).toBeVisible();
  await expect(page.getByText(customDescription)).toBeVisible();
  // One field for the methods' identifiers (username, e-mail), then the password.
  await page.getByLabel('Username or email', { exact: true }).fill(user.data!.username!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Acme-Username-Pass-9');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/demo-app$/);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Live preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: customTitle })).toBeVisible();

  // Registration by an e-mail code, sent through the SMTP connector the script added.
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await expect
    .poll(() => smtp.mails.filter(({ to }) => to.includes(email)).length, { timeout: 15_000 })
    .toBe(1);
  const mail = smtp.mails.find(({ to }) => to.includes(email))!;
  expect(mail.from).toBe('no-reply@acme.test');
  await page.getByLabel('Verification code').fill(codeInMail(mail)!);
  await page.getByRole('button', { name: 'Continue' }).click();

  // No password in this sign-up: the verified address alone creates the account.
  await expect(page).toHaveURL(/\/demo-app$/);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});
