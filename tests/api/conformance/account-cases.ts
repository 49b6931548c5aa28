import type { ApiResponse } from '../helpers/api-client.ts';
import type { World } from './conformance-setup.ts';
import type { Operation } from './contract-operations.ts';
import type { Expected } from './expect-answer.ts';

// Rows of issue 10's areas: the account center and captcha provider settings (management API),
// the user lock of the sentinel (Gatehouse's own), the public account center, and the Account and
// Verifications APIs. The latter take a user's token (tests/api/account-center.test.ts and
// account-api-routes.test.ts drive them with one); here each row checks the contract's answer to
// a caller without one: 401 `auth.authorization_header_missing` (endpoints.md "Conventions").

type Case = {
  operation: Operation;
  name: string;
  send: (world: World) => Promise<ApiResponse<unknown>>;
  expected: Expected;
};

const accountCenterFields = ['tenantId', 'id', 'enabled', 'fields', 'webauthnRelatedOrigins'];
const captchaFields = ['tenantId', 'id', 'config', 'createdAt', 'updatedAt'];

/** A request without any credentials, as fetch sends it. */
const bare = async (world: World, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${world.server.mainUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text && /^[[{]/.test(text) ? (JSON.parse(text) as unknown) : text,
  } as ApiResponse<unknown>;
};

export const accountManagementCases: Case[] = [
  {
    operation: 'GET /api/account-center',
    name: 'answers AccountCenter',
    send: ({ client }) => client.get('/api/account-center'),
    expected: { status: 200, required: accountCenterFields },
  },
  {
    operation: 'PATCH /api/account-center',
    name: 'updates and answers AccountCenter',
    send: ({ client }) =>
      client.patch('/api/account-center', { enabled: true, fields: { name: 'Edit' } }),
    expected: { status: 200, required: accountCenterFields },
  },
  {
    operation: 'PATCH /api/account-center',
    name: 'answers AccountCenter for an empty patch',
    send: ({ client }) => client.patch('/api/account-center', {}),
    expected: { status: 200, required: accountCenterFields },
  },
  {
    operation: 'PUT /api/captcha-provider',
    name: 'stores and answers CaptchaProvider',
    send: ({ client }) =>
      client.put('/api/captcha-provider', {
        config: { type: 'Turnstile', siteKey: 'site-key', secretKey: 'secret-key' },
      }),
    expected: { status: 200, required: captchaFields },
  },
  {
    operation: 'GET /api/captcha-provider',
    name: 'answers CaptchaProvider',
    send: async ({ client }) => {
      await client.put('/api/captcha-provider', {
        config: { type: 'Turnstile', siteKey: 'site-key', secretKey: 'secret-key' },
      });
      return client.get('/api/captcha-provider');
    },
    expected: { status: 200, required: captchaFields },
  },
  {
    operation: 'DELETE /api/captcha-provider',
    name: 'deletes with 204',
    send: async ({ client }) => {
      await client.put('/api/captcha-provider', {
        config: { type: 'Turnstile', siteKey: 'site-key', secretKey: 'secret-key' },
      });
      return client.delete('/api/captcha-provider');
    },
    expected: { status: 204 },
  },
  {
    operation: 'DELETE /api/captcha-provider',
    name: 'answers 404 when none is set',
    send: async ({ client }) => {
      await client.delete('/api/captcha-provider');
      return client.delete('/api/captcha-provider');
    },
    expected: { status: 404 },
  },
  {
    operation: 'GET /api/sentinel-activities/users/{userId}/lock' as Operation,
    name: 'answers the lock state of a user',
    send: ({ client, user }) => client.get(`/api/sentinel-activities/users/${user.id}/lock`),
    expected: { status: 200, required: ['isLocked', 'lockedUntil', 'identifiers'] },
  },
  {
    operation: 'GET /api/sentinel-activities/users/{userId}/lock' as Operation,
    name: 'answers 404 for an unknown user',
    send: ({ client }) =>
      client.get('/api/sentinel-activities/users/missing-entity-id-longer-than-21/lock'),
    expected: { status: 404 },
  },
];

export const accountPublicCases: Case[] = [
  {
    operation: 'GET /api/.well-known/account-center',
    name: 'answers AccountCenter without credentials',
    send: (world) => bare(world, 'GET', '/api/.well-known/account-center'),
    expected: { status: 200, required: accountCenterFields },
  },
];

/** Every Account / Verifications API operation the server implements, with a sample body. */
const userTokenOperations: [Operation, unknown?][] = [
  ['GET /api/my-account'],
  ['PATCH /api/my-account', { name: 'x' }],
  ['PATCH /api/my-account/profile', { givenName: 'x' }],
  ['POST /api/my-account/password', { password: 'New-Pa55-word' }],
  ['GET /api/my-account/mfa-settings'],
  ['PATCH /api/my-account/mfa-settings', { skipMfaOnSignIn: true }],
  ['GET /api/my-account/logto-configs'],
  ['PATCH /api/my-account/logto-configs', { mfa: { skipped: true } }],
  [
    'POST /api/my-account/primary-email',
    { email: 'a@example.com', newIdentifierVerificationRecordId: 'x' },
  ],
  ['DELETE /api/my-account/primary-email'],
  [
    'POST /api/my-account/primary-phone',
    { phone: '15550001', newIdentifierVerificationRecordId: 'x' },
  ],
  ['DELETE /api/my-account/primary-phone'],
  ['DELETE /api/my-account/identities/{target}'],
  ['GET /api/my-account/sso-identities/{connectorId}/access-token'],
  ['GET /api/my-account/mfa-verifications'],
  ['POST /api/my-account/mfa-verifications', { type: 'BackupCode', codes: ['a'] }],
  ['PUT /api/my-account/mfa-verifications/totp', { secret: 'x', code: '1' }],
  ['POST /api/my-account/mfa-verifications/totp-secret/generate'],
  ['POST /api/my-account/mfa-verifications/backup-codes/generate'],
  ['GET /api/my-account/mfa-verifications/backup-codes'],
  ['PATCH /api/my-account/mfa-verifications/{verificationId}/name', { name: 'x' }],
  ['DELETE /api/my-account/mfa-verifications/{verificationId}'],
  ['POST /api/verifications/password', { password: 'x' }],
  [
    'POST /api/verifications/verification-code',
    { identifier: { type: 'email', value: 'a@example.com' } },
  ],
  [
    'POST /api/verifications/verification-code/verify',
    { identifier: { type: 'email', value: 'a@example.com' }, verificationId: 'x', code: '1' },
  ],
  ['POST /api/verifications/web-authn/registration'],
  [
    'POST /api/verifications/web-authn/registration/verify',
    { verificationRecordId: 'x', payload: {} },
  ],
];

export const accountUserTokenCases: Case[] = userTokenOperations.map(([operation, body]) => {
  const [method, template] = operation.split(' ') as [string, string];
  const path = template.replace(/\{\w+\}/g, 'some-id');
  return {
    operation,
    name: 'answers 401 auth.authorization_header_missing without a user token',
    send: (world: World) => bare(world, method, path, body),
    expected: { status: 401, code: 'auth.authorization_header_missing' },
  };
});
