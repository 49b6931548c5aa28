import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { codeInMail, startSmtpReceiver } from '../api/helpers/message-receivers.ts';
import { expect, test } from './fixtures/gatehouse.ts';
import { createManagementApi, type ManagementApi } from './fixtures/management-api.ts';

// Issue 10, the end user's side: under a mandatory MFA policy (set through the management API) a
// user enrols TOTP on the real sign-in pages with codes computed by `otpauth` from the secret the
// page shows, saves backup codes, and signs in again with a TOTP code and with a backup code
// (once only); another user enrols a passkey in Chromium's virtual authenticator, proves it as a
// second factor, and signs in with it without a password or identifier.

type Experience = Record<string, unknown> & { tenantId?: string; id?: string };

const password = 'Gatehouse-Mfa-42!';
const stamp = Date.now();
const totpUser = `totp_${stamp}`;
const passkeyUser = `passkey_${stamp}`;
let api: ManagementApi;
let original: Experience;
let secret: string;
let backupCodes: string[];

const totpCode = (timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

const openSignIn = async (page: Page, mainUrl: string) => {
  await page.goto(`${mainUrl}/demo-app`);
  await expect(page.getByRole('heading', { name: 'Live preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
};

const signInWithPassword = async (page: Page, mainUrl: string, username: string) => {
  await openSignIn(page, mainUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

const expectSignedInAs = async (page: Page, username: string) => {
  await expect(page).toHaveURL(/\/demo-app$/);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByText(username, { exact: true }).first()).toBeVisible();
};

/** Signs out of the demo app and forgets the browser's sign-in session. */
const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Live preview' })).toBeVisible();
  await page.context().clearCookies();
};

/** Saves the backup codes the page shows, then continues. */
const saveBackupCodes = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your backup codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  return codes;
};

// Serial: the later tests use the factors the first ones enrol.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ gatehouse }) => {
  api = createManagementApi(gatehouse);
  original = (await api.get<Experience>('/sign-in-exp')).body;
  const answer = await api.patch('/sign-in-exp', {
    signInMode: 'SignIn',
    signIn: {
      methods: [
        {
          identifier: 'username',
          password: true,
          verificationCode: false,
          isPasswordPrimary: true,
        },
      ],
    },
    agreeToTermsPolicy: 'Automatic',
    mfa: { policy: 'Mandatory', factors: ['Totp', 'WebAuthn', 'BackupCode'] },
    passkeySignIn: { enabled: true, showPasskeyButton: true },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  for (const username of [totpUser, passkeyUser]) {
    const created = await api.post('/users', { username, password });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  }
});

// The instance is shared with other spec files: leave the sign-in experience as it was.
test.afterAll(async () => {
  const { tenantId: _tenantId, id: _id, ...settings } = original;
  expect((await api.patch('/sign-in-exp', settings)).status).toBe(200);
});

test('a user must enrol TOTP, then signs in again with a TOTP code', async ({
  page,
  gatehouse,
}) => {
  await signInWithPassword(page, gatehouse.mainUrl, totpUser);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  // Mandatory: no way around it.
  await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Authenticator app' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add this account to your authenticator app' }),
  ).toBeVisible();
  secret = await page.getByLabel('Setup key').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A code of another secret is refused; the one from the shown secret binds it.
  const wrong = new TOTP({ secret: new Secret({ size: 20 }) }).generate();
  await page.getByLabel('Code from the app').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The code is not correct or has already been used.',
  );
  await page.getByLabel('Code from the app').fill(totpCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  backupCodes = await saveBackupCodes(page);
  await expectSignedInAs(page, totpUser);
  await signOut(page);

  await signInWithPassword(page, gatehouse.mainUrl, totpUser);
  await expect(page.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
  // The enrolment's code may still be current and would be a replay: use the next step's.
  await page.getByLabel('Code from the app').fill(totpCode(Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, totpUser);
});

test('a backup code works once and is refused the second time', async ({ page, gatehouse }) => {
  const useBackupCode = async (code: string) => {
    await expect(page.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
    await page.getByRole('button', { name: 'Backup code' }).click();
    await page.getByLabel('Backup code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  await signInWithPassword(page, gatehouse.mainUrl, totpUser);
  await useBackupCode(backupCodes[0]!);
  await expectSignedInAs(page, totpUser);
  await signOut(page);

  await signInWithPassword(page, gatehouse.mainUrl, totpUser);
  await useBackupCode(backupCodes[0]!);
  await expect(page.getByRole('alert')).toHaveText(
    'The backup code is not correct or has already been used.',
  );
  await page.getByLabel('Backup code').fill(backupCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAs(page, totpUser);
});

test('a passkey enrolled in the virtual authenticator verifies MFA and signs in without a password', async ({
  page,
  gatehouse,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInWithPassword(page, gatehouse.mainUrl, passkeyUser);
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Passkey or security key' }).click();
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await saveBackupCodes(page);
  await expectSignedInAs(page, passkeyUser);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await signOut(page);

  // As the second factor after the password.
  await signInWithPassword(page, gatehouse.mainUrl, passkeyUser);
  await expect(page.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
  await page.getByRole('button', { name: 'Use my passkey' }).click();
  await expectSignedInAs(page, passkeyUser);
  await signOut(page);

  // Passwordless: no identifier typed, the authenticator's passkey names the account.
  await openSignIn(page, gatehouse.mainUrl);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectSignedInAs(page, passkeyUser);
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);
});

test('a user with a primary e-mail proves the second step with a code sent there', async ({
  page,
  gatehouse,
}) => {
  const smtpLogin = { user: 'mailer', pass: 'smtp-pass-e2e-mfa' };
  const smtp = await startSmtpReceiver(smtpLogin);
  const connector = await api.post<{ id: string }>('/connectors', {
    connectorId: 'simple-mail-transfer-protocol',
    config: {
      host: '127.0.0.1',
      port: smtp.port,
      auth: smtpLogin,
      fromEmail: 'mfa@gatehouse.test',
    },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(200);
  const factors = ['Totp', 'WebAuthn', 'BackupCode'];
  try {
    const enabled = await api.patch('/sign-in-exp', {
      mfa: { policy: 'Mandatory', factors: [...factors, 'EmailVerificationCode'] },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const username = `mail_${stamp}`;
    const address = `mail.${stamp}@example.com`;
    const created = await api.post('/users', { username, password, primaryEmail: address });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    await signInWithPassword(page, gatehouse.mainUrl, username);
    await expect(page.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
    await expect(page.getByText(`We will send a code to ma****@example.com.`)).toBeVisible();
    await page.getByRole('button', { name: 'Send code' }).click();
    const mailsTo = () => smtp.mails.filter(({ to }) => to.includes(address));
    await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Code you received').fill(codeInMail(mailsTo()[0]!)!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedInAs(page, username);
  } finally {
    await api.patch('/sign-in-exp', { mfa: { policy: 'Mandatory', factors } });
    await api.delete(`/connectors/${connector.body.id}`);
    await smtp.close();
  }
});
