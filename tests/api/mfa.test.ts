import { applications, users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { eq } from 'drizzle-orm';
import * as oidcClient from 'openid-client';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { startExperience } from './helpers/experience-driver.ts';
import { type RunningServer, useServer } from './helpers/server.ts';
import { createSoftwareAuthenticator } from './helpers/software-authenticator.ts';

/**
 * MFA through the whole OIDC flow (issue 10): TOTP enrolment under a mandatory policy and sign-in
 * with codes computed by `otpauth`, backup codes that work once, WebAuthn registration and
 * authentication with a software authenticator (real ES256 signatures), passkey sign-in, and
 * the management API's MFA routes. Runs on PGlite, and on PostgreSQL with GATEHOUSE_TEST_DB.
 */
const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const web = { id: 'mfa-web', secret: 'mfa-web-secret-0123456789abcdef' };
const redirectUri = 'http://localhost:5176/callback';
const password = 'Correct-Horse-42!';

let server: RunningServer;
let client: ApiClient;
let config: oidcClient.Configuration;

const run = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(server.gatehouse.context.database.db, 'default', work);

const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

const createUser = async (username: string) => {
  const response = await client.post('/api/users', { username, password });
  expect(response.status).toBe(200);
  return (response.body as { id: string }).id;
};

const setMfa = async (policy: string, factors: string[]) => {
  const response = await client.patch('/api/sign-in-exp', {
    mfa: { policy, factors },
    passkeySignIn: { enabled: true },
  });
  expect(response.status).toBe(200);
};

/** Starts an authorization request and answers the experience driver plus the PKCE verifier. */
const begin = async () => {
  const verifier = oidcClient.randomPKCECodeVerifier();
  const url = oidcClient.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid',
    code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const experience = await startExperience(url.href);
  const { call } = experience;
  /** Submits, follows the redirect and redeems the code: the ID token's subject. */
  const complete = async () => {
    const submitted = await call('POST', '/api/experience/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const callback = await experience.finish(submitted.body.redirectTo as string, redirectUri);
    const tokens = await oidcClient.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
    });
    return tokens.claims()?.sub;
  };
  return { ...experience, complete };
};

