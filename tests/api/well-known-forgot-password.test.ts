import { applications } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { startExperienceFlow } from './helpers/experience-flow.ts';
import { startManagementServer } from './helpers/management-server.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 13: the public sign-in experience's `forgotPassword` tells the sign-in page whether to
// offer "Forgot password?" and by which channel. It must follow `forgotPasswordMethods` and the
// tenant's connectors exactly as the ForgotPassword flow does, or the page offers a reset the
// server then refuses (or hides one it would allow).

const app = { id: 'forgot-spa', redirectUri: 'http://localhost:5181/callback' };

let server: RunningServer;
let client: ApiClient;

const forgotPassword = async () => {
  const response = await fetch(`${server.mainUrl}/api/.well-known/sign-in-exp`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { forgotPassword: unknown }).forgotPassword;
};

/** The status `PUT /api/experience {interactionEvent: 'ForgotPassword'}` answers in a new flow. */
const forgotPasswordFlowStatus = async () => {
  const flow = await startExperienceFlow(server.mainUrl, app.id, app.redirectUri);
  return (await flow.call('PUT', '/api/experience', { interactionEvent: 'ForgotPassword' })).status;
};

const createConnector = async (connectorId: string, config: Record<string, unknown>) => {
  const created = await client.post('/api/connectors', { connectorId, config });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.id as string;
};

const setMethods = async (forgotPasswordMethods: string[]) => {
  const patched = await client.patch('/api/sign-in-exp', { forgotPasswordMethods });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
};

beforeAll(async () => {
  ({ server, client } = await startManagementServer());
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: app.id,
      name: 'Forgot SPA',
      secret: 'unused',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [app.redirectUri], postLogoutRedirectUris: [] },
    }),
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/.well-known/sign-in-exp forgotPassword', () => {
  it('follows the connectors and forgotPasswordMethods, as the ForgotPassword flow does', async () => {
    // No connector: nothing can send a code, and the flow refuses the reset.
    expect(await forgotPassword()).toEqual({ email: false, phone: false });
    expect(await forgotPasswordFlowStatus()).toBe(422);

    // An e-mail connector with the methods unset: every channel that has a connector.
    const smtpId = await createConnector('simple-mail-transfer-protocol', {
      host: '127.0.0.1',
      port: 2525,
      auth: { user: 'mailer', pass: 'smtp-pass-forgot-1' },
      fromEmail: 'no-reply@gatehouse.test',
    });
    expect(await forgotPassword()).toEqual({ email: true, phone: false });
    expect(await forgotPasswordFlowStatus()).toBe(204);

    const smsId = await createConnector('http-sms', {
      endpoint: 'http://127.0.0.1:9/sms',
      authorization: 'Bearer sms-token-forgot',
    });
    expect(await forgotPassword()).toEqual({ email: true, phone: true });

    // The methods narrow the channels to those named.
    await setMethods(['PhoneVerificationCode']);
    expect(await forgotPassword()).toEqual({ email: false, phone: true });
    await setMethods(['EmailVerificationCode']);
    expect(await forgotPassword()).toEqual({ email: true, phone: false });

    // A named channel whose connector is gone is not offered, and the flow agrees.
    await setMethods(['PhoneVerificationCode']);
    expect((await client.delete(`/api/connectors/${smsId}`)).status).toBe(204);
    expect(await forgotPassword()).toEqual({ email: false, phone: false });
    expect(await forgotPasswordFlowStatus()).toBe(422);

    await setMethods([]);
    expect(await forgotPassword()).toEqual({ email: true, phone: false });
    expect((await client.delete(`/api/connectors/${smtpId}`)).status).toBe(204);
    expect(await forgotPassword()).toEqual({ email: false, phone: false });
  });
});
