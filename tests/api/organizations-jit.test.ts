import { applications, organizationRoles } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { type ExperienceFlow, startExperienceFlow } from './helpers/experience-flow.ts';
import { uniqueSuffix } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import { codeInMail, startSmtpReceiver } from './helpers/message-receivers.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 11, just-in-time provisioning: a person who registers through the experience API with an
// e-mail proved by a code (a real SMTP server on 127.0.0.1) joins every organization whose JIT
// e-mail domains hold that address's domain, with the organization's JIT roles.

const app = { id: 'jit-spa', redirectUri: 'http://localhost:5181/callback' };
const smtpLogin = { user: 'mailer', pass: 'smtp-pass-jit-1' };

let server: RunningServer;
let client: ApiClient;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const db = () => server.gatehouse.context.database.db;

const lastMailCode = (address: string) => {
  const mail = smtp.mails.filter(({ to }) => to.includes(address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return codeInMail(mail)!;
};

/** Registers `address` by an e-mail code; answers the new user's id. */
const registerByEmail = async (address: string) => {
  const flow: ExperienceFlow = await startExperienceFlow(server.mainUrl, app.id, app.redirectUri);
  expect((await flow.call('PUT', '/api/experience', { interactionEvent: 'Register' })).status).toBe(
    204,
  );
  const identifier = { type: 'email', value: address };
  const sent = await flow.call('POST', '/api/experience/verification/verification-code', {
    identifier,
    interactionEvent: 'Register',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verificationId = sent.body.verificationId as string;
  const verified = await flow.call(
    'POST',
    '/api/experience/verification/verification-code/verify',
    {
      identifier,
      verificationId,
      code: lastMailCode(address),
    },
  );
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const identified = await flow.call('POST', '/api/experience/identification', { verificationId });
  expect(identified.status, JSON.stringify(identified.body)).toBe(201);
  const submitted = await flow.call('POST', '/api/experience/submit');
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const tokens = await flow.finish(submitted.body.redirectTo);
  return decodeJwt(tokens.id_token!).sub!;
};

const createOrganization = async (name: string) => {
  const created = await client.post('/api/organizations', { name });
  expect(created.status).toBe(201);
  return created.body as { id: string };
};

const createOrganizationRole = async (type: 'User' | 'MachineToMachine') => {
  const role = { id: `jitrole${uniqueSuffix()}`, name: `jit-${uniqueSuffix()}`, type };
  await withTenant(db(), 'default', (tx) =>
    tx.insert(organizationRoles).values({ tenantId: 'default', ...role }),
  );
  return role;
};

beforeAll(async () => {
  [{ server, client }, smtp] = await Promise.all([
    startManagementServer(),
    startSmtpReceiver(smtpLogin),
  ]);
  await withTenant(db(), 'default', (tx) =>
    tx.insert(applications).values({
      tenantId: 'default',
      id: app.id,
      name: 'JIT SPA',
      secret: 'unused',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [app.redirectUri], postLogoutRedirectUris: [] },
    }),
  );
  const connector = await client.post('/api/connectors', {
    connectorId: 'simple-mail-transfer-protocol',
    config: {
      host: '127.0.0.1',
      port: smtp.port,
      auth: smtpLogin,
      fromEmail: 'no-reply@gatehouse.test',
    },
  });
  expect(connector.status, JSON.stringify(connector.body)).toBe(200);
  const experience = await client.patch('/api/sign-in-exp', {
    signUp: { identifiers: ['email'], password: false, verify: true },
    signIn: {
      methods: [
        { identifier: 'email', password: false, verificationCode: true, isPasswordPrimary: false },
      ],
    },
    signInMode: 'SignInAndRegister',
  });
  expect(experience.status, JSON.stringify(experience.body)).toBe(200);
});
afterAll(async () => {
  await Promise.all([server?.stop(), smtp?.close()]);
});

describe('just-in-time provisioning at registration', () => {
  it('makes a user registered with a verified e-mail on a JIT domain a member with the JIT roles', async () => {
    const acme = await createOrganization('Acme');
    const both = await createOrganization('Acme and Friends');
    const unrelated = await createOrganization('Elsewhere');
    const member = await createOrganizationRole('User');
    const viewer = await createOrganizationRole('User');
    await client.post(`/api/organizations/${acme.id}/jit/email-domains`, {
      emailDomain: 'Acme.Test',
    });
    await client.put(`/api/organizations/${both.id}/jit/email-domains`, {
      emailDomains: ['acme.test', 'friends.test'],
    });
    await client.put(`/api/organizations/${unrelated.id}/jit/email-domains`, {
      emailDomains: ['elsewhere.test'],
    });
    await client.post(`/api/organizations/${acme.id}/jit/roles`, {
      organizationRoleIds: [member.id, viewer.id],
    });

    const userId = await registerByEmail(`wile.${uniqueSuffix()}@acme.test`);

    const held = await client.get(`/api/users/${userId}/organizations`);
    expect(held.status).toBe(200);
    const byId = new Map(
      (held.body as { id: string; organizationRoles: { id: string; name: string }[] }[]).map(
        (row) => [row.id, row.organizationRoles],
      ),
    );
    expect([...byId.keys()].sort()).toEqual([acme.id, both.id].sort());
    expect(
      byId
        .get(acme.id)
        ?.map(({ id }) => id)
        .sort(),
    ).toEqual([member.id, viewer.id].sort());
    expect(byId.get(both.id)).toEqual([]);
    const members = await client.get(`/api/organizations/${acme.id}/users?q=${userId}`);
    expect(members.body.map(({ id }: { id: string }) => id)).toEqual([userId]);
  });

  it('leaves a user whose e-mail domain no organization names outside every organization', async () => {
    const organization = await createOrganization('Closed');
    await client.post(`/api/organizations/${organization.id}/jit/email-domains`, {
      emailDomain: 'closed.test',
    });
    // A subdomain is another domain.
    const userId = await registerByEmail(`road.${uniqueSuffix()}@runner.closed.test`);
    expect((await client.get(`/api/users/${userId}/organizations`)).body).toEqual([]);
  });
});
