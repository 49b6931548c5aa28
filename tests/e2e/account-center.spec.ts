import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures/gatehouse.ts';
import { createManagementApi, type ManagementApi } from './fixtures/management-api.ts';

// Issue 10, the account center at /account: the tenant enables it through the management API
// (username ReadOnly, the rest editable), a user signs in with the built-in `account-center`
// client on the real sign-in page, changes their name, adds an authenticator app with a code
// computed by `otpauth` from the setup key the page shows, and changes their password after
// proving the current one. The ReadOnly username is read-only on the page and the Account API
// refuses to change it with the user's own token. Another user adds a passkey in Chromium's
// virtual authenticator from the account center (keyboard only), renames it, signs in with it
// without a password, and removes it.

type Settings = Record<string, unknown> & { tenantId?: string; id?: string };

const stamp = Date.now();
const username = `account_${stamp}`;
const password = 'Gatehouse-Account-42!';
const newPassword = 'Gatehouse-Account-43!';
let api: ManagementApi;
let userId: string;
const passkeyUsername = `account_passkey_${stamp}`;
let passkeyUserId: string;
let originalExperience: Settings;
let originalCenter: Settings;

const withoutIds = ({ tenantId: _tenantId, id: _id, ...rest }: Settings) => rest;

test.beforeAll(async ({ gatehouse }) => {
  api = createManagementApi(gatehouse);
  originalExperience = (await api.get<Settings>('/sign-in-exp')).body;
  originalCenter = (await api.get<Settings>('/account-center')).body;
  const experience = await api.patch('/sign-in-exp', {
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
    mfa: { policy: 'NoPrompt', factors: ['Totp', 'BackupCode'] },
    passkeySignIn: { enabled: true, showPasskeyButton: true },
  });
  expect(experience.status, JSON.stringify(experience.body)).toBe(200);
  const center = await api.patch('/account-center', {
    enabled: true,
    fields: {
      name: 'Edit',
      avatar: 'Edit',
      username: 'ReadOnly',
      email: 'Off',
      phone: 'Off',
      password: 'Edit',
      mfa: 'Edit',
    },
  });
  expect(center.status, JSON.stringify(center.body)).toBe(200);
  const created = await api.post<{ id: string }>('/users', { username, password });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  userId = created.body.id;
  const passkeyOwner = await api.post<{ id: string }>('/users', {
    username: passkeyUsername,
    password,
  });
  expect(passkeyOwner.status, JSON.stringify(passkeyOwner.body)).toBe(200);
  passkeyUserId = passkeyOwner.body.id;
});

test.afterAll(async () => {
  await api.patch('/sign-in-exp', withoutIds(originalExperience));
  await api.patch('/account-center', {
    enabled: originalCenter.enabled,
    fields: originalCenter.fields,
  });
});