/** A sign-in identified by username and password, ready for MFA. */
const signInWithPassword = async (username: string) => {
  const flow = await begin();
  expect((await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status).toBe(
    204,
  );
  const verified = await flow.call('POST', '/api/experience/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  expect(verified.status).toBe(200);
  const identified = await flow.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  expect(identified.status).toBe(204);
  return flow;
};

const storedMfa = async (userId: string) => {
  const [row] = await run((tx) =>
    tx.select({ mfa: users.mfaVerifications }).from(users).where(eq(users.id, userId)),
  );
  return row!.mfa as Record<string, unknown>[];
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  await run((tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: web.id,
      name: 'MFA web app',
      secret: web.secret,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    }),
  );
  config = await oidcClient.discovery(
    new URL(`${server.mainUrl}/oidc`),
    web.id,
    undefined,
    oidcClient.ClientSecretBasic(web.secret),
    { execute: [oidcClient.allowInsecureRequests] },
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('TOTP and backup codes under a mandatory policy', () => {
  let userId: string;
  let secret: string;
  let backupCodes: string[];

  it('forces enrolment at sign-in, then signs in with a TOTP code; a used code is refused', async () => {
    await setMfa('Mandatory', ['Totp', 'BackupCode']);
    userId = await createUser('totp_user');
    const flow = await signInWithPassword('totp_user');

    const missing = await flow.call('POST', '/api/experience/submit');
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      code: 'user.missing_mfa',
      data: { availableFactors: ['Totp'], skippable: false },
    });
    const skipped = await flow.call('POST', '/api/experience/profile/mfa/mfa-skipped');
    expect(skipped.status).toBe(422);
    expect(skipped.body.code).toBe('session.mfa.mfa_policy_not_user_controlled');

    const created = await flow.call('POST', '/api/experience/verification/totp/secret');
    expect(created.status).toBe(200);
    secret = created.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.body.secretQrCode).toMatch(/^data:image\/png;base64,/);
    const verificationId = created.body.verificationId as string;

    // Not yet verified: cannot be bound.
    const early = await flow.call('POST', '/api/experience/profile/mfa', {
      type: 'Totp',
      verificationId,
    });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('session.mfa.pending_info_not_found');

    const wrongSecret = new Secret({ size: 20 }).base32;
    const wrong = await flow.call('POST', '/api/experience/verification/totp/verify', {
      verificationId,
      code: totpCode(wrongSecret),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('session.mfa.invalid_totp_code');

    const verified = await flow.call('POST', '/api/experience/verification/totp/verify', {
      verificationId,
      code: totpCode(secret),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.verificationId).toBe(verificationId);
    const bound = await flow.call('POST', '/api/experience/profile/mfa', {
      type: 'Totp',
      verificationId,
    });
    expect(bound.status).toBe(204);

    // Backup codes are enabled: they must come with the new factor.
    const needCodes = await flow.call('POST', '/api/experience/submit');
    expect(needCodes.status).toBe(422);
    expect(needCodes.body.code).toBe('session.mfa.backup_code_required');
    const generated = await flow.call('POST', '/api/experience/verification/backup-code/generate');
    expect(generated.status).toBe(200);
    backupCodes = generated.body.codes as string[];
    expect(backupCodes).toHaveLength(10);
    expect(
      (
        await flow.call('POST', '/api/experience/profile/mfa', {
          type: 'BackupCode',
          verificationId: generated.body.verificationId,
        })
      ).status,
    ).toBe(204);
    expect(await flow.complete()).toBe(userId);

    // Stored sealed: neither the secret nor a code is in the row.
    const stored = await storedMfa(userId);
    const raw = JSON.stringify(stored);
    expect(raw).not.toContain(secret);
    for (const code of backupCodes) expect(raw).not.toContain(code);
    expect(stored.find(({ type }) => type === 'Totp')?.key).toMatch(/^enc:v1:/);
    const listed = await client.get(`/api/users/${userId}/mfa-verifications`);
    expect(listed.body).toEqual([
      expect.objectContaining({ type: 'Totp' }),
      expect.objectContaining({ type: 'BackupCode', remainCodes: 10 }),
    ]);

    // Next sign-in: the factor is required, then a current code lets the user in.
    const again = await signInWithPassword('totp_user');
    const required = await again.call('POST', '/api/experience/submit');
    expect(required.status).toBe(403);
    expect(required.body).toMatchObject({
      code: 'session.mfa.require_mfa_verification',
      data: { availableFactors: ['Totp', 'BackupCode'] },
    });
    const code = totpCode(secret);
    const accepted = await again.call('POST', '/api/experience/verification/totp/verify', { code });
    expect(accepted.status).toBe(200);
    expect(await again.complete()).toBe(userId);

    // The same code again (a replay) is refused, and so the sign-in stays blocked.
    const third = await signInWithPassword('totp_user');
    const replay = await third.call('POST', '/api/experience/verification/totp/verify', { code });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('session.mfa.invalid_totp_code');
    expect((await third.call('POST', '/api/experience/submit')).status).toBe(403);
  });

  it('accepts a backup code once and refuses it the second time', async () => {
    const first = await signInWithPassword('totp_user');
    const used = await first.call('POST', '/api/experience/verification/backup-code/verify', {
      code: backupCodes[0],
    });
    expect(used.status).toBe(200);
    expect(await first.complete()).toBe(userId);

    const second = await signInWithPassword('totp_user');
    const reused = await second.call('POST', '/api/experience/verification/backup-code/verify', {
      code: backupCodes[0],
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('session.mfa.invalid_backup_code');
    expect((await second.call('POST', '/api/experience/submit')).status).toBe(403);
    const next = await second.call('POST', '/api/experience/verification/backup-code/verify', {
      code: backupCodes[1],
    });
    expect(next.status).toBe(200);
    expect(await second.complete()).toBe(userId);

    const listed = await client.get(`/api/users/${userId}/mfa-verifications`);
    expect(listed.body).toContainEqual(
      expect.objectContaining({ type: 'BackupCode', remainCodes: 8 }),
    );
  });
});

describe('a user-controlled policy', () => {
  it('prompts, lets the user skip, and remembers the choice', async () => {
    await setMfa('UserControlled', ['Totp']);
    const userId = await createUser('skipping_user');
    const flow = await signInWithPassword('skipping_user');
    const prompt = await flow.call('POST', '/api/experience/submit');
    expect(prompt.status).toBe(422);
    expect(prompt.body).toMatchObject({ code: 'user.missing_mfa', data: { skippable: true } });
    expect((await flow.call('POST', '/api/experience/profile/mfa/mfa-skipped')).status).toBe(204);
    expect(await flow.complete()).toBe(userId);
    const configs = await client.get(`/api/users/${userId}/logto-configs`);
    expect(configs.body).toMatchObject({ mfa: { skipped: true } });
    // Not asked again.
    expect(await (await signInWithPassword('skipping_user')).complete()).toBe(userId);
  });
});

describe('WebAuthn and passkeys', () => {
  it('registers a software authenticator, then authenticates with it and signs in by passkey', async () => {
    await setMfa('Mandatory', ['WebAuthn', 'BackupCode']);
    const userId = await createUser('webauthn_user');
    const flow = await signInWithPassword('webauthn_user');
    const authenticator = createSoftwareAuthenticator(flow.origin);

    const started = await flow.call('POST', '/api/experience/verification/web-authn/registration');
    expect(started.status).toBe(200);
    const options = started.body.registrationOptions as {
      challenge: string;
      rp: { id: string };
    };
    expect(options.rp.id).toBe(new URL(server.mainUrl).hostname);
    const registered = await flow.call(
      'POST',
      '/api/experience/verification/web-authn/registration/verify',
      { verificationId: started.body.verificationId, payload: authenticator.register(options) },
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(
      (
        await flow.call('POST', '/api/experience/profile/mfa', {
          type: 'WebAuthn',
          verificationId: started.body.verificationId,
        })
      ).status,
    ).toBe(204);
    const codes = await flow.call('POST', '/api/experience/verification/backup-code/generate');
    await flow.call('POST', '/api/experience/profile/mfa', {
      type: 'BackupCode',
      verificationId: codes.body.verificationId,
    });
    expect(await flow.complete()).toBe(userId);
    const stored = (await storedMfa(userId)).find(({ type }) => type === 'WebAuthn');
    expect(stored).toMatchObject({ credentialId: authenticator.credentialId, counter: 1 });
    expect(stored?.publicKey).toMatch(/^enc:v1:/);

    // MFA at the next sign-in: an assertion over another challenge is refused, the right one passes.
    const again = await signInWithPassword('webauthn_user');
    expect((await again.call('POST', '/api/experience/submit')).status).toBe(403);
    const challenge = await again.call(
      'POST',
      '/api/experience/verification/web-authn/authentication',
    );
    expect(challenge.status).toBe(200);
    const request = challenge.body.authenticationOptions as {
      challenge: string;
      allowCredentials: { id: string }[];
    };
    expect(request.allowCredentials.map(({ id }) => id)).toEqual([authenticator.credentialId]);
    const forged = await again.call(
      'POST',
      '/api/experience/verification/web-authn/authentication/verify',
      {
        verificationId: challenge.body.verificationId,
        payload: authenticator.authenticate(request, Buffer.from('another').toString('base64url')),
      },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('session.mfa.webauthn_verification_failed');
    const asserted = await again.call(
      'POST',
      '/api/experience/verification/web-authn/authentication/verify',
      {
        verificationId: challenge.body.verificationId,
        payload: authenticator.authenticate(request),
      },
    );
    expect(asserted.status, JSON.stringify(asserted.body)).toBe(200);
    expect(await again.complete()).toBe(userId);

    // Passkey sign-in with an identifier: no password, and the passkey satisfies MFA.
    const passkey = await begin();
    await passkey.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const start = await passkey.call(
      'POST',
      '/api/experience/verification/sign-in-passkey/authentication',
      { identifier: { type: 'username', value: 'webauthn_user' } },
    );
    expect(start.status).toBe(200);
    const verified = await passkey.call(
      'POST',
      '/api/experience/verification/sign-in-passkey/authentication/verify',
      {
        verificationId: start.body.verificationId,
        payload: authenticator.authenticate(
          start.body.authenticationOptions as { challenge: string },
        ),
      },
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(
      (
        await passkey.call('POST', '/api/experience/identification', {
          verificationId: verified.body.verificationId,
        })
      ).status,
    ).toBe(204);
    expect(await passkey.complete()).toBe(userId);

    // Passkey from autofill (preflight): the credential names its owner.
    const autofill = await begin();
    await autofill.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const preflight = await autofill.call(
      'POST',
      '/api/experience/preflight/sign-in-passkey/authentication',
    );
    expect(preflight.status).toBe(200);
    const picked = await autofill.call(
      'POST',
      '/api/experience/verification/sign-in-passkey/authentication/verify',
      {
        payload: authenticator.authenticate(
          preflight.body.authenticationOptions as { challenge: string },
        ),
      },
    );
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    await autofill.call('POST', '/api/experience/identification', {
      verificationId: picked.body.verificationId,
    });
    expect(await autofill.complete()).toBe(userId);
    const counter = (await storedMfa(userId)).find(({ type }) => type === 'WebAuthn')?.counter;
    expect(counter).toBe(authenticator.counter);
  });
});

describe('management API: /api/users/{userId}/mfa-verifications', () => {
  it('binds a TOTP (given secret) that then works at sign-in within one step of drift', async () => {
    await setMfa('Mandatory', ['Totp']);
    const userId = await createUser('managed_user');
    const secret = new Secret({ size: 20 }).base32;
    const created = await client.post(`/api/users/${userId}/mfa-verifications`, {
      type: 'Totp',
      secret,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ type: 'Totp', secret });
    expect((created.body as { secretQrCode: string }).secretQrCode).toMatch(/^data:image\/png/);

    const twice = await client.post(`/api/users/${userId}/mfa-verifications`, { type: 'Totp' });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('user.totp_already_in_use');

    // Two steps late is outside the window; one step ahead (clock drift) is inside.
    const flow = await signInWithPassword('managed_user');
    const stale = await flow.call('POST', '/api/experience/verification/totp/verify', {
      code: totpCode(secret, Date.now() - 90_000),
    });
    expect(stale.status).toBe(400);
    const ahead = await flow.call('POST', '/api/experience/verification/totp/verify', {
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(ahead.status).toBe(200);
    expect(await flow.complete()).toBe(userId);

    const codes = await client.post(`/api/users/${userId}/mfa-verifications`, {
      type: 'BackupCode',
    });
    expect(codes.status).toBe(200);
    expect((codes.body as { codes: string[] }).codes).toHaveLength(10);
    const listed = await client.get(`/api/users/${userId}/mfa-verifications`);
    const ids = (listed.body as { id: string; type: string }[]).map(({ id }) => id);
    expect(ids).toHaveLength(2);
    expect((await client.delete(`/api/users/${userId}/mfa-verifications/${ids[0]}`)).status).toBe(
      204,
    );
  });

  it('refuses what it cannot bind', async () => {
    const userId = await createUser('refused_user');
    const alone = await client.post(`/api/users/${userId}/mfa-verifications`, {
      type: 'BackupCode',
    });
    expect(alone.status).toBe(422);
    expect(alone.body.code).toBe('session.mfa.backup_code_can_not_be_alone');
    const badSecret = await client.post(`/api/users/${userId}/mfa-verifications`, {
      type: 'Totp',
      secret: 'not base32!',
    });
    expect(badSecret.status).toBe(422);
    expect(badSecret.body.code).toBe('user.totp_secret_invalid');
    const other = await client.post(`/api/users/${userId}/mfa-verifications`, { type: 'WebAuthn' });
    expect(other.status).toBe(422);
    const missing = await client.post('/api/users/nobody/mfa-verifications', { type: 'Totp' });
    expect(missing.status).toBe(404);
    expect(await storedMfa(userId)).toEqual([]);
  });
});
