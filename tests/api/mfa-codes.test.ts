import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { type ExperienceFlow, startExperienceFlow } from './helpers/experience-flow.ts';
import { startManagementServer } from './helpers/management-server.ts';
import { codeInMail, startHttpReceiver, startSmtpReceiver } from './helpers/message-receivers.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 10, the last MFA gaps: e-mail and SMS codes to the user's primary address as second
// factors (read from a real SMTP server and SMS webhook on 127.0.0.1, through the whole OIDC
// flow), and second-factor attempts under the sentinel: locked after `maxAttempts` failures,
// right codes included, until an administrator unlocks the user.

const app = { id: 'mfa-codes-spa', redirectUri: 'http://localhost:5181/callback' };
const smtpLogin = { user: 'mailer', pass: 'smtp-pass-mfa-codes' };
const password = 'Correct-Horse-77!';

let server: RunningServer;
let client: ApiClient;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let sms: Awaited<ReturnType<typeof startHttpReceiver>>;

const lastMailCode = (address: string) => {
  const mail = smtp.mails.filter(({ to }) => to.includes(address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return codeInMail(mail)!;
};
const lastSmsCode = (to: string) => {
  const request = sms.requests
    .map(({ body }) => body as { to: string; type: string; payload: { code: string } })
    .filter((body) => body.to === to)
    .at(-1);
  if (!request) throw new Error(`no SMS to ${to}`);
  return request;
};
/** A code that differs from `code` (a wrong guess that cannot be right by chance). */
const wrong = (code: string) => code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

const patchExperience = async (patch: Record<string, unknown>) => {
  const { status, body } = await client.patch('/api/sign-in-exp', patch);
  expect(status, JSON.stringify(body)).toBe(200);
};

const createUser = async (profile: Record<string, string>) => {
  const created = await client.post('/api/users', { password, ...profile });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.body as { id: string }).id;
};

/** A sign-in by username and password, identified and waiting for its second factor. */
const signIn = async (username: string) => {
  const flow = await startExperienceFlow(server.mainUrl, app.id, app.redirectUri);
  expect((await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(
    204,
  );
  const verified = await flow.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identified = await flow.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  expect(identified.status).toBe(204);
  return flow;
};

const submitAndRedeem = async (flow: ExperienceFlow) => {
  const submitted = await flow.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const tokens = await flow.finish(submitted.body.redirectTo);
  return decodeJwt(tokens.id_token!).sub!;
};

const sendMfaCode = (flow: ExperienceFlow, identifierType: string) =>
  flow.call('POST', '/api/experience/verification/mfa-verification-code', { identifierType });

const verifyMfaCode = (
  flow: ExperienceFlow,
  body: { verificationId: string; code: string; identifierType: string },
) => flow.call('POST', '/api/experience/verification/mfa-verification-code/verify', body);

const answer = ({ status, body }: { status: number; body: { code?: string } }) => ({
  status,
  code: body.code,
});

beforeAll(async () => {
  [{ server, client }, smtp, sms] = await Promise.all([
    startManagementServer(),
    startSmtpReceiver(smtpLogin),
    startHttpReceiver(),
  ]);
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: app.id,
      name: 'MFA codes SPA',
      secret: 'unused',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [app.redirectUri], postLogoutRedirectUris: [] },
    }),
  );
  for (const connector of [
    {
      connectorId: 'simple-mail-transfer-protocol',
      config: {
        host: '127.0.0.1',
        port: smtp.port,
        auth: smtpLogin,
        fromEmail: 'no-reply@gatehouse.test',
      },
    },
    { connectorId: 'http-sms', config: { endpoint: sms.url, authorization: 'Bearer mfa-sms' } },
  ]) {
    const created = await client.post('/api/connectors', connector);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  }
  // Username and password identify; the codes are only the second step.
  await patchExperience({
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
    signUp: { identifiers: ['username'], password: true, verify: false },
    mfa: { policy: 'UserControlled', factors: ['EmailVerificationCode', 'PhoneVerificationCode'] },
  });
});
afterAll(async () => {
  await Promise.all([server?.stop(), smtp?.close(), sms?.close()]);
});

