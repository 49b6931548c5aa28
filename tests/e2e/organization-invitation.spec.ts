import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import LogtoClient, { UserScope } from '@logto/node';
import { decodeJwt } from 'jose';
import { codeInMail, startSmtpReceiver } from '../api/helpers/message-receivers.ts';
import { expect, type RunningGatehouse, test } from './fixtures/gatehouse.ts';
import { createManagementApi, type ManagementApi } from './fixtures/management-api.ts';

// Issue 11, the invitation end to end: an administrator (management API) builds the organization
// template (a scope, a role holding it), an organization and an e-mail invitation whose
// `messagePayload.link` points to a web app on @logto/node; the invitee opens the link from the
// mail a real SMTP server on 127.0.0.1 received, registers on the real sign-in pages in Chromium
// (e-mail code from the same SMTP server), the app's back end accepts the invitation (PUT status)
// and @logto/node's getOrganizationToken gives a token with the role's scopes.

type Experience = Record<string, unknown> & { tenantId?: string; id?: string };

const smtpLogin = { user: 'mailer', pass: 'smtp-pass-e2e-invite' };
const invitee = `invitee.${Date.now()}@example.com`;

let api: ManagementApi;
let original: Experience;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let connectorId: string;
let web: Server;
let webOrigin: string;
let organizationId: string;
let invitationId: string;

/** The body of a received mail, quoted-printable soft breaks and escapes undone. */
const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );

/**
 * The invitee's side of a customer's web app: `/invitation` starts the sign-in, `/callback`
 * finishes it and lets the back end accept the pending invitation for the signed-in e-mail, then
 * `/organization-token` shows the organization token @logto/node gets.
 */
