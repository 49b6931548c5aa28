import { applications, verificationCodes } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { type ExperienceFlow, startExperienceFlow } from './helpers/experience-flow.ts';
import { startManagementServer } from './helpers/management-server.ts';
import { codeInMail, startHttpReceiver, startSmtpReceiver } from './helpers/message-receivers.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 13, Experience API with codes: register, sign in and reset a password by a code that
// really arrives (a real SMTP server and an SMS webhook on 127.0.0.1), through the whole OIDC
// flow (openid-client: /oidc/auth → experience API → /oidc/token), and the code's limits.

const app = { id: 'codes-spa', redirectUri: 'http://localhost:5180/callback' };
const smtpLogin = { user: 'mailer', pass: 'smtp-pass-codes-1' };
const phone = '4915112345678';

let server: RunningServer;
let client: ApiClient;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let sms: Awaited<ReturnType<typeof startHttpReceiver>>;

const db = () => server.gatehouse.context.database.db;
const lastMailCode = (address: string) => {
  const mail = smtp.mails.filter(({ to }) => to.includes(address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return codeInMail(mail)!;
};
const lastSmsCode = (to: string) => {
  const request = sms.requests
    .map(({ body }) => body as { to: string; payload: { code: string } })
    .filter((body) => body.to === to)
    .at(-1);
  if (!request) throw new Error(`no SMS to ${to}`);
  return request.payload.code;
};

const startFlow = () => startExperienceFlow(server.mainUrl, app.id, app.redirectUri);

const emailMethod = {
  identifier: 'email',
  password: true,
  verificationCode: true,
  isPasswordPrimary: false,
};
const phoneMethod = {
  identifier: 'phone',
  password: false,
  verificationCode: true,
  isPasswordPrimary: false,
};
const usernameMethod = {
  identifier: 'username',
  password: true,
  verificationCode: false,
  isPasswordPrimary: true,
};
const emailCodeSignUp = { identifiers: ['email'], password: false, verify: true };

const patchExperience = async (patch: Record<string, unknown>) => {
  const { status, body } = await client.patch('/api/sign-in-exp', patch);
  expect(status, JSON.stringify(body)).toBe(200);
};

/** Sends a code in `flow` and answers the verification id. */
const sendCode = async (
  flow: ExperienceFlow,
  identifier: { type: 'email' | 'phone'; value: string },
  interactionEvent: string,
) => {
  const sent = await flow.call('POST', '/api/experience/verification/verification-code', {
    identifier,
    interactionEvent,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.verificationId as string;
};

const verifyCode = (
  flow: ExperienceFlow,
  identifier: { type: 'email' | 'phone'; value: string },
  verificationId: string,
  code: string,
) =>
  flow.call('POST', '/api/experience/verification/verification-code/verify', {
    identifier,
    verificationId,
    code,
  });

/** Submits `flow` and redeems the code: the ID token's subject. */
const submitAndRedeem = async (flow: ExperienceFlow) => {
  const submitted = await flow.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const tokens = await flow.finish(submitted.body.redirectTo);
  return decodeJwt(tokens.id_token!).sub!;
};

beforeAll(async () => {
  [{ server, client }, smtp, sms] = await Promise.all([
    startManagementServer(),
    startSmtpReceiver(smtpLogin),
    startHttpReceiver(),
  ]);
  await withTenant(db(), 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: app.id,
      name: 'Codes SPA',
      secret: 'unused',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [app.redirectUri], postLogoutRedirectUris: [] },
    }),
  );
});
afterAll(async () => {
  await Promise.all([server?.stop(), smtp?.close(), sms?.close()]);
});

describe('without connectors', () => {
  it('refuses a password reset (422) and answers 501 connector.not_found for a code', async () => {
    const flow = await startFlow();
    const reset = await flow.call('PUT', '/api/experience', { interactionEvent: 'ForgotPassword' });
    expect({ status: reset.status, code: reset.body.code }).toEqual({
      status: 422,
      code: 'session.forgot_password_not_enabled',
    });
    expect((await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(
      204,
    );
    const sent = await flow.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: 'nobody@example.com' },
      interactionEvent: 'SignIn',
    });
    expect({ status: sent.status, code: sent.body.code }).toEqual({
      status: 501,
      code: 'connector.not_found',
    });
    expect(JSON.stringify(sent.body)).not.toMatch(/\bat .+\.ts:\d+/);
  });
});

