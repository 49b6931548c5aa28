import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import * as oidcClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createManagementClient } from './helpers/api-client.ts';
import { startExperience } from './helpers/experience-driver.ts';
import { type RunningServer, useServer } from './helpers/server.ts';
import { createSoftwareAuthenticator } from './helpers/software-authenticator.ts';
import { passwordSignInAccessToken } from './helpers/user-access-token.ts';

/**
 * Issue 10, WebAuthn enrolment through the Account API: `POST /api/verifications/web-authn/
 * registration` and `/verify` with a software authenticator (real ES256 attestation), binding
 * the key with `POST /api/my-account/mfa-verifications`, renaming and removing it, and signing in
 * with the bound key. The user's token comes from a real sign-in (openid-client).
 */
const bootstrap = { clientId: 'bootstrap-m2m', clientSecret: 'bootstrap-secret-0123456789abcdef' };
const web = { id: 'account-webauthn-web', secret: 'account-webauthn-web-secret-0123' };
const redirectUri = 'http://localhost:5179/callback';
const password = 'Correct-Horse-44!';

let server: RunningServer;
let client: ApiClient;
let config: oidcClient.Configuration;

type Answer = { status: number; body: Record<string, unknown> };

const asUser = async (
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const response = await fetch(`${server.mainUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text && /^[[{]/.test(text) ? JSON.parse(text) : { text }) as Record<string, unknown>,
  };
};

const signedInUser = async (username: string) => {
  const created = await client.post<{ id: string }>('/api/users', { username, password });
  expect(created.status).toBe(200);
  const token = await passwordSignInAccessToken(config, {
    redirectUri,
    scope: 'openid profile identities',
    username,
    password,
  });
  const passwordRecord = async () => {
    const record = await asUser(token, 'POST', '/api/verifications/password', { password });
    expect(record.status, JSON.stringify(record.body)).toBe(201);
    return { 'logto-verification-id': record.body.verificationRecordId as string };
  };
  return { id: created.body.id, token, passwordRecord };
};

type Options = { challenge: string; rp: { id: string } };

const startRegistration = async (token: string) => {
  const started = await asUser(token, 'POST', '/api/verifications/web-authn/registration');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body as { verificationRecordId: string; registrationOptions: Options };
};

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  client = await createManagementClient(server, bootstrap);
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: web.id,
      name: 'Account WebAuthn web app',
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
  const center = await client.patch('/api/account-center', {
    enabled: true,
    fields: { name: 'Edit', mfa: 'Edit' },
  });
  expect(center.status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
});

describe('WebAuthn enrolment through the Verifications and Account APIs', () => {
  it('registers, binds, renames a key, signs in with it, and removes it', async () => {
    const user = await signedInUser('passkey_ada');
    const authenticator = createSoftwareAuthenticator(server.mainUrl);
    const started = await asUser(user.token, 'POST', '/api/verifications/web-authn/registration');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(Date.parse(started.body.expiresAt as string)).toBeGreaterThan(Date.now());
    const { verificationRecordId, registrationOptions } = started.body as {
      verificationRecordId: string;
      registrationOptions: Options & { excludeCredentials: unknown[] };
    };
    // The relying party is the tenant's endpoint.
    expect(registrationOptions.rp.id).toBe(new URL(server.mainUrl).hostname);
    expect(registrationOptions.excludeCredentials).toEqual([]);

    // An attestation made for another origin is refused and leaves the record usable.
    const phished = await asUser(
      user.token,
      'POST',
      '/api/verifications/web-authn/registration/verify',
      {
        verificationRecordId,
        payload: createSoftwareAuthenticator('https://evil.example.com').register(
          registrationOptions,
        ),
      },
    );
    expect(phished).toMatchObject({
      status: 400,
      body: { code: 'session.mfa.webauthn_verification_failed' },
    });
    const verified = await asUser(
      user.token,
      'POST',
      '/api/verifications/web-authn/registration/verify',
      { verificationRecordId, payload: authenticator.register(registrationOptions) },
    );
    expect(verified).toMatchObject({ status: 200, body: { verificationRecordId } });
    // A record is verified once.
    const twice = await asUser(
      user.token,
      'POST',
      '/api/verifications/web-authn/registration/verify',
      {
        verificationRecordId,
        payload: authenticator.register(registrationOptions),
      },
    );
    expect(twice).toMatchObject({ status: 400, body: { code: 'verification_record.not_found' } });

    // The key's record proves a key, not the user: it is no permission for a sensitive change.
    const notPermission = await asUser(
      user.token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'WebAuthn', newIdentifierVerificationRecordId: verificationRecordId },
      { 'logto-verification-id': verificationRecordId },
    );
    expect(notPermission).toMatchObject({
      status: 401,
      body: { code: 'verification_record.permission_denied' },
    });
    const withoutPermission = await asUser(
      user.token,
      'POST',
      '/api/my-account/mfa-verifications',
      {
        type: 'WebAuthn',
        newIdentifierVerificationRecordId: verificationRecordId,
      },
    );
    expect(withoutPermission.status).toBe(401);

    const bound = await asUser(
      user.token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'WebAuthn', newIdentifierVerificationRecordId: verificationRecordId, name: 'Laptop' },
      await user.passwordRecord(),
    );
    expect(bound.status, JSON.stringify(bound.body)).toBe(204);
    // The registration record was consumed with the binding.
    const again = await asUser(
      user.token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'WebAuthn', newIdentifierVerificationRecordId: verificationRecordId },
      await user.passwordRecord(),
    );
    expect(again).toMatchObject({ status: 400, body: { code: 'verification_record.not_found' } });

    const listed = await asUser(user.token, 'GET', '/api/my-account/mfa-verifications');
    const entries = listed.body as unknown as { id: string; type: string; name?: string }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'WebAuthn', name: 'Laptop' });
    const keyId = entries[0]!.id;
    // The bound key is excluded from the next registration's options.
    const next = await startRegistration(user.token);
    expect(
      (next.registrationOptions as unknown as { excludeCredentials: { id: string }[] })
        .excludeCredentials,
    ).toEqual([expect.objectContaining({ id: authenticator.credentialId })]);

    const renamed = await asUser(
      user.token,
      'PATCH',
      `/api/my-account/mfa-verifications/${keyId}/name`,
      { name: 'Work laptop' },
      await user.passwordRecord(),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const afterRename = (await asUser(user.token, 'GET', '/api/my-account/mfa-verifications'))
      .body as unknown as { name?: string }[];
    expect(afterRename[0]?.name).toBe('Work laptop');

    // The bound key is a second factor at the next sign-in.
    const policy = await client.patch('/api/sign-in-exp', {
      mfa: { policy: 'Mandatory', factors: ['WebAuthn'] },
    });
    expect(policy.status).toBe(200);
    try {
      const verifier = oidcClient.randomPKCECodeVerifier();
      const url = oidcClient.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid',
        code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const flow = await startExperience(url.href);
      expect(
        (await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' })).status,
      ).toBe(204);
      const byPassword = await flow.call('POST', '/api/experience/verification/password', {
        identifier: { type: 'username', value: 'passkey_ada' },
        password,
      });
      await flow.call('POST', '/api/experience/identification', {
        verificationId: byPassword.body.verificationId,
      });
      expect((await flow.call('POST', '/api/experience/submit')).status).toBe(403);
      const challenge = await flow.call(
        'POST',
        '/api/experience/verification/web-authn/authentication',
      );
      expect(challenge.status, JSON.stringify(challenge.body)).toBe(200);
      const asserted = await flow.call(
        'POST',
        '/api/experience/verification/web-authn/authentication/verify',
        {
          verificationId: challenge.body.verificationId,
          payload: authenticator.authenticate(
            challenge.body.authenticationOptions as { challenge: string; rpId?: string },
          ),
        },
      );
      expect(asserted.status, JSON.stringify(asserted.body)).toBe(200);
      const submitted = await flow.call('POST', '/api/experience/submit');
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const callback = await flow.finish(submitted.body.redirectTo as string, redirectUri);
      const tokens = await oidcClient.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
      });
      expect(tokens.claims()?.sub).toBe(user.id);
    } finally {
      await client.patch('/api/sign-in-exp', { mfa: { policy: 'UserControlled', factors: [] } });
    }

    const removed = await asUser(
      user.token,
      'DELETE',
      `/api/my-account/mfa-verifications/${keyId}`,
      undefined,
      await user.passwordRecord(),
    );
    expect(removed.status).toBe(204);
    expect((await asUser(user.token, 'GET', '/api/my-account/mfa-verifications')).body).toEqual([]);
  });

  it("keeps records to their user: another user can neither verify nor bind one's record", async () => {
    const owner = await signedInUser('passkey_bob');
    const other = await signedInUser('passkey_eve');
    const { verificationRecordId, registrationOptions } = await startRegistration(owner.token);
    const authenticator = createSoftwareAuthenticator(server.mainUrl);
    const stolen = await asUser(
      other.token,
      'POST',
      '/api/verifications/web-authn/registration/verify',
      {
        verificationRecordId,
        payload: authenticator.register(registrationOptions),
      },
    );
    expect(stolen).toMatchObject({ status: 400, body: { code: 'verification_record.not_found' } });
    const verified = await asUser(
      owner.token,
      'POST',
      '/api/verifications/web-authn/registration/verify',
      {
        verificationRecordId,
        payload: authenticator.register(registrationOptions),
      },
    );
    expect(verified.status).toBe(200);
    const bindByOther = await asUser(
      other.token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'WebAuthn', newIdentifierVerificationRecordId: verificationRecordId },
      await other.passwordRecord(),
    );
    expect(bindByOther).toMatchObject({
      status: 400,
      body: { code: 'verification_record.not_found' },
    });
    // An unverified record cannot be bound either.
    const pending = await startRegistration(owner.token);
    const unverified = await asUser(
      owner.token,
      'POST',
      '/api/my-account/mfa-verifications',
      { type: 'WebAuthn', newIdentifierVerificationRecordId: pending.verificationRecordId },
      await owner.passwordRecord(),
    );
    expect(unverified.status).toBe(400);
    expect((await asUser(other.token, 'GET', '/api/my-account/mfa-verifications')).body).toEqual(
      [],
    );
    expect((await asUser(owner.token, 'GET', '/api/my-account/mfa-verifications')).body).toEqual(
      [],
    );
  });

  it('answers the contract 4xx for bad input: missing payload, unknown record', async () => {
    const user = await signedInUser('passkey_cy');
    const malformed = await asUser(
      user.token,
      'POST',
      '/api/verifications/web-authn/registration/verify',
      {
        verificationRecordId: 'x',
      },
    );
    expect(malformed.status).toBe(400);
    const unknown = await asUser(
      user.token,
      'POST',
      '/api/verifications/web-authn/registration/verify',
      {
        verificationRecordId: 'no-such-record',
        payload: createSoftwareAuthenticator(server.mainUrl).register({
          challenge: 'Y2hhbGxlbmdl',
          rp: { id: new URL(server.mainUrl).hostname },
        }),
      },
    );
    expect(unknown).toMatchObject({ status: 400, body: { code: 'verification_record.not_found' } });
    const noToken = await fetch(`${server.mainUrl}/api/verifications/web-authn/registration`, {
      method: 'POST',
    });
    expect(noToken.status).toBe(401);
  });
});
