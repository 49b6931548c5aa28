import { get } from 'node:http';
import type { Page } from '@playwright/test';
import {
  codeInMail,
  startHttpReceiver,
  startSmtpReceiver,
} from '../api/helpers/message-receivers.ts';
import { expect, test } from './fixtures/gatehouse.ts';
import { createManagementApi, type ManagementApi } from './fixtures/management-api.ts';

// Issue 13, the end user's side: from the tenant's built-in demo app (`/demo-app`), register
// with an e-mail code that a real SMTP server on 127.0.0.1 receives, sign in with a code, reset
// the password with a code, and sign in with the new password, all in Chromium on the real
// sign-in pages against the real server.

type Experience = Record<string, unknown> & { tenantId?: string; id?: string };

const smtpLogin = { user: 'mailer', pass: 'smtp-pass-e2e-codes' };
const email = `jane.${Date.now()}@example.com`;
let api: ManagementApi;
let original: Experience;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let connectorId: string;

const emailMethod = { identifier: 'email', password: true, verificationCode: true };
const usernameMethod = {
  identifier: 'username',
  password: true,
  verificationCode: false,
  isPasswordPrimary: true,
};

const configure = async (isPasswordPrimary: boolean) => {
  const answer = await api.patch('/sign-in-exp', {
    signInMode: 'SignInAndRegister',
    signIn: { methods: [usernameMethod, { ...emailMethod, isPasswordPrimary }] },
    signUp: { identifiers: ['email'], password: true, verify: true },
    forgotPasswordMethods: ['EmailVerificationCode'],
    agreeToTermsPolicy: 'Automatic',
    termsOfUseUrl: null,
    privacyPolicyUrl: null,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** Waits for the next mail to `address` after `count` earlier ones and answers its code. */
const nextCode = async (address: string, count: number) => {
  const mailsTo = () => smtp.mails.filter(({ to }) => to.includes(address));
  await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBeGreaterThan(count);
  const code = codeInMail(mailsTo().at(-1)!);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
};
const mailCount = (address: string) => smtp.mails.filter(({ to }) => to.includes(address)).length;

/** Opens the demo app and follows its "Sign in" to the tenant's sign-in page. */
const openSignInFromDemoApp = async (page: Page, mainUrl: string) => {
  await page.goto(`${mainUrl}/demo-app`);
  await expect(page.getByRole('heading', { name: 'Live preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
};

const expectSignedInAsJane = async (page: Page) => {
  await expect(page).toHaveURL(/\/demo-app$/);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
};

// Serial: the later tests use the account the first one registers. The password reset comes
// last because it changes that account's password.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ gatehouse }) => {
  api = createManagementApi(gatehouse);
  original = (await api.get<Experience>('/sign-in-exp')).body;
  smtp = await startSmtpReceiver(smtpLogin);
  const created = await api.post<{ id: string }>('/connectors', {
    connectorId: 'simple-mail-transfer-protocol',
    config: {
      host: '127.0.0.1',
      port: smtp.port,
      auth: smtpLogin,
      fromEmail: 'no-reply@gatehouse.test',
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  connectorId = created.body.id;
  await configure(false);
});

// The instance is shared with other spec files: leave the sign-in experience as it was.
test.afterAll(async () => {
  const { tenantId: _tenantId, id: _id, ...settings } = original;
  expect((await api.patch('/sign-in-exp', settings)).status).toBe(200);
  await api.delete(`/connectors/${connectorId}`);
  await smtp.close();
});

test('a newcomer registers with an e-mail code from the demo app, sees the claims, signs out', async ({
  page,
  gatehouse,
}) => {
  await openSignInFromDemoApp(page, gatehouse.mainUrl);
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  const before = mailCount(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await expect(page.getByText('You can ask for a new code in')).toBeVisible();

  // A wrong code is refused on the field, translated; the right one goes on.
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The code is incorrect.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await nextCode(email, before));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Complete your account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Gatehouse-Codes-42');
  await page.getByLabel('Confirm password', { exact: true }).fill('Gatehouse-Codes-42');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expectSignedInAsJane(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Live preview' })).toBeVisible();
});

test('the account signs in with an e-mail code, identifier first', async ({ page, gatehouse }) => {
  await openSignInFromDemoApp(page, gatehouse.mainUrl);
  const before = mailCount(email);
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await nextCode(email, before));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectSignedInAsJane(page);
});

test('a person signs in with a code sent by SMS through the HTTP SMS connector', async ({
  page,
  gatehouse,
}) => {
  const sms = await startHttpReceiver();
  const phone = `4915${String(Date.now()).slice(-8)}`;
  try {
    const connector = await api.post<{ id: string }>('/connectors', {
      connectorId: 'http-sms',
      config: { endpoint: sms.url, authorization: 'Bearer sms-token-e2e' },
    });
    expect(connector.status, JSON.stringify(connector.body)).toBe(200);
    const user = await api.post('/users', { primaryPhone: phone, username: `sms_${phone}` });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    // The sign-up's e-mail stays a sign-in method (the sign-in experience requires it).
    const methods = [
      usernameMethod,
      { ...emailMethod, isPasswordPrimary: true },
      { identifier: 'phone', password: false, verificationCode: true, isPasswordPrimary: false },
    ];
    const patched = await api.patch('/sign-in-exp', { signIn: { methods } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    await openSignInFromDemoApp(page, gatehouse.mainUrl);
    // Typed the way people write numbers; the page sends the digits.
    await page
      .getByLabel('Username, email or phone number')
      .fill(`+${phone.slice(0, 2)} ${phone.slice(2)}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`We sent a code to +${phone}.`)).toBeVisible();
    await expect.poll(() => sms.requests.length).toBeGreaterThan(0);
    const sent = sms.requests.at(-1)?.body as { to: string; payload: { code: string } };
    expect(sent.to).toBe(phone);
    expect(sms.requests.at(-1)?.headers.authorization).toBe('Bearer sms-token-e2e');
    await page.getByLabel('Verification code').fill(sent.payload.code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/demo-app$/);
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(page.getByText(phone, { exact: true })).toBeVisible();
    await api.delete(`/connectors/${connector.body.id}`);
  } finally {
    await sms.close();
  }
});

/**
 * Bytes of `url` as the server sends it to a gzip-accepting browser (raw, not decoded). Files
 * under 1 KB go uncompressed by design (scripts/precompress-assets.mjs); any larger one must be
 * gzip-compressed.
 */
const gzipSize = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      response.on('end', () =>
        response.headers['content-encoding'] === 'gzip' || size < 1024
          ? resolve(size)
          : reject(new Error(`${url} was not sent gzip-compressed`)),
      );
    }).on('error', reject);
  });

test("the sign-in page's first load stays within 75 KB of JavaScript gzip", async ({
  page,
  gatehouse,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${gatehouse.mainUrl}/sign-in`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.map(async (url) => [url, await gzipSize(url)] as const));
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  test.info().annotations.push({ type: 'first-load JS gzip', description: `${total} bytes` });
  expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(75 * 1024);
  // Phrases arrive as JSON for the one language of the page, never as a script.
  expect(
    scripts.some((url) => /\/sign-in-[\w-]+\.js$/.test(url) && !/sign-in-page/.test(url)),
  ).toBe(false);
});

test('forgot password by e-mail code, then sign in with the new password', async ({
  page,
  gatehouse,
}) => {
  await configure(true);
  await openSignInFromDemoApp(page, gatehouse.mainUrl);
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Sign in with a verification code instead' }),
  ).toBeVisible();
  // The show-password toggle says what it does and whether it is on.
  const toggle = page.getByRole('button', { name: 'Show password' });
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await toggle.click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const before = mailCount(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(email, before));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-Codes-7');
  await page.getByLabel('Confirm the new password', { exact: true }).fill('Brand-New-Codes-7');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(
    page.getByText('Your password has been changed. Sign in with the new one.'),
  ).toBeVisible();
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Brand-New-Codes-7');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectSignedInAsJane(page);
});
