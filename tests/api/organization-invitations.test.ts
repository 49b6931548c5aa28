import type { OrganizationInvitationDetail } from '@gatehouse/schemas/entities/organization';
import { organizationInvitationDetailGuard } from '@gatehouse/schemas/entities/organization';
import {
  organizationRoleUsers,
  organizations,
  organizationUsers,
} from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { uniqueSuffix } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import { type ReceivedMail, startSmtpReceiver } from './helpers/message-receivers.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 11, organization invitations (spec §4 statuses): created with roles, e-mailed with the
// magic link through the tenant's SMTP connector to a real SMTP server on 127.0.0.1, accepted
// (the user joins with the invitation's roles), revoked, expired.

const smtpLogin = { user: 'mailer', pass: 'smtp-pass-invitations-1' };

let server: RunningServer;
let client: ApiClient;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const db = () => server.gatehouse.context.database.db;
const hour = 60 * 60 * 1000;

/** An organization of the test's own (rows: the organizations API is another area). */
const createOrganization = async () => {
  const id = uniqueSuffix().padEnd(12, '0').slice(0, 12);
  await withTenant(db(), 'default', (tx) =>
    tx.insert(organizations).values({ tenantId: 'default', id, name: `Org ${id}` }),
  );
  return id;
};

const createRole = async (name = `member-${uniqueSuffix()}`) => {
  const created = await client.post('/api/organization-roles', {
    name,
    organizationScopeIds: [],
    resourceScopeIds: [],
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; name: string };
};

const createUserWithEmail = async (email: string) => {
  const created = await client.post('/api/users', {
    username: `u_${uniqueSuffix()}`,
    primaryEmail: email,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.id as string;
};

const invite = (body: Record<string, unknown>) =>
  client.post<OrganizationInvitationDetail>('/api/organization-invitations', {
    expiresAt: Date.now() + hour,
    ...body,
  });

const mailsTo = (address: string) => smtp.mails.filter(({ to }) => to.includes(address));

/** The decoded text of a mail (quoted-printable soft breaks joined). */
const bodyOf = (mail: ReceivedMail) =>
  mail.raw.slice(mail.raw.indexOf('\r\n\r\n')).replace(/=\r\n/g, '').replace(/=3D/g, '=');

beforeAll(async () => {
  [{ server, client }, smtp] = await Promise.all([
    startManagementServer(),
    startSmtpReceiver(smtpLogin),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), smtp?.close()]);
});

describe('without an e-mail connector', () => {
  it('answers 501 connector.not_found for an e-mailed invitation and keeps none', async () => {
    const organizationId = await createOrganization();
    const invitee = `nomail-${uniqueSuffix()}@example.com`;
    const sent = await invite({ invitee, organizationId, messagePayload: { link: 'https://x' } });
    expect({ status: sent.status, code: (sent.body as { code?: string }).code }).toEqual({
      status: 501,
      code: 'connector.not_found',
    });
    expect((await client.get(`/api/organization-invitations?invitee=${invitee}`)).body).toEqual([]);
    // Without a message payload nothing is sent, so no connector is needed.
    expect((await invite({ invitee, organizationId })).status).toBe(201);
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
  });

  it('creates an invitation with roles and e-mails the magic link; resends it', async () => {
    const organizationId = await createOrganization();
    const role = await createRole();
    const invitee = `ada-${uniqueSuffix()}@example.com`;
    const link = `https://app.example.com/invitation?token=${uniqueSuffix()}`;
    const created = await invite({
      invitee,
      organizationId,
      organizationRoleIds: [role.id],
      messagePayload: { link },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const detail = organizationInvitationDetailGuard.strict().parse(created.body);
    expect(detail).toMatchObject({
      tenantId: 'default',
      inviterId: null,
      invitee,
      acceptedUserId: null,
      organizationId,
      status: 'Pending',
      organizationRoles: [{ id: role.id, name: role.name }],
    });
    const [mail] = mailsTo(invitee);
    expect(mail, 'the invitation mail arrived').toBeDefined();
    expect(bodyOf(mail!)).toContain(link);
    expect(mail!.raw).toMatch(/Subject: You are invited to join an organization/);

    const resent = await client.post(`/api/organization-invitations/${detail.id}/message`, {
      link: `${link}&again=1`,
    });
    expect(resent.status).toBe(204);
    expect(mailsTo(invitee)).toHaveLength(2);
    expect(bodyOf(mailsTo(invitee)[1]!)).toContain('again=1');
    expect(
      (await client.post('/api/organization-invitations/missing/message', { link })).status,
    ).toBe(404);

    const read = await client.get(`/api/organization-invitations/${detail.id}`);
    expect(read.body).toEqual(detail);
  });

  it('fills the tenant e-mail template of type OrganizationInvitation', async () => {
    const saved = await client.put('/api/email-templates', {
      templates: [
        {
          languageTag: 'en',
          templateType: 'OrganizationInvitation',
          details: {
            subject: 'Join us',
            content: '<p>Open {{link}} to join</p>',
            contentType: 'text/html',
          },
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const organizationId = await createOrganization();
    const invitee = `tpl-${uniqueSuffix()}@example.com`;
    const created = await invite({
      invitee,
      organizationId,
      messagePayload: { link: 'https://join.example.com/t' },
    });
    expect(created.status).toBe(201);
    const [mail] = mailsTo(invitee);
    expect(mail!.raw).toMatch(/Subject: Join us/);
    expect(bodyOf(mail!)).toContain('Open https://join.example.com/t to join');
    const removed = await client.delete(
      '/api/email-templates?languageTag=en&templateType=OrganizationInvitation',
    );
    expect([200, 204]).toContain(removed.status);
  });
});

describe('PUT /api/organization-invitations/{id}/status', () => {
  it('accepts: the invitee joins the organization with the roles, once', async () => {
    const organizationId = await createOrganization();
    const role = await createRole();
    const invitee = `grace-${uniqueSuffix()}@example.com`;
    const inviterId = await createUserWithEmail(`inviter-${uniqueSuffix()}@example.com`);
    const created = await invite({
      invitee,
      organizationId,
      inviterId,
      organizationRoleIds: [role.id],
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const stranger = await createUserWithEmail(`other-${uniqueSuffix()}@example.com`);
    const mismatch = await client.put(`/api/organization-invitations/${id}/status`, {
      status: 'Accepted',
      acceptedUserId: stranger,
    });
    expect({ status: mismatch.status, code: (mismatch.body as { code?: string }).code }).toEqual({
      status: 422,
      code: 'request.invalid_input',
    });
    const withoutUser = await client.put(`/api/organization-invitations/${id}/status`, {
      status: 'Accepted',
    });
    expect(withoutUser.status).toBe(422);

    const userId = await createUserWithEmail(invitee);
    const accepted = await client.put(`/api/organization-invitations/${id}/status`, {
      status: 'Accepted',
      acceptedUserId: userId,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(organizationInvitationDetailGuard.strict().parse(accepted.body)).toMatchObject({
      status: 'Accepted',
      acceptedUserId: userId,
      inviterId,
      organizationRoles: [{ id: role.id, name: role.name }],
    });
    const membership = await withTenant(db(), 'default', async (tx) => ({
      members: await tx
        .select()
        .from(organizationUsers)
        .where(eq(organizationUsers.organizationId, organizationId)),
      roles: await tx
        .select()
        .from(organizationRoleUsers)
        .where(
          and(
            eq(organizationRoleUsers.organizationId, organizationId),
            eq(organizationRoleUsers.userId, userId),
          ),
        ),
    }));
    expect(membership.members.map(({ userId: member }) => member)).toEqual([userId]);
    expect(membership.roles.map(({ organizationRoleId }) => organizationRoleId)).toEqual([role.id]);

    const again = await client.put(`/api/organization-invitations/${id}/status`, {
      status: 'Revoked',
    });
    expect(again.status).toBe(422);
    const filtered = await client.get(
      `/api/organization-invitations?organizationId=${organizationId}&inviterId=${inviterId}`,
    );
    expect(filtered.body.map(({ id: found }: { id: string }) => found)).toEqual([id]);
  });

  it('revokes a pending invitation; a revoked one cannot be accepted', async () => {
    const organizationId = await createOrganization();
    const invitee = `rev-${uniqueSuffix()}@example.com`;
    const created = await invite({ invitee, organizationId });
    const revoked = await client.put(`/api/organization-invitations/${created.body.id}/status`, {
      status: 'Revoked',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('Revoked');
    const userId = await createUserWithEmail(invitee);
    const accepted = await client.put(`/api/organization-invitations/${created.body.id}/status`, {
      status: 'Accepted',
      acceptedUserId: userId,
    });
    expect(accepted.status).toBe(422);
    // Only Pending blocks a new invitation of the same invitee.
    expect((await invite({ invitee, organizationId })).status).toBe(201);
  });

  it('reads an invitation past expiresAt as Expired, refuses it, and lets a new one in', async () => {
    const organizationId = await createOrganization();
    const invitee = `late-${uniqueSuffix()}@example.com`;
    const created = await invite({ invitee, organizationId, expiresAt: Date.now() + 1500 });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('Pending');
    const duplicate = await invite({ invitee, organizationId });
    expect(duplicate.status).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const read = await client.get(`/api/organization-invitations/${created.body.id}`);
    expect(read.body.status).toBe('Expired');
    const userId = await createUserWithEmail(invitee);
    const accepted = await client.put(`/api/organization-invitations/${created.body.id}/status`, {
      status: 'Accepted',
      acceptedUserId: userId,
    });
    expect(accepted.status).toBe(422);
    const fresh = await invite({ invitee, organizationId });
    expect(fresh.status).toBe(201);
    expect((await client.get(`/api/organization-invitations/${created.body.id}`)).body.status).toBe(
      'Expired',
    );
  });
});

describe('other answers', () => {
  it('answers 422 for an unknown organization or role, 400 for a past expiresAt', async () => {
    const organizationId = await createOrganization();
    const unknownOrganization = await invite({ invitee: 'a@example.com', organizationId: 'nope' });
    expect({
      status: unknownOrganization.status,
      code: (unknownOrganization.body as { code?: string }).code,
    }).toEqual({ status: 422, code: 'entity.relation_foreign_key_not_found' });
    const unknownRole = await invite({
      invitee: 'a@example.com',
      organizationId,
      organizationRoleIds: ['nope'],
    });
    expect(unknownRole.status).toBe(422);
    const past = await invite({ invitee: 'a@example.com', organizationId, expiresAt: 1 });
    expect(past.status).toBe(400);
    const badEmail = await invite({ invitee: 'not-an-email', organizationId });
    expect((badEmail.body as { code?: string }).code).toBe('guard.invalid_input');
  });

  it('deletes an invitation (204, then 404)', async () => {
    const organizationId = await createOrganization();
    const created = await invite({ invitee: `del-${uniqueSuffix()}@example.com`, organizationId });
    const path = `/api/organization-invitations/${created.body.id}`;
    expect((await client.delete(path)).status).toBe(204);
    expect((await client.get(path)).status).toBe(404);
    expect((await client.delete(path)).status).toBe(404);
  });
});
