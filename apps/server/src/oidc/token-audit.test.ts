import { eq } from 'drizzle-orm';
import type { Context } from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { insertTenant, openTestDatabase } from './oidc-test-kit.ts';
import { createTokenAudit } from './token-audit.ts';

const tenantId = 'audit-batch';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database, tenantId);
});
afterAll(async () => {
  await database?.close();
});

/** What the OIDC middleware hands over after oidc-provider answered a client-credentials POST. */
const answered = (clientId: string) =>
  ({
    status: 200,
    body: {},
    request: { ip: '127.0.0.1' },
    get: () => 'audit-test',
    oidc: { params: { grant_type: 'client_credentials' }, client: { clientId } },
  }) as unknown as Context;

const loggedClients = async () => {
  const rows = await database.db
    .select({ payload: t.logs.payload })
    .from(t.logs)
    .where(eq(t.logs.tenantId, tenantId));
  return rows.map(({ payload }) => payload.applicationId).sort();
};

describe('token audit batches', () => {
  it('writes queued lines by itself once the window passes', async () => {
    const audit = createTokenAudit({ database, logger: pino({ level: 'silent' }) }, tenantId);
    audit.afterTokenRequest(answered('window-a'), 'token');
    audit.afterTokenRequest(answered('window-b'), 'token');
    // No flush call: the window's timer writes them.
    await expect
      .poll(loggedClients, { timeout: 10_000, interval: 20 })
      .toEqual(expect.arrayContaining(['window-a', 'window-b']));
  });

  it('flush waits for a batch already being written (shutdown closes the database next)', async () => {
    const audit = createTokenAudit({ database, logger: pino({ level: 'silent' }) }, tenantId);
    audit.afterTokenRequest(answered('in-flight'), 'token');
    // The timer's flush starts the write; shutdown's flush, with nothing queued, must wait for it.
    let firstWritten = false;
    void audit.flush().then(() => {
      firstWritten = true;
    });
    await audit.flush();
    expect(firstWritten).toBe(true);
    expect(await loggedClients()).toContain('in-flight');
  });

  it('loses no line that arrives while a batch is being written', async () => {
    const audit = createTokenAudit({ database, logger: pino({ level: 'silent' }) }, tenantId);
    audit.afterTokenRequest(answered('order-1'), 'token');
    void audit.flush();
    audit.afterTokenRequest(answered('order-2'), 'token');
    await audit.flush();
    expect(await loggedClients()).toEqual(expect.arrayContaining(['order-1', 'order-2']));
  });
});
