import { fillPlaceholders, lookUpPhrase, type PhraseTree } from '@gatehouse/phrases/phrase-tree';
import { signInLocales } from '@gatehouse/phrases/sign-in-registry';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  codeInMail,
  startHttpReceiver,
  startSmtpReceiver,
} from '../api/helpers/message-receivers.ts';
import { blockingAxeFindings } from './fixtures/axe.ts';
import { expect, type RunningGatehouse, test } from './fixtures/gatehouse.ts';
import { createManagementApi, type ManagementApi } from './fixtures/management-api.ts';
import { waitUntilStill } from './fixtures/still-page.ts';

// Outsiders judge every sign-in page with axe in Chromium, light and dark, in Arabic (right to
// left). One walk per language goes through the states a person sees (sign-in, errors, SSO
// routing, registration by e-mail code, profile, MFA set-up with every factor, backup codes, MFA
// verification with every factor, password reset, consent, the account center, error pages) and,
// on each, runs axe (the console walk's rule set) in the light and the dark scheme and saves a
// screenshot into the test output to be looked at. Labels come from the phrases of the walk's
// language, so the Arabic walk clicks what an Arabic reader sees.

type Experience = Record<string, unknown> & { tenantId?: string; id?: string };
type Language = 'en' | 'ar';

const password = 'Gatehouse-A11y-42!';
const smtpLogin = { user: 'mailer', pass: 'smtp-pass-e2e-a11y' };
const stamp = Date.now();
const ssoDomain = `sso-${stamp}.example.com`;

let api: ManagementApi;
let original: Experience;
let originalCenter: Experience;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let sms: Awaited<ReturnType<typeof startHttpReceiver>>;
const createdConnectors: string[] = [];
let ssoConnectorId: string | undefined;
let thirdParty: { id: string; redirectUri: string };

/** The phrase at `key` in `language`, English where it has none (as the server serves them). */
const translatorFor = async (language: Language) => {
  const [own, english] = await Promise.all([signInLocales[language](), signInLocales.en()]);
  return (key: string, values: Record<string, string> = {}) => {
    const phrase =
      lookUpPhrase(own as unknown as PhraseTree, key) ??
      lookUpPhrase(english as unknown as PhraseTree, key);
    if (phrase === undefined) throw new Error(`no phrase ${key}`);
    return fillPlaceholders(phrase, values);
  };
};

const mailsTo = (address: string) => smtp.mails.filter(({ to }) => to.includes(address));
const nextMailCode = async (address: string, count: number) => {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThan(count);
  return codeInMail(mailsTo(address).at(-1)!)!;
};

/**
 * Where the `+` of a phone number shown in `element`'s text sits against its first digit, as laid
 * out on screen: in a right-to-left sentence without isolation the `+` lands after the digits.
 */
const plusSide = (element: Locator) =>
  element.evaluate((paragraph) => {
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const plus = text.search(/\+\d/);
      if (plus < 0) continue;
      const box = (index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().x;
      };
      return box(plus) < box(plus + 1) ? 'left of the digits' : 'right of the digits';
    }
    return 'no phone number';
  });

const describeViolations = (page: Page, state: string) =>
  blockingAxeFindings(page, { label: state });

const usernameMethod = {
  identifier: 'username',
  password: true,
  verificationCode: false,
  isPasswordPrimary: true,
};
const mfaFactors = ['Totp', 'WebAuthn', 'BackupCode', 'PhoneVerificationCode'];

/**
 * Two sign-in pages: identifier first (e-mail codes sign in, so they cannot be a second factor),
 * or one password form (every method by password) with e-mail codes as a second factor.
 */
