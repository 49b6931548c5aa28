import type * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { authorizeWithoutBrowser } from './helpers/browserless-flow.ts';
import { uniqueSuffix } from './helpers/management-fixtures.ts';
import { codeInMail, startSmtpReceiver } from './helpers/message-receivers.ts';
import type { RunningServer } from './helpers/server.ts';
import { createUpstreamUser, registerUpstreamClient } from './helpers/social-provider.ts';
import { openApplicationSignIn, startSsoWorld } from './helpers/sso-world.ts';

/**
 * An e-mail of an enterprise connector's domain enters through single sign-on only, on every
 * path of the Experience API besides identification by a password or a code
 * (enterprise-sso.test.ts): an e-mail a registration's missing profile asks for, one a signed-in
 * account lacks, one bound as a code factor, and one a social provider vouched for. Each answers
 * 422 `session.sso_enabled`, and the same path with another domain still works. Codes really
 * arrive (an SMTP server on 127.0.0.1); the social provider is the `admin` tenant.
 */

const appRedirect = 'http://localhost:4997/callback';
const ssoDomain = 'only-profile-corp.test';
const otherDomain = 'elsewhere.test';
const smtpLogin = { user: 'mailer', pass: 'smtp-pass-sso-only' };
const socialConnectorId = 'sso-only-social';
const password = `Pw-${uniqueSuffix()}-x9!`;

let server: RunningServer;
let management: ApiClient;
let relyingParty: client.Configuration;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const usernameMethod = {
  identifier: 'username',
  password: true,
  verificationCode: false,
  isPasswordPrimary: true,
};
// E-mail sign-in by password only: an e-mail code may then be bound as a factor.
const emailMethod = {
  identifier: 'email',
  password: true,
  verificationCode: false,
  isPasswordPrimary: true,
};

const patchExperience = async (patch: Record<string, unknown>) => {
  const { status, body } = await management.patch('/api/sign-in-exp', patch);
  expect(status, JSON.stringify(body)).toBe(200);
};

beforeAll(async () => {
  [{ server, management, relyingParty }, smtp] = await Promise.all([
    startSsoWorld({ applicationName: 'SSO-only RP', redirectUri: appRedirect }),
    startSmtpReceiver(smtpLogin),
  ]);
  const mail = await management.post('/api/connectors', {
    connectorId: 'simple-mail-transfer-protocol',
    config: { host: '127.0.0.1', port: smtp.port, auth: smtpLogin, fromEmail: 'no-reply@x.test' },
  });
  expect(mail.status, JSON.stringify(mail.body)).toBe(200);
  const sso = await management.post('/api/sso-connectors', {
    providerName: 'OIDC',
    connectorName: `SSO only ${uniqueSuffix()}`,
    domains: [ssoDomain],
  });
  expect(sso.status, JSON.stringify(sso.body)).toBe(200);
  const upstream = await registerUpstreamClient(server, [
    `${server.mainUrl}/callback/${socialConnectorId}`,
  ]);
  const social = await management.post('/api/connectors', {
    id: socialConnectorId,
    connectorId: 'oidc',
    config: {
      clientId: upstream.clientId,
      clientSecret: upstream.clientSecret,
      issuer: upstream.issuer,
      scope: 'openid profile email',
    },
    metadata: { target: 'sso-only-upstream', name: { en: 'Upstream' } },
  });
  expect(social.status, JSON.stringify(social.body)).toBe(200);
  // Username and password register; the e-mail comes second, proved by a code.
  await patchExperience({
    signInMode: 'SignInAndRegister',
    signIn: { methods: [usernameMethod, emailMethod] },
    signUp: {
      identifiers: ['username'],
      password: true,
      verify: false,
      secondaryIdentifiers: [{ identifier: 'email', verify: true }],
    },
    socialSignInConnectorTargets: ['sso-only-upstream'],
  });
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.stop(), smtp?.close()]);
});

