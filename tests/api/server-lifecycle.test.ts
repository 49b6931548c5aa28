import { request } from 'node:http';
import { users } from '@gatehouse/server/src/db/schema/index.ts';
import { withTenant } from '@gatehouse/server/src/db/tenant-scope.ts';
import { describe, expect, it } from 'vitest';
import { useServer } from './helpers/server.ts';
import { forgeToken } from './helpers/tokens.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('finishes a request that is in flight when the server is told to stop', async () => {
    const server = await useServer();
    await withTenant(server.gatehouse.context.database.db, 'admin', (tx) =>
      tx.insert(users).values({ tenantId: 'admin', id: 'in-flight', username: 'in_flight' }),
    );
    const token = await forgeToken(server, 'admin', {
      sub: 'in-flight',
      aud: 'https://admin.logto.app/me',
      scope: 'all',
    });
    const url = new URL('/api/status', server.adminUrl);

    // A request whose body arrives slowly keeps the connection busy while stop() begins.
    const answered = new Promise<number>((resolve, reject) => {
      const slow = request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: '/me/custom-data',
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      slow.on('error', reject);
      slow.write('{"a":');
      void sleep(300).then(() => slow.end('1}'));
    });
    await sleep(100);
    const stopped = server.stop();
    // The body completes after stop() began, and the request still gets its whole answer.
    expect(await answered).toBe(200);
    await stopped;
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe('tenant resolution', () => {
  it('answers 404 tenant.not_found as JSON for an unknown tenant (cloud, path routing)', async () => {
    const server = await useServer({ GATEHOUSE_EDITION: 'cloud' });
    try {
      const response = await fetch(`${new URL(server.mainUrl).origin}/nosuchtenant/api/status`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'tenant.not_found' });
    } finally {
      await server.stop();
    }
  });
});
