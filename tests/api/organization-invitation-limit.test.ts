import { organizations } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { invitationMessageRule } from '@gatehouse/server/src/services/invitation-message-limit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client.ts';
import { uniqueSuffix } from './helpers/management-fixtures.ts';
import { startManagementServer } from './helpers/management-server.ts';
import { startSmtpReceiver } from './helpers/message-receivers.ts';
import type { RunningServer } from './helpers/server.ts';

// Issue 11: invitation e-mails (sent on create and by `POST /organization-invitations/{id}/message`)
// are limited per invitee like verification codes (decision 011): past the budget the routes
// answer 429 `request.message_rate_limited` with `Retry-After`, and no mail reaches the real
// SMTP server on 127.0.0.1.

const smtpLogin = { user: 'mailer', pass: 'smtp-pass-invitation-limit' };
const hour = 60 * 60 * 1000;

let server: RunningServer;
let client: ApiClient;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const createOrganization = async () => {
  const id = uniqueSuffix().padEnd(12, '0').slice(0, 12);
  await withTenant(server.gatehouse.context.database.db, 'default', (tx) =>
    tx.insert(organizations).values({ tenantId: 'default', id, name: `Org ${id}` }),
  );
  return id;
};

const invite = (invitee: string, organizationId: string) =>
  client.post<{ id: string; code?: string }>('/api/organization-invitations', {
    invitee,
    organizationId,
    expiresAt: Date.now() + hour,
    messagePayload: { link: 'https://app.example.com/invitation' },
  });

const mailsTo = (address: string) =>
  smtp.mails.filter(({ to }) => to.some((recipient) => recipient.toLowerCase() === address));

beforeAll(async () => {
  [{ server, client }, smtp] = await Promise.all([
    startManagementServer(),
    startSmtpReceiver(smtpLogin),
  ]);
  const created = await client.post('/api/connectors', {
    connectorId: 'simple-mail-transfer-protocol',
    config: { host: '127.0.0.1', port: smtp.port, auth: smtpLogin, fromEmail: 'no-reply@gh.test' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  // The machine running the suite may be busy; starting the server is the slow part.
}, 300_000);
afterAll(async () => {
  await Promise.all([server?.stop(), smtp?.close()]);
});

describe('invitation e-mail rate limit', () => {
  // A run may straddle a window's end: the sliding-window count (services/rate-limiter.ts) keeps
  // the sends of the window before, so the budget is not refilled halfway through.
  it('answers 429 message_rate_limited to resends past the invitee’s budget', async () => {
    const invitee = `resend-${uniqueSuffix()}@example.com`;
    const created = await invite(invitee, await createOrganization());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const resend = () =>
      client.post(`/api/organization-invitations/${created.body.id}/message`, { link: 'x' });
    for (let sent = 1; sent < invitationMessageRule.limit; sent += 1) {
      expect((await resend()).status).toBe(204);
    }
    expect(mailsTo(invitee)).toHaveLength(invitationMessageRule.limit);

    const refused = await resend();
    expect(refused.status).toBe(429);
    expect((refused.body as { code: string }).code).toBe('request.message_rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // The sends of this window weigh on the next one too: the wait may reach into it.
    expect(retryAfter).toBeLessThanOrEqual((2 * invitationMessageRule.windowMs) / 1000);
    expect(mailsTo(invitee)).toHaveLength(invitationMessageRule.limit);
  });

  it('counts invitations created for the same address (any case) and keeps no refused one', async () => {
    const invitee = `create-${uniqueSuffix()}@example.com`;
    for (let sent = 0; sent < invitationMessageRule.limit; sent += 1) {
      const address = sent % 2 === 0 ? invitee : invitee.toUpperCase();
      expect((await invite(address, await createOrganization())).status).toBe(201);
    }
    const organizationId = await createOrganization();
    const refused = await invite(invitee, organizationId);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('request.message_rate_limited');
    const kept = await client.get(`/api/organization-invitations?organizationId=${organizationId}`);
    expect(kept.body).toEqual([]);
    expect(mailsTo(invitee)).toHaveLength(invitationMessageRule.limit);

    // Another invitee has a budget of their own.
    const other = await invite(`other-${uniqueSuffix()}@example.com`, organizationId);
    expect(other.status).toBe(201);
  });
});