type Page = Awaited<ReturnType<typeof openApplicationSignIn>>;
const answer = ({ status, body }: { status: number; body: { code?: string } }) => ({
  status,
  code: body.code,
});
const refused = { status: 422, code: 'session.sso_enabled' };

const start = async (interactionEvent: 'SignIn' | 'Register') => {
  const page = await openApplicationSignIn(relyingParty, appRedirect, 'openid profile email');
  expect((await page.call('PUT', '/api/experience', { interactionEvent })).status).toBe(204);
  return page;
};

/** A code sent to `address` in this interaction and typed back from the mail: its record id. */
const proveAddress = async (page: Page, address: string, interactionEvent: string) => {
  const identifier = { type: 'email', value: address };
  const sent = await page.call('POST', '/api/experience/verification/verification-code', {
    identifier,
    interactionEvent,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verificationId = String(sent.body.verificationId);
  const mail = smtp.mails.filter(({ to }) => to.includes(address)).at(-1);
  const verified = await page.call(
    'POST',
    '/api/experience/verification/verification-code/verify',
    {
      identifier,
      verificationId,
      code: mail && codeInMail(mail),
    },
  );
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verificationId;
};

const addEmail = (page: Page, verificationId: string) =>
  page.call('POST', '/api/experience/profile', { type: 'email', verificationId });

/** A registration by username and password, held up for its missing e-mail. */
const registerWithoutEmail = async () => {
  const page = await start('Register');
  const username = `reg_${uniqueSuffix()}`;
  const verified = await page.call('POST', '/api/experience/verification/new-password-identity', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identified = await page.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  expect(identified.body).toMatchObject({
    code: 'user.missing_profile',
    data: { missingProfile: ['email'] },
  });
  return page;
};

/** A signed-in user without an e-mail, identified by username and password. */
const signInWithoutEmail = async () => {
  const username = `in_${uniqueSuffix()}`;
  const created = await management.post('/api/users', { username, password });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const page = await start('SignIn');
  const verified = await page.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identified = await page.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  expect(identified.status).toBe(204);
  return { page, userId: String(created.body.id) };
};

const primaryEmailOf = async (userId: string) =>
  (await management.get<{ primaryEmail: string | null }>(`/api/users/${userId}`)).body.primaryEmail;

describe('an SSO-only e-mail as the missing profile of a registration', () => {
  it('is refused by POST /profile; another domain registers', async () => {
    const page = await registerWithoutEmail();
    const ssoEmail = `reg-${uniqueSuffix()}@${ssoDomain}`;
    expect(answer(await addEmail(page, await proveAddress(page, ssoEmail, 'Register')))).toEqual(
      refused,
    );
    // Still missing: the refused e-mail did not join the profile.
    expect(answer(await page.call('POST', '/api/experience/identification'))).toEqual({
      status: 422,
      code: 'user.missing_profile',
    });

    const email = `reg-${uniqueSuffix()}@${otherDomain}`;
    expect((await addEmail(page, await proveAddress(page, email, 'Register'))).status).toBe(204);
    expect((await page.call('POST', '/api/experience/identification')).status).toBe(201);
    const submitted = await page.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const claims = (await page.redeem(String(submitted.body.redirectTo))).claims()!;
    expect(claims.email).toBe(email);
  });

  it('is refused when the registration is finished from the profile after SSO was turned on', async () => {
    await patchExperience({ singleSignOnEnabled: false });
    try {
      const page = await registerWithoutEmail();
      const ssoEmail = `late-${uniqueSuffix()}@${ssoDomain}`;
      // Single sign-on off: the domain is an ordinary one.
      expect((await addEmail(page, await proveAddress(page, ssoEmail, 'Register'))).status).toBe(
        204,
      );
      await patchExperience({ singleSignOnEnabled: true });
      expect(answer(await page.call('POST', '/api/experience/identification'))).toEqual(refused);
      expect(answer(await page.call('POST', '/api/experience/submit'))).toEqual({
        status: 404,
        code: 'session.identifier_not_found',
      });
    } finally {
      await patchExperience({ singleSignOnEnabled: true });
    }
  });
});

describe('an SSO-only e-mail added to a signed-in account', () => {
  it('is refused by POST /profile; another domain becomes the primary e-mail', async () => {
    const { page, userId } = await signInWithoutEmail();
    const ssoEmail = `in-${uniqueSuffix()}@${ssoDomain}`;
    expect(answer(await addEmail(page, await proveAddress(page, ssoEmail, 'SignIn')))).toEqual(
      refused,
    );
    const email = `in-${uniqueSuffix()}@${otherDomain}`;
    expect((await addEmail(page, await proveAddress(page, email, 'SignIn'))).status).toBe(204);
    expect((await page.call('POST', '/api/experience/submit')).status).toBe(200);
    expect(await primaryEmailOf(userId)).toBe(email);
  });

  it('is refused as a code factor (it would become the primary e-mail); another domain binds', async () => {
    await patchExperience({
      mfa: { policy: 'UserControlled', factors: ['EmailVerificationCode'] },
    });
    try {
      const { page, userId } = await signInWithoutEmail();
      const bind = (verificationId: string) =>
        page.call('POST', '/api/experience/profile/mfa', {
          type: 'EmailVerificationCode',
          verificationId,
        });
      const ssoEmail = `mfa-${uniqueSuffix()}@${ssoDomain}`;
      expect(answer(await bind(await proveAddress(page, ssoEmail, 'SignIn')))).toEqual(refused);
      const email = `mfa-${uniqueSuffix()}@${otherDomain}`;
      expect((await bind(await proveAddress(page, email, 'SignIn'))).status).toBe(204);
      expect((await page.call('POST', '/api/experience/submit')).status).toBe(200);
      expect(await primaryEmailOf(userId)).toBe(email);
    } finally {
      await patchExperience({ mfa: { policy: 'UserControlled', factors: [] } });
    }
  });
});

describe('an SSO-only e-mail vouched for by a social provider', () => {
  /** A verified social record of an upstream person with `email`. */
  const verifySocial = async (page: Page, email: string) => {
    const person = await createUpstreamUser(server, email);
    const redirectUri = `${server.mainUrl}/callback/${socialConnectorId}`;
    const started = await page.call(
      'POST',
      `/api/experience/verification/social/${socialConnectorId}/authorization-uri`,
      { state: `state-${uniqueSuffix()}`, redirectUri },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const callback = await authorizeWithoutBrowser(String(started.body.authorizationUri), person, {
      redirectUri,
    });
    const verificationId = String(started.body.verificationId);
    const verified = await page.call(
      'POST',
      `/api/experience/verification/social/${socialConnectorId}/verify`,
      { verificationId, connectorData: Object.fromEntries(callback.searchParams) },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verificationId;
  };

  it('neither signs in (nor links to the account of that e-mail) nor registers', async () => {
    const email = `soc-${uniqueSuffix()}@${ssoDomain}`;
    const owner = await management.post('/api/users', {
      username: `owner_${uniqueSuffix()}`,
      password,
      primaryEmail: email,
    });
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    const page = await start('SignIn');
    const verificationId = await verifySocial(page, email);
    const signIn = await page.call('POST', '/api/experience/identification', {
      verificationId,
      linkSocialIdentity: true,
    });
    expect(answer(signIn)).toEqual(refused);
    await page.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
    expect(
      answer(await page.call('POST', '/api/experience/identification', { verificationId })),
    ).toEqual(refused);
  });

  it('registers a person of another domain', async () => {
    const page = await start('Register');
    const verificationId = await verifySocial(page, `soc-${uniqueSuffix()}@${otherDomain}`);
    const registered = await page.call('POST', '/api/experience/identification', {
      verificationId,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  });
});
