import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';
import { type RunningServer, startServer } from '../server.ts';
import { type Browser, createBrowser } from './testing/browser-client.ts';

/**
 * The experience API inside the real server (app.ts): Gatehouse's own oidc-provider, clients
 * from the seed, interaction URLs of the sign-in app and the consent middleware in place.
 */
let running: RunningServer;

beforeAll(async () => {
  running = await startServer(
    loadEnv({
      NODE_ENV: 'test',
      PORT: '0',
      ADMIN_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      // Nothing listens there: the breached check fails and must not block.
      PWNED_PASSWORDS_URL: 'http://127.0.0.1:9',
    }),
  );
});

afterAll(async () => {
  await running?.stop();
});

const consoleCallback = () => `${running.adminUrl}/console/callback`;

const passThrough = async (
  browser: Browser,
  event: 'SignIn' | 'Register',
  username: string,
  password: string,
) => {
  const started = await browser.request('/api/experience', {
    method: 'PUT',
    json: { interactionEvent: event },
  });
  expect(started.status).toBe(204);
  const route = event === 'Register' ? 'new-password-identity' : 'password';
  const verified = await browser.request(`/api/experience/verification/${route}`, {
    method: 'POST',
    json: { identifier: { type: 'username', value: username }, password },
  });
  expect(verified.status).toBe(200);
  const { verificationId } = (await verified.json()) as { verificationId: string };
  const identified = await browser.request('/api/experience/identification', {
    method: 'POST',
    json: { verificationId },
  });
  expect(identified.status).toBe(event === 'Register' ? 201 : 204);
  const submitted = await browser.request('/api/experience/submit', { method: 'POST' });
  expect(submitted.status).toBe(200);
  return ((await submitted.json()) as { redirectTo: string }).redirectTo;
};

describe('experience API in the running server', () => {
  it('registers the first console account, then signs it in again; registration is then closed', async () => {
    const first = createBrowser(running.adminUrl);
    const registerPage = await first.startAuthorization('admin-console', consoleCallback());
    expect(new URL(registerPage).pathname).toBe('/sign-in');
    const redirectTo = await passThrough(first, 'Register', 'admin', 'Fresh-Meadow-71');
    const callback = await first.followToCallback(redirectTo, consoleCallback());
    expect(callback.searchParams.get('code')).toBeTruthy();

    const second = createBrowser(running.adminUrl);
    await second.startAuthorization('admin-console', consoleCallback());
    const again = await passThrough(second, 'SignIn', 'admin', 'Fresh-Meadow-71');
    expect(
      (await second.followToCallback(again, consoleCallback())).searchParams.get('code'),
    ).toBeTruthy();

    const third = createBrowser(running.adminUrl);
    await third.startAuthorization('admin-console', consoleCallback());
    const refused = await third.request('/api/experience', {
      method: 'PUT',
      json: { interactionEvent: 'Register' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'session.registration_disabled' });

    const experience = await fetch(`${running.adminUrl}/api/.well-known/sign-in-exp`);
    expect(await experience.json()).toMatchObject({ signInMode: 'SignIn' });
  });

  it('lets the user consent to a third-party application through /api/experience/consent', async () => {
    const redirectUri = 'http://127.0.0.1:9/third-party/callback';
    await running.gatehouse.context.database.db.insert(applications).values({
      tenantId: 'default',
      id: 'third-party-app',
      name: 'Partner App',
      secret: 'unused-secret-unused-secret',
      type: 'SPA',
      isThirdParty: true,
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    });
    const browser = createBrowser(running.mainUrl);
    await browser.startAuthorization('third-party-app', redirectUri);
    const resume = await passThrough(browser, 'Register', 'partner_user', 'Fresh-Meadow-71');

    // The provider asks for consent; the server leaves that page to the sign-in app.
    const toConsent = await browser.request(resume);
    const consentPage = new URL(toConsent.headers.get('location') ?? '', running.mainUrl);
    expect(consentPage.pathname).toBe('/consent');
    const page = await browser.request(`${consentPage.pathname}${consentPage.search}`);
    expect(page.status).not.toBe(302);

    const asked = await browser.request('/api/experience/consent');
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      application: { id: 'third-party-app', name: 'Partner App' },
      scopes: ['openid'],
    });
    const granted = await browser.request('/api/experience/consent', { method: 'POST' });
    expect(granted.status).toBe(200);
    const { redirectTo } = (await granted.json()) as { redirectTo: string };
    const callback = await browser.followToCallback(redirectTo, redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('answers 400 session.not_found on the main port without an interaction', async () => {
    const response = await fetch(`${running.mainUrl}/api/experience/interaction`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'session.not_found' });
  });
});