const signInSettings = (form: 'identifier-first' | 'password') => ({
  signIn: {
    methods: [
      usernameMethod,
      {
        identifier: 'email',
        password: true,
        verificationCode: form === 'identifier-first',
        isPasswordPrimary: true,
      },
    ],
  },
  mfa: {
    policy: 'PromptAtSignInAndSignUp',
    factors: form === 'password' ? [...mfaFactors, 'EmailVerificationCode'] : mfaFactors,
  },
});
const configureSignIn = async (form: 'identifier-first' | 'password') => {
  const answer = await api.patch('/sign-in-exp', signInSettings(form));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ gatehouse }) => {
  api = createManagementApi(gatehouse);
  original = (await api.get<Experience>('/sign-in-exp')).body;
  originalCenter = (await api.get<Experience>('/account-center')).body;
  const center = await api.patch('/account-center', {
    enabled: true,
    fields: {
      name: 'Edit',
      avatar: 'Edit',
      username: 'ReadOnly',
      email: 'Edit',
      phone: 'Edit',
      password: 'Edit',
      mfa: 'Edit',
      social: 'Edit',
    },
  });
  expect(center.status, JSON.stringify(center.body)).toBe(200);
  smtp = await startSmtpReceiver(smtpLogin);
  sms = await startHttpReceiver();
  const connectors = await Promise.all([
    api.post<{ id: string }>('/connectors', {
      connectorId: 'simple-mail-transfer-protocol',
      config: { host: '127.0.0.1', port: smtp.port, auth: smtpLogin, fromEmail: 'a11y@e2e.test' },
    }),
    api.post<{ id: string }>('/connectors', {
      connectorId: 'http-sms',
      config: { endpoint: sms.url, authorization: 'Bearer sms-token-a11y' },
    }),
    // Shown as a button only: nobody signs in through it here.
    api.post<{ id: string }>('/connectors', {
      connectorId: 'github',
      config: { clientId: 'a11y-client', clientSecret: 'a11y-secret' },
    }),
  ]);
  for (const connector of connectors) {
    expect(connector.status, JSON.stringify(connector.body)).toBe(200);
    createdConnectors.push(connector.body.id);
  }
  const sso = await api.post<{ id: string }>('/sso-connectors', {
    providerName: 'OIDC',
    connectorName: `A11y SSO ${stamp}`,
    domains: [ssoDomain],
  });
  expect(sso.status, JSON.stringify(sso.body)).toBe(200);
  ssoConnectorId = sso.body.id;
  const redirectUri = `${gatehouse.mainUrl}/demo-app`;
  const app = await api.post<{ id: string }>('/applications', {
    name: 'Partner Reports',
    type: 'Traditional',
    isThirdParty: true,
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  expect(app.status, JSON.stringify(app.body)).toBe(200);
  thirdParty = { id: app.body.id, redirectUri };

  const experience = await api.patch('/sign-in-exp', {
    color: { primaryColor: '#6139f6', isDarkModeEnabled: true, darkPrimaryColor: '#8768f8' },
    languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
    signInMode: 'SignInAndRegister',
    signUp: { identifiers: ['email'], password: true, verify: true },
    forgotPasswordMethods: ['EmailVerificationCode'],
    termsOfUseUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
    agreeToTermsPolicy: 'Automatic',
    socialSignInConnectorTargets: ['github'],
    singleSignOnEnabled: true,
    passkeySignIn: { enabled: true, showPasskeyButton: true },
    ...signInSettings('identifier-first'),
  });
  expect(experience.status, JSON.stringify(experience.body)).toBe(200);
});

// The instance is shared with other spec files: leave it as it was.
test.afterAll(async () => {
  if (!api) return;
  const { tenantId: _tenantId, id: _id, ...settings } = original;
  await api.patch('/sign-in-exp', settings);
  await api.patch('/account-center', {
    enabled: originalCenter.enabled,
    fields: originalCenter.fields,
  });
  for (const id of createdConnectors) await api.delete(`/connectors/${id}`);
  if (ssoConnectorId) await api.delete(`/sso-connectors/${ssoConnectorId}`);
  if (thirdParty) await api.delete(`/applications/${thirdParty.id}`);
  await smtp?.close();
  await sms?.close();
});

/** One walk: a context in `language`, the states in the order a person meets them. */
const walk = async (
  browser: Browser,
  gatehouse: RunningGatehouse,
  language: Language,
  testInfo: TestInfo,
) => {
  const t = await translatorFor(language);
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const email = `a11y.${language}.${stamp}@example.com`;
  const phone = `4916${String(stamp).slice(-7)}${language === 'ar' ? 1 : 2}`;
  const findings: string[] = [];
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  const html = page.locator('html');
  const heading = (key: string, values?: Record<string, string>) =>
    page.getByRole('heading', { name: t(key, values), exact: true });
  const button = (key: string) => page.getByRole('button', { name: t(key), exact: true });
  const field = (key: string) => page.getByLabel(t(key), { exact: true });

  /** axe in both schemes and a screenshot of each, on the state the page shows now. */
  const check = async (state: string) => {
    await test.step(state, async () => {
      await expect(html).toHaveAttribute('lang', language);
      await expect(html).toHaveAttribute('dir', direction);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expect(html).toHaveAttribute('data-theme', colorScheme);
        await waitUntilStill(page);
        findings.push(...(await describeViolations(page, `${language} ${colorScheme} ${state}`)));
        await page.screenshot({
          path: testInfo.outputPath(`${language}-${colorScheme}-${state}.png`),
          fullPage: true,
        });
      }
    });
  };

  const openSignIn = async () => {
    await page.goto(`${gatehouse.mainUrl}/demo-app`);
    await expect(heading('demo_app.title')).toBeVisible();
    await button('demo_app.sign_in').click();
    await expect(heading('sign_in.title')).toBeVisible();
  };
  const totpCode = (secret: string, timestamp = Date.now()) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

  try {
    await configureSignIn('identifier-first');
    await page.goto(`${gatehouse.mainUrl}/demo-app`);
    await expect(heading('demo_app.title')).toBeVisible();
    await check('demo-app');
    await openSignIn();
    await check('sign-in');
    const identifierLabel = 'identifier.username_or_email';
    await button('identifier.continue').click();
    await expect(
      page.getByText(t('identifier.required', { label: t(identifierLabel) })),
    ).toBeVisible();
    await check('sign-in-errors');
    await field(identifierLabel).fill(`someone@${ssoDomain}`);
    await expect(page.getByText(t('sso.notice'))).toBeVisible();
    await check('sign-in-sso');
    await field(identifierLabel).fill('');

    // Registration by e-mail code, its profile, then every MFA factor's set-up.
    await page.getByRole('link', { name: t('sign_in.create_account'), exact: true }).click();
    await expect(heading('register.title')).toBeVisible();
    await check('register');
    const sentBefore = mailsTo(email).length;
    await field('identifier.email').fill(email);
    await button('registration.send_code').click();
    await expect(heading('verification_code.title')).toBeVisible();
    await field('verification_code.label').fill('000000');
    await button('verification_code.submit').click();
    await expect(page.getByText(t('errors.verification_code.code_mismatch'))).toBeVisible();
    await check('verification-code-error');
    await field('verification_code.label').fill(await nextMailCode(email, sentBefore));
    await button('verification_code.submit').click();
    await expect(heading('registration.profile_title')).toBeVisible();
    await field('register.password').fill('short');
    await check('profile');
    await field('register.password').fill(password);
    await field('register.confirm_password').fill(password);
    await button('registration.finish').click();

    await expect(heading('mfa.bind_title')).toBeVisible();
    await check('mfa-bind');
    await page.getByRole('button', { name: t('mfa.factor_phone_add'), exact: true }).click();
    await expect(heading('mfa.factor_phone_add')).toBeVisible();
    await check('mfa-bind-phone');
    await field('identifier.phone').fill(`+${phone}`);
    await button('mfa.code_send').click();
    await expect(field('mfa.code_received')).toBeVisible();
    // The number reads `+49…` in Arabic too (a right-to-left sentence moved the `+` after it).
    expect(await plusSide(page.getByRole('status'))).toBe('left of the digits');
    await check('mfa-bind-phone-code');
    await button('mfa.back').click();
    await page.getByRole('button', { name: t('mfa.factor_webauthn'), exact: true }).click();
    await expect(button('mfa.webauthn_create')).toBeVisible();
    await check('mfa-bind-passkey');
    await button('mfa.back').click();
    await page.getByRole('button', { name: t('mfa.factor_totp'), exact: true }).click();
    const secret = await field('mfa.totp_secret').inputValue();
    await check('mfa-bind-totp');
    await field('mfa.totp_code').fill(totpCode(secret));
    await button('mfa.verify').click();
    await expect(heading('mfa.backup_title')).toBeVisible();
    await check('mfa-backup-codes');
    await button('mfa.backup_saved').click();
    await expect(heading('demo_app.signed_in_title')).toBeVisible();
    await check('demo-app-signed-in');
    await button('demo_app.sign_out').click();
    await expect(heading('demo_app.title')).toBeVisible();
    await context.clearCookies();

    // Identifier first: the password page, and from there the way to a new password.
    await openSignIn();
    await field(identifierLabel).fill(email);
    await button('identifier.continue').click();
    await expect(heading('sign_in_options.password_title')).toBeVisible();
    await check('sign-in-password');
    await page.getByRole('link', { name: t('sign_in_options.forgot_password') }).click();
    await expect(heading('forgot_password.title')).toBeVisible();
    await check('forgot-password');
    const resetBefore = mailsTo(email).length;
    await field('identifier.email').fill(email);
    await button('forgot_password.send_code').click();
    await field('verification_code.label').fill(await nextMailCode(email, resetBefore));
    await button('verification_code.submit').click();
    await expect(heading('forgot_password.new_password_title')).toBeVisible();
    await field('forgot_password.new_password').fill('short');
    await check('reset-password');

    // One password form, then MFA verification with each factor.
    await configureSignIn('password');
    await openSignIn();
    await check('sign-in-password-form');
    await field(identifierLabel).fill(email);
    await field('sign_in.password').fill(password);
    await button('sign_in.submit').click();
    await expect(heading('mfa.verify_title')).toBeVisible();
    await check('mfa-verify-totp');
    await page.getByRole('button', { name: t('mfa.factor_email_code'), exact: true }).click();
    await check('mfa-verify-email');
    await button('mfa.code_send').click();
    await expect(field('mfa.code_received')).toBeVisible();
    await check('mfa-verify-email-sent');
    await page.getByRole('button', { name: t('mfa.factor_backup_code'), exact: true }).click();
    await expect(field('mfa.backup_code')).toBeVisible();
    await check('mfa-verify-backup-code');
    await page.getByRole('button', { name: t('mfa.factor_totp'), exact: true }).click();
    // The set-up's code may still be current and would be a replay: the next step's.
    await field('mfa.totp_code').fill(totpCode(secret, Date.now() + 30_000));
    await button('mfa.verify').click();
    await expect(heading('demo_app.signed_in_title')).toBeVisible();

    // A third-party application asks for consent within the session.
    const authorize = new URL(`${gatehouse.mainUrl}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: thirdParty.id,
      redirect_uri: thirdParty.redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      prompt: 'consent',
      state: `a11y-${stamp}`,
    }).toString();
    await page.goto(authorize.href);
    await expect(heading('consent.title', { name: 'Partner Reports' })).toBeVisible();
    await check('consent');

    // The account center, signed in through the same session.
    await page.goto(`${gatehouse.mainUrl}/account`);
    await expect(heading('account.title')).toBeVisible({ timeout: 30_000 });
    await check('account-center');

    // Pages of things gone wrong.
    await page.goto(`${gatehouse.mainUrl}/error`);
    await expect(heading('error_page.title')).toBeVisible();
    await check('error');
    await page.goto(`${gatehouse.mainUrl}/no-such-page`);
    await expect(heading('error_page.not_found_title')).toBeVisible();
    await check('not-found');
    await page.goto(`${gatehouse.mainUrl}/oidc/auth?client_id=no-such-app&response_type=code`);
    await expect(page.getByText(t('error_page.unknown_application'))).toBeVisible();
    await check('unknown-application');
    await page.goto(`${gatehouse.mainUrl}/callback/github?code=x&state=y`);
    await expect(heading('social.failed_title')).toBeVisible();
    await check('social-callback-failed');
    await page.goto(`${gatehouse.mainUrl}/callback/sso/${ssoConnectorId}?code=x&state=y`);
    await expect(heading('sso.failed_title')).toBeVisible();
    await check('sso-callback-failed');
  } finally {
    await context.close();
  }
  return findings;
};

for (const language of ['en', 'ar'] as const) {
  test(`axe: no critical or serious violation on any sign-in state (${language}, light and dark)`, async ({
    browser,
    gatehouse,
  }, testInfo) => {
    // About 30 s on a quiet machine; a shared machine under load is many times slower.
    test.setTimeout(420_000);
    const findings = await walk(browser, gatehouse, language, testInfo);
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
