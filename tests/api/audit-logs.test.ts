import { dailyActiveUsers, logs } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, useServer } from './helpers/server.ts';
import { clientCredentialsToken } from './helpers/tokens.ts';

const bootstrap = { clientId: 'logs-m2m', clientSecret: 'logs-secret-0123456789abcdef' };
let server: RunningServer;
let authorization: string;

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000);

beforeAll(async () => {
  server = await useServer({
    BOOTSTRAP_CLIENT_ID: bootstrap.clientId,
    BOOTSTRAP_CLIENT_SECRET: bootstrap.clientSecret,
  });
  authorization = `Bearer ${await clientCredentialsToken(server.mainUrl, bootstrap, 'https://default.logto.app/api')}`;
  const { db } = server.gatehouse.context.database;
  await withTenant(db, 'default', (tx) =>
    tx.insert(logs).values(
      Array.from({ length: 25 }, (_, index) => ({
        tenantId: 'default',
        id: `seedlog${String(index).padStart(2, '0')}`,
        key: index % 5 === 0 ? 'Interaction.Register.Submit' : 'Interaction.SignIn.Submit',
        payload: {
          key: 'x',
          result: index % 2 ? 'Success' : 'Error',
          userId: index < 10 ? 'user-a' : 'user-b',
          applicationId: 'app-1',
        },
        createdAt: day(index / 10),
      })),
    ),
  );
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.mainUrl}${path}`, { headers: { authorization } });

describe('GET /api/logs', () => {
  it('lists newest first with paging headers', async () => {
    const response = await get('/api/logs?page=1&page_size=10');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; createdAt: number }[];
    expect(body).toHaveLength(10);
    expect(body.map((log) => log.createdAt)).toEqual(
      [...body.map((log) => log.createdAt)].sort((a, b) => b - a),
    );
    expect(Number(response.headers.get('total-number'))).toBeGreaterThanOrEqual(25);
    expect(response.headers.get('link')).toContain('rel="next"');
  });

  it('filters by user, application and log key', async () => {
    const byUser = (await (await get('/api/logs?userId=user-a&page_size=100')).json()) as {
      payload: { userId: string };
    }[];
    expect(byUser).toHaveLength(10);
    expect(byUser.every((log) => log.payload.userId === 'user-a')).toBe(true);
    const byKey = (await (
      await get('/api/logs?logKey=Interaction.Register.Submit&applicationId=app-1&page_size=100')
    ).json()) as { key: string }[];
    expect(byKey).toHaveLength(5);
  });

  it('answers 400 log.invalid_time_window when start is after end', async () => {
    const response = await get(`/api/logs?start_time=${Date.now()}&end_time=${Date.now() - 1000}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'log.invalid_time_window' });
  });

  it('answers 400 guard.invalid_pagination for page_size over 100', async () => {
    const response = await get('/api/logs?page_size=101');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'guard.invalid_pagination' });
  });
});

describe('GET /api/logs/:id', () => {
  it('answers one log, or 404 for an unknown id', async () => {
    expect(await (await get('/api/logs/seedlog03')).json()).toMatchObject({
      id: 'seedlog03',
      key: 'Interaction.SignIn.Submit',
    });
    const missing = await get('/api/logs/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'entity.not_exists_with_id' });
  });
});

describe('GET /api/dashboard/users/active', () => {
  it('counts daily, weekly and monthly active users with deltas and a 30-day curve', async () => {
    const { db } = server.gatehouse.context.database;
    const date = (offset: number) => day(offset).toISOString().slice(0, 10);
    await withTenant(db, 'default', (tx) =>
      tx.insert(dailyActiveUsers).values([
        { tenantId: 'default', userId: 'u1', date: date(0) },
        { tenantId: 'default', userId: 'u2', date: date(0) },
        { tenantId: 'default', userId: 'u1', date: date(1) },
        { tenantId: 'default', userId: 'u3', date: date(3) },
        { tenantId: 'default', userId: 'u4', date: date(10) },
      ]),
    );
    const response = await get(`/api/dashboard/users/active?date=${date(0)}`);
    const body = (await response.json()) as {
      dauCurve: { date: string; count: number }[];
      dau: object;
      wau: object;
      mau: object;
    };
    expect(body.dau).toEqual({ count: 2, delta: 1 });
    expect(body.wau).toEqual({ count: 3, delta: 2 });
    expect(body.mau).toEqual({ count: 4, delta: 4 });
    expect(body.dauCurve).toHaveLength(30);
    expect(body.dauCurve.at(-1)).toEqual({ date: date(0), count: 2 });
  });
});