describe('with an SMTP e-mail connector', () => {
  beforeAll(async () => {
    const created = await client.post('/api/connectors', {
      connectorId: 'simple-mail-transfer-protocol',
      config: {
        host: '127.0.0.1',
        port: smtp.port,
        auth: smtpLogin,
        fromEmail: 'no-reply@gatehouse.test',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await patchExperience({
      signUp: emailCodeSignUp,
      signIn: { methods: [usernameMethod, emailMethod] },
      signInMode: 'SignInAndRegister',
    });
  });

  let registeredId = '';

  it('registers by an e-mail code read from the delivered mail, then signs in by one', async () => {
    const address = 'ada@example.com';
    const register = await startFlow();
    expect(
      (await register.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status,
    ).toBe(204);
    const verificationId = await sendCode(register, { type: 'email', value: address }, 'Register');
    const verified = await verifyCode(
      register,
      { type: 'email', value: address },
      verificationId,
      lastMailCode(address),
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.verificationId).toBe(verificationId);
    const state = await register.call('GET', '/api/experience/interaction');
    expect(state.body.verificationRecords).toEqual([
      {
        id: verificationId,
        type: 'EmailVerificationCode',
        identifier: { type: 'email', value: address },
        verified: true,
      },
    ]);
    const identified = await register.call('POST', '/api/experience/identification', {
      verificationId,
    });
    expect(identified.status, JSON.stringify(identified.body)).toBe(201);
    registeredId = await submitAndRedeem(register);
    const user = await client.get(`/api/users/${registeredId}`);
    expect(user.body).toMatchObject({ primaryEmail: address, hasPassword: false });

    const signIn = await startFlow();
    expect(
      (await signIn.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status,
    ).toBe(204);
    const signInId = await sendCode(signIn, { type: 'email', value: 'Ada@Example.com' }, 'SignIn');
    expect(
      (await verifyCode(signIn, { type: 'email', value: address }, signInId, lastMailCode(address)))
        .status,
    ).toBe(200);
    const identifiedAgain = await signIn.call('POST', '/api/experience/identification', {
      verificationId: signInId,
    });
    expect(identifiedAgain.status).toBe(204);
    expect(await submitAndRedeem(signIn)).toBe(registeredId);
  });

  it('refuses a used code, a code for another address and a code of an unknown record', async () => {
    const address = 'reuse@example.com';
    await client.post('/api/users', { primaryEmail: address });
    const flow = await startFlow();
    await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const id = await sendCode(flow, { type: 'email', value: address }, 'SignIn');
    const code = lastMailCode(address);
    expect((await verifyCode(flow, { type: 'email', value: address }, id, code)).status).toBe(200);
    const reused = await verifyCode(flow, { type: 'email', value: address }, id, code);
    expect({ status: reused.status, code: reused.body.code }).toEqual({
      status: 400,
      code: 'verification_code.not_found',
    });
    const other = await verifyCode(flow, { type: 'email', value: 'else@example.com' }, id, code);
    expect({ status: other.status, code: other.body.code }).toEqual({
      status: 400,
      code: 'verification_code.email_mismatch',
    });
    const unknown = await verifyCode(flow, { type: 'email', value: address }, 'nope', code);
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 404,
      code: 'session.verification_session_not_found',
    });
  });

  it('refuses an unverified code record at identification and an unknown address (404)', async () => {
    const flow = await startFlow();
    await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const address = 'stranger@example.com';
    const id = await sendCode(flow, { type: 'email', value: address }, 'SignIn');
    const early = await flow.call('POST', '/api/experience/identification', { verificationId: id });
    expect({ status: early.status, code: early.body.code }).toEqual({
      status: 400,
      code: 'session.verification_failed',
    });
    await verifyCode(flow, { type: 'email', value: address }, id, lastMailCode(address));
    const unknown = await flow.call('POST', '/api/experience/identification', {
      verificationId: id,
    });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({
      status: 404,
      code: 'user.user_not_exist',
    });
    // The sign-in app then offers registration with the same proved address.
    expect(
      (
        await flow.call('PUT', '/api/experience/interaction-event', {
          interactionEvent: 'Register',
        })
      ).status,
    ).toBe(204);
    const registered = await flow.call('POST', '/api/experience/identification', {
      verificationId: id,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(await submitAndRedeem(flow)).toMatch(/^\w{12}$/);
  });

  it('expires a code after its lifetime', async () => {
    const address = 'late@example.com';
    const flow = await startFlow();
    await flow.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const id = await sendCode(flow, { type: 'email', value: address }, 'Register');
    // Ten minutes pass: the row's expiry is moved into the past.
    await withTenant(db(), 'default', (tx) =>
      tx.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }),
    );
    const late = await verifyCode(
      flow,
      { type: 'email', value: address },
      id,
      lastMailCode(address),
    );
    expect({ status: late.status, code: late.body.code }).toEqual({
      status: 400,
      code: 'verification_code.expired',
    });
  });

  it('counts wrong guesses: after 10, even the right code is refused', async () => {
    const address = 'guess@example.com';
    const flow = await startFlow();
    await flow.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    const id = await sendCode(flow, { type: 'email', value: address }, 'Register');
    const right = lastMailCode(address);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await verifyCode(flow, { type: 'email', value: address }, id, wrong);
      expect(answer.body.code).toBe('verification_code.code_mismatch');
    }
    const blocked = await verifyCode(flow, { type: 'email', value: address }, id, right);
    expect({ status: blocked.status, code: blocked.body.code }).toEqual({
      status: 400,
      code: 'verification_code.exceed_max_try',
    });
  });

  it('limits codes per address: the sixth in ten minutes answers 429 with Retry-After', async () => {
    const address = 'many@example.com';
    const flow = await startFlow();
    await flow.call('PUT', '/api/experience', { interactionEvent: 'Register' });
    for (let sent = 0; sent < 5; sent++)
      await sendCode(flow, { type: 'email', value: address }, 'Register');
    const refused = await flow.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'email', value: address },
      interactionEvent: 'Register',
    });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 429,
      code: 'request.message_rate_limited',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('asks for the missing profile when the sign-up requires a password, then registers', async () => {
    await patchExperience({ signUp: { ...emailCodeSignUp, password: true } });
    try {
      const address = 'grace@example.com';
      const flow = await startFlow();
      await flow.call('PUT', '/api/experience', { interactionEvent: 'Register' });
      const id = await sendCode(flow, { type: 'email', value: address }, 'Register');
      await verifyCode(flow, { type: 'email', value: address }, id, lastMailCode(address));
      const missing = await flow.call('POST', '/api/experience/identification', {
        verificationId: id,
      });
      expect({ status: missing.status, code: missing.body.code, data: missing.body.data }).toEqual({
        status: 422,
        code: 'user.missing_profile',
        data: { missingProfile: ['password'] },
      });
      const weak = await flow.call('POST', '/api/experience/profile', {
        type: 'password',
        value: '1',
      });
      expect({ status: weak.status, code: weak.body.code }).toEqual({
        status: 422,
        code: 'password.rejected',
      });
      const password = await flow.call('POST', '/api/experience/profile', {
        type: 'password',
        value: 'Gr4ce-Hopper-Compiler!',
      });
      expect(password.status, JSON.stringify(password.body)).toBe(204);
      const identified = await flow.call('POST', '/api/experience/identification', {});
      expect(identified.status, JSON.stringify(identified.body)).toBe(201);
      const userId = await submitAndRedeem(flow);
      expect((await client.get(`/api/users/${userId}`)).body).toMatchObject({
        primaryEmail: address,
        hasPassword: true,
      });
    } finally {
      await patchExperience({ signUp: emailCodeSignUp });
    }
  });

  it('closes registration when the sign-in mode is SignIn', async () => {
    await patchExperience({ signInMode: 'SignIn' });
    try {
      const flow = await startFlow();
      const refused = await flow.call('PUT', '/api/experience', { interactionEvent: 'Register' });
      expect({ status: refused.status, code: refused.body.code }).toEqual({
        status: 403,
        code: 'session.registration_disabled',
      });
      await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
      const code = await flow.call('POST', '/api/experience/verification/verification-code', {
        identifier: { type: 'email', value: 'new@example.com' },
        interactionEvent: 'Register',
      });
      expect(code.status).toBe(403);
    } finally {
      await patchExperience({ signInMode: 'SignInAndRegister' });
    }
  });

  it('resets a forgotten password by an e-mail code, then signs in with the new password', async () => {
    const address = 'reset@example.com';
    const oldPassword = 'Old-Password-Reset-1!';
    const newPassword = 'Brand-New-Password-2?';
    const created = await client.post('/api/users', {
      username: 'reset_user',
      primaryEmail: address,
      password: oldPassword,
    });
    expect(created.status).toBe(200);

    const flow = await startFlow();
    expect(
      (await flow.call('PUT', '/api/experience', { interactionEvent: 'ForgotPassword' })).status,
    ).toBe(204);
    const id = await sendCode(flow, { type: 'email', value: address }, 'ForgotPassword');
    await verifyCode(flow, { type: 'email', value: address }, id, lastMailCode(address));
    expect(
      (await flow.call('POST', '/api/experience/identification', { verificationId: id })).status,
    ).toBe(204);
    const early = await flow.call('POST', '/api/experience/submit');
    expect({ status: early.status, code: early.body.code }).toEqual({
      status: 422,
      code: 'user.new_password_required_in_profile',
    });
    const same = await flow.call('PUT', '/api/experience/profile/password', {
      password: oldPassword,
    });
    expect({ status: same.status, code: same.body.code }).toEqual({
      status: 422,
      code: 'user.same_password',
    });
    expect(
      (await flow.call('PUT', '/api/experience/profile/password', { password: newPassword }))
        .status,
    ).toBe(204);
    const submitted = await flow.call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    // Nobody is signed in: the provider sends the browser to the sign-in page again.
    const landing = await flow.follow(
      submitted.body.redirectTo,
      (url) =>
        ['/sign-in', '/register'].includes(url.pathname) || url.href.startsWith(app.redirectUri),
    );
    expect(landing.pathname).toBe('/sign-in');

    await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const old = await flow.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'email', value: address },
      password: oldPassword,
    });
    expect(old.body.code).toBe('session.invalid_credentials');
    const fresh = await flow.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'email', value: address },
      password: newPassword,
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    await flow.call('POST', '/api/experience/identification', {
      verificationId: fresh.body.verificationId,
    });
    expect(await submitAndRedeem(flow)).toBe(created.body.id);
  });
});