test('a user edits their profile, MFA and password in the account center', async ({
  page,
  gatehouse,
}) => {
  await page.goto(`${gatehouse.mainUrl}/account`);
  // Not signed in yet: the account center sends the browser to the tenant's sign-in page.
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

  // Fields set Off are not shown at all.
  await expect(page.getByRole('heading', { name: 'E-mail address' })).toHaveCount(0);

  // ReadOnly: shown, not editable, and the API refuses a write with the user's own token.
  const usernameField = page.getByLabel('Username', { exact: true });
  await expect(usernameField).toHaveValue(username);
  await expect(usernameField).toHaveAttribute('readonly', '');
  await expect(page.getByText('You cannot change this.').first()).toBeVisible();
  const refused = await page.evaluate(async () => {
    const stored = JSON.parse(sessionStorage.getItem('gatehouse.account.token') ?? '{}') as {
      accessToken?: string;
    };
    const response = await fetch('/api/my-account', {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${stored.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ username: 'taken_over' }),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  });
  // Refused for the field's setting, not for a bad token.
  expect(refused.body.code, JSON.stringify(refused.body)).toBe('account_center.field_not_editable');

  // Name (Edit).
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText('Saved.');

  // TOTP: the current password, the setup key the page shows, a code from it.
  const mfa = page.getByRole('region', { name: 'Two-step verification' });
  await expect(mfa.getByText('No second step is set up.')).toBeVisible();
  await mfa.getByLabel('Current password').fill(password);
  await mfa.getByRole('button', { name: 'Add an authenticator app' }).click();
  await expect(mfa.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await mfa.getByLabel('Setup key').inputValue();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await mfa.getByLabel('Code from the app').fill(code);
  await mfa.getByRole('button', { name: 'Save' }).click();
  await expect(mfa.getByRole('status')).toHaveText('Saved.');
  await expect(mfa.getByRole('listitem').filter({ hasText: 'Authenticator app' })).toBeVisible();

  // Password: a wrong current password is refused, the right one lets the change through.
  const passwordCard = page.getByRole('region', { name: 'Password' });
  await passwordCard.getByLabel('Current password').fill('not-my-password');
  await passwordCard.getByLabel('New password').fill(newPassword);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordCard.getByRole('alert')).not.toBeEmpty();
  await passwordCard.getByLabel('Current password').fill(password);
  await passwordCard.getByLabel('New password').fill(newPassword);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordCard.getByRole('status')).toHaveText('Saved.');

  // What the server holds now, through the management API.
  const user = await api.get<{ name: string | null; username: string }>(`/users/${userId}`);
  expect(user.body.name).toBe('Ada Lovelace');
  expect(user.body.username).toBe(username);
  const factors = await api.get<{ type: string }[]>(`/users/${userId}/mfa-verifications`);
  expect(factors.body.map((factor) => factor.type)).toContain('Totp');
  expect(
    (await api.post(`/users/${userId}/password/verify`, { password: newPassword })).status,
  ).toBe(204);
  expect((await api.post(`/users/${userId}/password/verify`, { password })).status).toBe(422);
});

test('a user adds a passkey in the account center, signs in with it, renames and removes it', async ({
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
  await page.goto(`${gatehouse.mainUrl}/account`);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('Username').fill(passkeyUsername);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('No passkey is set up.')).toBeVisible();
  // A wrong current password stops it before the browser's prompt: no key is created.
  await passkeys.getByLabel('Current password').fill('not-my-password');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('alert')).not.toBeEmpty();
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(
    0,
  );

  // By keyboard: type, then focus the button and press Enter.
  await passkeys.getByLabel('Current password').fill(password);
  await passkeys.getByLabel('Name for the new passkey (optional)').fill('Virtual key');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).focus();
  await page.keyboard.press('Enter');
  await expect(passkeys.getByRole('status')).toHaveText('Passkey added.');
  await expect(passkeys.getByRole('listitem').filter({ hasText: 'Virtual key' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  // The two-step card does not list it twice.
  const mfa = page.getByRole('region', { name: 'Two-step verification' });
  await expect(mfa.getByRole('listitem')).toHaveCount(0);

  // Renamed.
  await passkeys.getByRole('button', { name: 'Rename Virtual key' }).click();
  await passkeys.getByLabel('Passkey name').fill('Work key');
  await passkeys.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys.getByRole('status')).toHaveText('Saved.');
  await expect(passkeys.getByRole('listitem').filter({ hasText: 'Work key' })).toBeVisible();
  const stored = await api.get<{ type: string; name?: string }[]>(
    `/users/${passkeyUserId}/mfa-verifications`,
  );
  expect(stored.body).toEqual([expect.objectContaining({ type: 'WebAuthn', name: 'Work key' })]);

  // Signed out (the session ends; the account center sends the browser back to the sign-in
  // page), then back in with the passkey alone: no identifier, no password.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(passkeyUsername);
  const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);

  // Removed.
  await passkeys.getByLabel('Current password').fill(password);
  await passkeys.getByRole('button', { name: 'Remove Work key' }).click();
  await expect(passkeys.getByText('No passkey is set up.')).toBeVisible();
  expect((await api.get<unknown[]>(`/users/${passkeyUserId}/mfa-verifications`)).body).toEqual([]);
});