const startWebApp = async (gatehouse: RunningGatehouse, app: { id: string; secret: string }) => {
  const sessions = new Map<string, Map<string, string>>();
  const clientFor = (request: IncomingMessage, response: ServerResponse) => {
    const sid = /(?:^|; )sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? randomUUID();
    response.setHeader('set-cookie', `sid=${sid}; Path=/; HttpOnly`);
    const items = sessions.get(sid) ?? new Map<string, string>();
    sessions.set(sid, items);
    return new LogtoClient(
      {
        endpoint: gatehouse.mainUrl,
        appId: app.id,
        appSecret: app.secret,
        scopes: [UserScope.Email, UserScope.Organizations, 'read:projects', 'invite:members'],
      },
      {
        storage: {
          getItem: async (key) => items.get(key) ?? null,
          setItem: async (key, value) => {
            items.set(key, value);
          },
          removeItem: async (key) => {
            items.delete(key);
          },
        },
        navigate: (url) => {
          response.statusCode = 302;
          response.setHeader('location', url);
        },
      },
    );
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', webOrigin);
    const logto = clientFor(request, response);
    if (url.pathname === '/invitation') {
      await logto.signIn({ redirectUri: `${webOrigin}/callback`, firstScreen: 'register' });
    } else if (url.pathname === '/callback') {
      await logto.handleSignInCallback(url.href);
      const claims = await logto.getIdTokenClaims();
      // The app's back end: the pending invitation of this e-mail, accepted for this user.
      const pending = await api.get<{ id: string; status: string }[]>(
        `/organization-invitations?invitee=${encodeURIComponent(String(claims.email))}`,
      );
      const invitation = pending.body.find(({ status }) => status === 'Pending');
      const accepted = await api.put(`/organization-invitations/${invitation?.id}/status`, {
        status: 'Accepted',
        acceptedUserId: claims.sub,
      });
      response.statusCode = 302;
      response.setHeader(
        'location',
        accepted.status === 200 ? '/organization-token' : `/failed?status=${accepted.status}`,
      );
    } else if (url.pathname === '/organization-token') {
      const token = await logto.getOrganizationToken(organizationId);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>Welcome</title><h1>Welcome</h1><pre id="token">${token}</pre>`,
      );
      return;
    } else {
      response.statusCode = 404;
    }
    response.end();
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return server;
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ gatehouse }) => {
  api = createManagementApi(gatehouse);
  original = (await api.get<Experience>('/sign-in-exp')).body;
  smtp = await startSmtpReceiver(smtpLogin);
  const connector = await api.post<{ id: string }>('/connectors', {
    connectorId: 'simple-mail-transfer-protocol',
    config: {
      host: '127.0.0.1',
      port: smtp.port,
      auth: smtpLogin,
      fromEmail: 'no-reply@gatehouse.test',
    },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(200);
  connectorId = connector.body.id;
  const experience = await api.patch('/sign-in-exp', {
    signInMode: 'SignInAndRegister',
    signIn: {
      methods: [
        {
          identifier: 'username',
          password: true,
          verificationCode: false,
          isPasswordPrimary: true,
        },
        { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
      ],
    },
    signUp: { identifiers: ['email'], password: true, verify: true },
    agreeToTermsPolicy: 'Automatic',
  });
  expect(experience.status, JSON.stringify(experience.body)).toBe(200);
});

test.afterAll(async () => {
  if (original) {
    const { tenantId: _tenantId, id: _id, ...settings } = original;
    await api.patch('/sign-in-exp', settings);
  }
  if (connectorId) await api.delete(`/connectors/${connectorId}`);
  await smtp?.close();
  await new Promise((resolve) => web?.close(resolve));
});

test('an invitee follows the e-mailed link, registers, and gets an organization token', async ({
  page,
  gatehouse,
}) => {
  // The administrator's part, all through the management API.
  const scopes = await Promise.all(
    ['read:projects', 'invite:members', 'delete:organization'].map(async (name) => {
      const created = await api.post<{ id: string }>('/organization-scopes', { name });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id;
    }),
  );
  const role = await api.post<{ id: string }>('/organization-roles', {
    name: `collaborator-${Date.now()}`,
    organizationScopeIds: scopes.slice(0, 2),
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const organization = await api.post<{ id: string }>('/organizations', { name: 'Invited Co' });
  expect(organization.status, JSON.stringify(organization.body)).toBe(201);
  organizationId = organization.body.id;
  const app = await api.post('/applications', {
    name: 'Invitation web app',
    type: 'Traditional',
    oidcClientMetadata: {
      redirectUris: ['http://127.0.0.1/placeholder'],
      postLogoutRedirectUris: [],
    },
  });
  expect(app.status, JSON.stringify(app.body)).toBe(200);
  const appId = (app.body as { id: string }).id;
  // The application's client secret, as its developer copies it from the console.
  const secrets = await api.get<{ value: string }[]>(`/applications/${appId}/secrets`);
  expect(secrets.body[0]?.value).toBeTruthy();
  web = await startWebApp(gatehouse, { id: appId, secret: secrets.body[0]!.value });
  const updated = await api.patch(`/applications/${appId}`, {
    oidcClientMetadata: { redirectUris: [`${webOrigin}/callback`], postLogoutRedirectUris: [] },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);

  const invitation = await api.post<{ id: string; status: string }>('/organization-invitations', {
    invitee,
    organizationId,
    expiresAt: Date.now() + 24 * 60 * 60 * 1000,
    organizationRoleIds: [role.body.id],
    messagePayload: { link: `${webOrigin}/invitation` },
  });
  expect(invitation.status, JSON.stringify(invitation.body)).toBe(201);
  expect(invitation.body.status).toBe('Pending');
  invitationId = invitation.body.id;

  // The invitee's part: the mail, the link, the sign-in pages.
  const mailsTo = () => smtp.mails.filter(({ to }) => to.includes(invitee));
  await expect.poll(() => mailsTo().length).toBe(1);
  const link = /https?:\/\/127\.0\.0\.1:\d+\/invitation/.exec(mailText(mailsTo()[0]!.raw))?.[0];
  expect(link).toBe(`${webOrigin}/invitation`);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await page.getByLabel('Email').fill(invitee);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await expect.poll(() => mailsTo().length).toBe(2);
  await page.getByLabel('Verification code').fill(codeInMail(mailsTo()[1]!)!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Invited-Gatehouse-42');
  await page.getByLabel('Confirm password', { exact: true }).fill('Invited-Gatehouse-42');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  const claims = decodeJwt((await page.locator('#token').textContent()) ?? '');
  expect(claims.aud).toBe(`urn:logto:organization:${organizationId}`);
  expect(String(claims.scope).split(' ').sort()).toEqual(['invite:members', 'read:projects']);

  const accepted = await api.get<{ status: string; acceptedUserId: string }>(
    `/organization-invitations/${invitationId}`,
  );
  expect(accepted.body).toMatchObject({ status: 'Accepted', acceptedUserId: claims.sub });
});