describe('with the HTTP SMS connector', () => {
  beforeAll(async () => {
    const created = await client.post('/api/connectors', {
      connectorId: 'http-sms',
      config: { endpoint: sms.url, authorization: 'Bearer sms-token-codes' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  });

  it('refuses SMS sign-in while the sign-in experience does not offer it', async () => {
    const flow = await startFlow();
    await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const id = await sendCode(flow, { type: 'phone', value: phone }, 'SignIn');
    await verifyCode(flow, { type: 'phone', value: phone }, id, lastSmsCode(phone));
    const refused = await flow.call('POST', '/api/experience/identification', {
      verificationId: id,
    });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 422,
      code: 'user.sign_in_method_not_enabled',
    });
  });

  it('answers a failing provider with a connector code, then lets the user retry and sign in', async () => {
    await patchExperience({ signIn: { methods: [usernameMethod, emailMethod, phoneMethod] } });
    const created = await client.post('/api/users', { primaryPhone: phone, username: 'sms_user' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const flow = await startFlow();
    await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    sms.state.status = 500;
    const failed = await flow.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'phone', value: phone },
      interactionEvent: 'SignIn',
    });
    sms.state.status = 204;
    expect(failed.status).toBe(400);
    expect(failed.body.code).toMatch(/^connector\./);
    expect(JSON.stringify(failed.body)).not.toMatch(/\bat .+\.ts:\d+/);

    // The national form of the same number reaches the same phone.
    const id = await sendCode(flow, { type: 'phone', value: '49015112345678' }, 'SignIn');
    const verified = await verifyCode(
      flow,
      { type: 'phone', value: phone },
      id,
      lastSmsCode(phone),
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(
      (await flow.call('POST', '/api/experience/identification', { verificationId: id })).status,
    ).toBe(204);
    expect(await submitAndRedeem(flow)).toBe(created.body.id);
  });
});

describe('unknown session redirect', () => {
  it('sends a sign-in page without an interaction to unknownSessionRedirectUrl', async () => {
    const before = await fetch(`${server.mainUrl}/sign-in`, { redirect: 'manual' });
    expect(before.headers.get('location')).toBeNull();
    await patchExperience({ unknownSessionRedirectUrl: 'https://portal.example.com/start' });
    const without = await fetch(`${server.mainUrl}/sign-in`, { redirect: 'manual' });
    expect(without.status).toBe(302);
    expect(without.headers.get('location')).toBe('https://portal.example.com/start');
    const flow = await startFlow();
    const within = await fetch(flow.signInPage, {
      redirect: 'manual',
      headers: { cookie: flow.jar.header() },
    });
    expect(within.headers.get('location')).toBeNull();
  });
});

describe('per-IP limit', () => {
  it('answers 429 request.rate_limited with Retry-After once an IP sent too many', async () => {
    const { server: limited } = await startManagementServer({ SIGN_IN_RATE_LIMIT: '3' });
    try {
      const send = () =>
        fetch(`${limited.mainUrl}/api/experience/verification/verification-code`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            identifier: { type: 'email', value: 'ip@example.com' },
            interactionEvent: 'SignIn',
          }),
        });
      for (let request = 0; request < 3; request++) expect((await send()).status).not.toBe(429);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('request.rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});