describe('an e-mail code as the second factor', () => {
  it('asks for it, sends it to the primary address, refuses a wrong and a reused code', async () => {
    const address = 'mira.mfa@example.com';
    const userId = await createUser({ username: 'mira_mfa', primaryEmail: address });
    const flow = await signIn('mira_mfa');

    const asked = await flow.call('POST', '/api/experience/submit');
    expect(asked.status).toBe(403);
    expect(asked.body).toMatchObject({
      code: 'session.mfa.require_mfa_verification',
      data: {
        availableFactors: ['EmailVerificationCode'],
        maskedIdentifiers: { EmailVerificationCode: 'mi****@example.com' },
      },
    });

    // The user has no phone: nothing is sent anywhere.
    expect(answer(await sendMfaCode(flow, 'phone'))).toEqual({
      status: 400,
      code: 'user.phone_not_exist',
    });

    const sent = await sendMfaCode(flow, 'Email');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const verificationId = sent.body.verificationId as string;
    const code = lastMailCode(address);
    expect(code).toMatch(/^\d{6}$/);

    const refused = await verifyMfaCode(flow, {
      verificationId,
      code: wrong(code),
      identifierType: 'email',
    });
    expect(answer(refused)).toEqual({ status: 400, code: 'verification_code.code_mismatch' });
    expect((await flow.call('POST', '/api/experience/submit')).status).toBe(403);

    // The record of an e-mail code is not the record of a phone code.
    const otherType = await verifyMfaCode(flow, { verificationId, code, identifierType: 'phone' });
    expect(answer(otherType)).toEqual({
      status: 404,
      code: 'session.verification_session_not_found',
    });

    const verified = await verifyMfaCode(flow, { verificationId, code, identifierType: 'email' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.verificationId).toBe(verificationId);
    const reused = await verifyMfaCode(flow, { verificationId, code, identifierType: 'email' });
    expect(answer(reused)).toEqual({ status: 400, code: 'verification_code.not_found' });

    const state = await flow.call('GET', '/api/experience/interaction');
    expect(state.body.verificationRecords).toContainEqual({
      id: verificationId,
      type: 'MfaEmailVerificationCode',
      identifier: { type: 'email', value: address },
      verified: true,
    });
    expect(await submitAndRedeem(flow)).toBe(userId);
  });

  it('refuses a code of one interaction in another', async () => {
    const address = 'noor.mfa@example.com';
    await createUser({ username: 'noor_mfa', primaryEmail: address });
    const first = await signIn('noor_mfa');
    expect((await sendMfaCode(first, 'email')).status).toBe(200);
    const code = lastMailCode(address);

    const second = await signIn('noor_mfa');
    const sent = await sendMfaCode(second, 'email');
    const secondCode = lastMailCode(address);
    const stolen = await verifyMfaCode(second, {
      verificationId: sent.body.verificationId,
      code: code === secondCode ? wrong(code) : code,
      identifierType: 'email',
    });
    expect(stolen.status).toBe(400);
    expect((await second.call('POST', '/api/experience/submit')).status).toBe(403);
  });

  it('answers 404 before identification and 400 when the factor is off', async () => {
    const anonymous = await startExperienceFlow(server.mainUrl, app.id, app.redirectUri);
    await anonymous.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    expect(answer(await sendMfaCode(anonymous, 'email'))).toEqual({
      status: 404,
      code: 'session.identifier_not_found',
    });

    await createUser({ username: 'off_mfa', primaryEmail: 'off.mfa@example.com' });
    await patchExperience({
      mfa: { policy: 'UserControlled', factors: ['PhoneVerificationCode'] },
    });
    try {
      const flow = await signIn('off_mfa');
      // Without the e-mail factor the user has no usable factor: MFA does not hold them up.
      expect(answer(await sendMfaCode(flow, 'email'))).toEqual({
        status: 400,
        code: 'session.mfa.mfa_factor_not_enabled',
      });
    } finally {
      await patchExperience({
        mfa: {
          policy: 'UserControlled',
          factors: ['EmailVerificationCode', 'PhoneVerificationCode'],
        },
      });
    }
  });
});

describe('an SMS code as the second factor', () => {
  it('sends the code by the SMS connector with the MfaVerification template', async () => {
    const phone = '4915112340077';
    const userId = await createUser({ username: 'sami_mfa', primaryPhone: phone });
    const flow = await signIn('sami_mfa');
    const asked = await flow.call('POST', '/api/experience/submit');
    expect(asked.body).toMatchObject({
      code: 'session.mfa.require_mfa_verification',
      data: {
        availableFactors: ['PhoneVerificationCode'],
        maskedIdentifiers: { PhoneVerificationCode: '****0077' },
      },
    });
    const sent = await sendMfaCode(flow, 'phone');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const message = lastSmsCode(phone);
    expect(message.type).toBe('MfaVerification');
    const verified = await verifyMfaCode(flow, {
      verificationId: sent.body.verificationId,
      code: message.payload.code,
      identifierType: 'Phone',
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(await submitAndRedeem(flow)).toBe(userId);
  });
});

describe('second-factor attempts under the sentinel', () => {
  const totpCode = (secret: string, timestamp = Date.now()) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
  /** A 6-digit code none of the accepted time steps (now ± 1) produces. */
  const wrongTotp = (secret: string) => {
    const valid = [-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift));
    let guess = 100_000;
    while (valid.includes(String(guess))) guess++;
    return String(guess);
  };

  it('locks the account after maxAttempts wrong TOTP codes, right code included, until unlocked', async () => {
    await patchExperience({
      sentinelPolicy: { maxAttempts: 3, lockoutDuration: 60 },
      mfa: { policy: 'UserControlled', factors: ['Totp', 'BackupCode', 'EmailVerificationCode'] },
    });
    const userId = await createUser({ username: 'tess_mfa' });
    const secret = new Secret({ size: 20 }).base32;
    const bound = await client.post(`/api/users/${userId}/mfa-verifications`, {
      type: 'Totp',
      secret,
    });
    expect(bound.status).toBe(200);

    const flow = await signIn('tess_mfa');
    const verifyTotp = (code: string) =>
      flow.call('POST', '/api/experience/verification/totp/verify', { code });
    for (let attempt = 1; attempt < 3; attempt++) {
      expect(answer(await verifyTotp(wrongTotp(secret)))).toEqual({
        status: 400,
        code: 'session.mfa.invalid_totp_code',
      });
    }
    // The third failure locks; from then on even the right code is refused.
    expect(answer(await verifyTotp(wrongTotp(secret)))).toEqual({
      status: 400,
      code: 'session.verification_blocked_too_many_attempts',
    });
    expect(answer(await verifyTotp(totpCode(secret)))).toEqual({
      status: 400,
      code: 'session.verification_blocked_too_many_attempts',
    });
    // A backup code does not get around the lock either, nor does a new interaction.
    const again = await signIn('tess_mfa');
    const backup = await again.call('POST', '/api/experience/verification/backup-code/verify', {
      code: 'abcd1234ef',
    });
    expect(answer(backup)).toEqual({
      status: 400,
      code: 'session.verification_blocked_too_many_attempts',
    });

    const lock = await client.get(`/api/sentinel-activities/users/${userId}/lock`);
    expect(lock.body).toMatchObject({ isLocked: true, identifiers: [userId] });
    const unlocked = await client.post('/api/sentinel-activities/delete', {
      targetType: 'User',
      targets: lock.body.identifiers,
    });
    expect(unlocked.status).toBe(204);

    const released = await verifyTotp(totpCode(secret));
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(await submitAndRedeem(flow)).toBe(userId);
  });

  it('counts wrong e-mail codes and wrong backup codes as failures of the same account', async () => {
    const address = 'uli.mfa@example.com';
    const userId = await createUser({ username: 'uli_mfa', primaryEmail: address });
    // Backup codes are never a user's only factor.
    const totp = await client.post(`/api/users/${userId}/mfa-verifications`, { type: 'Totp' });
    expect(totp.status).toBe(200);
    const codes = await client.post(`/api/users/${userId}/mfa-verifications`, {
      type: 'BackupCode',
    });
    expect(codes.status, JSON.stringify(codes.body)).toBe(200);
    const backupCode = (codes.body as { codes: string[] }).codes[0]!;

    const flow = await signIn('uli_mfa');
    const sent = await sendMfaCode(flow, 'email');
    const code = lastMailCode(address);
    const verificationId = sent.body.verificationId as string;
    expect(
      answer(
        await verifyMfaCode(flow, { verificationId, code: wrong(code), identifierType: 'email' }),
      ),
    ).toEqual({ status: 400, code: 'verification_code.code_mismatch' });
    const wrongBackup = await flow.call('POST', '/api/experience/verification/backup-code/verify', {
      code: `${backupCode}x`,
    });
    expect(answer(wrongBackup)).toEqual({ status: 400, code: 'session.mfa.invalid_backup_code' });
    expect(
      answer(
        await verifyMfaCode(flow, { verificationId, code: wrong(code), identifierType: 'email' }),
      ),
    ).toEqual({ status: 400, code: 'session.verification_blocked_too_many_attempts' });
    expect(
      answer(await verifyMfaCode(flow, { verificationId, code, identifierType: 'email' })),
    ).toEqual({ status: 400, code: 'session.verification_blocked_too_many_attempts' });
    const rightBackup = await flow.call('POST', '/api/experience/verification/backup-code/verify', {
      code: backupCode,
    });
    expect(answer(rightBackup)).toEqual({
      status: 400,
      code: 'session.verification_blocked_too_many_attempts',
    });
    expect((await flow.call('POST', '/api/experience/submit')).status).toBe(403);

    const unlocked = await client.post('/api/sentinel-activities/delete', {
      targetType: 'User',
      targets: [userId],
    });
    expect(unlocked.status).toBe(204);
    const released = await verifyMfaCode(flow, { verificationId, code, identifierType: 'email' });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(await submitAndRedeem(flow)).toBe(userId);
  });
});

describe('an e-mail code bound as the first factor during sign-in', () => {
  /** A code sent to `address` in this interaction and typed back, as `POST /profile` uses. */
  const proveAddress = async (flow: ExperienceFlow, address: string) => {
    const identifier = { type: 'email', value: address };
    const sent = await flow.call('POST', '/api/experience/verification/verification-code', {
      identifier,
      interactionEvent: 'SignIn',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const verificationId = sent.body.verificationId as string;
    const verified = await flow.call(
      'POST',
      '/api/experience/verification/verification-code/verify',
      { identifier, verificationId, code: lastMailCode(address) },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verificationId;
  };
  const bindEmail = (flow: ExperienceFlow, verificationId: string) =>
    flow.call('POST', '/api/experience/profile/mfa', {
      type: 'EmailVerificationCode',
      verificationId,
    });

  it('holds a user without an e-mail up under a mandatory policy until they add one', async () => {
    await patchExperience({ mfa: { policy: 'Mandatory', factors: ['EmailVerificationCode'] } });
    try {
      await createUser({ username: 'tara_taken', primaryEmail: 'taken.mfa@example.com' });
      const userId = await createUser({ username: 'vera_mfa' });
      const flow = await signIn('vera_mfa');

      const asked = await flow.call('POST', '/api/experience/submit');
      expect(asked.status).toBe(422);
      expect(asked.body).toMatchObject({
        code: 'user.missing_mfa',
        data: { availableFactors: ['EmailVerificationCode'], skippable: false },
      });
      expect(answer(await flow.call('POST', '/api/experience/profile/mfa/mfa-skipped'))).toEqual({
        status: 422,
        code: 'session.mfa.mfa_policy_not_user_controlled',
      });

      // A code sent but not typed proves nothing.
      const unverified = await flow.call('POST', '/api/experience/verification/verification-code', {
        identifier: { type: 'email', value: 'vera.new@example.com' },
        interactionEvent: 'SignIn',
      });
      expect(answer(await bindEmail(flow, unverified.body.verificationId))).toEqual({
        status: 400,
        code: 'session.verification_failed',
      });
      // Another account's address, even proved, is not this user's.
      const taken = await proveAddress(flow, 'taken.mfa@example.com');
      expect(answer(await bindEmail(flow, taken))).toEqual({
        status: 422,
        code: 'user.email_already_in_use',
      });
      expect((await flow.call('POST', '/api/experience/submit')).status).toBe(422);

      const added = await proveAddress(flow, 'vera.new@example.com');
      expect((await bindEmail(flow, added)).status).toBe(204);
      expect(await submitAndRedeem(flow)).toBe(userId);
      const user = await client.get(`/api/users/${userId}`);
      expect(user.body).toMatchObject({ primaryEmail: 'vera.new@example.com' });

      // From now on the address is the user's second factor.
      const next = await signIn('vera_mfa');
      const again = await next.call('POST', '/api/experience/submit');
      expect(again.status).toBe(403);
      expect(again.body).toMatchObject({
        code: 'session.mfa.require_mfa_verification',
        data: {
          availableFactors: ['EmailVerificationCode'],
          maskedIdentifiers: { EmailVerificationCode: 've****@example.com' },
        },
      });
    } finally {
      await patchExperience({
        mfa: {
          policy: 'UserControlled',
          factors: ['EmailVerificationCode', 'PhoneVerificationCode'],
        },
      });
    }
  });

  it('does not let a password alone add an address to a user whose e-mail is a factor', async () => {
    await createUser({ username: 'wren_mfa', primaryEmail: 'wren.mfa@example.com' });
    const flow = await signIn('wren_mfa');
    const phone = '4915112340099';
    const sent = await flow.call('POST', '/api/experience/verification/verification-code', {
      identifier: { type: 'phone', value: phone },
      interactionEvent: 'SignIn',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const verified = await flow.call(
      'POST',
      '/api/experience/verification/verification-code/verify',
      {
        identifier: { type: 'phone', value: phone },
        verificationId: sent.body.verificationId,
        code: lastSmsCode(phone).payload.code,
      },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const bound = await flow.call('POST', '/api/experience/profile/mfa', {
      type: 'PhoneVerificationCode',
      verificationId: sent.body.verificationId,
    });
    expect(answer(bound)).toEqual({ status: 403, code: 'session.mfa.require_mfa_verification' });
  });
});
