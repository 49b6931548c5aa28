import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on (the OS picks it), or whether `port` can be bound again. */
const bindable = (port = 0) =>
  new Promise<number | undefined>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const bound = (probe.address() as { port: number }).port;
      probe.close(() => resolve(bound));
    });
  });

/** Every process below `root` (Linux /proc), the server that `npm start` runs among them. */
const descendantsOf = async (root: number): Promise<number[]> => {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // `pid (comm) state ppid …`; comm may contain spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(entry), ppid);
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return found;
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('npm start', () => {
  it('shuts the server down on SIGTERM: in-flight request answered, every process gone, ports free', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gatehouse-start-'));
    const [port, adminPort] = [await bindable(), await bindable()] as [number, number];
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
    // The README's command: npm runs the script through `sh`, the chain that once orphaned
    // the server (sh died of the forwarded SIGTERM and never passed it on).
    const npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        ADMIN_PORT: String(adminPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    npm.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${base}/api/status`).then(
              (response) => response.status,
              () => 0,
            ),
          {
            timeout: 110_000,
            interval: 500,
          },
        )
        .toBe(204);
      const processes = await descendantsOf(npm.pid as number);
      expect(processes.length).toBeGreaterThan(0);
      // The first start on an empty data directory shows its steps in the terminal (issue 9,
      // item 10): the embedded database, each migration, the seed, then the time to ready.
      await expect.poll(() => output, { timeout: 5_000 }).toMatch(/gatehouse: ready in \d+\.\d s/);
      expect(output).toContain('gatehouse: starting the server…');
      expect(output).toContain(
        `gatehouse: initialising embedded database (PGlite) in ${dataDir}; the first start takes longer…`,
      );
      expect(output).toMatch(
        /gatehouse: applying migrations 1\/(\d+)…[\s\S]*applying migrations \1\/\1…/,
      );
      expect(output).toContain('gatehouse: seeding tenants default and admin…');

      // A request whose body is still arriving when the signal comes.
      const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const slow = request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/experience',
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        slow.on('error', reject);
        slow.write('{"interactionEvent":');
        // Completes the body only once the shutdown has begun.
        const finish = setInterval(() => {
          if (!output.includes('shutting down')) return;
          clearInterval(finish);
          slow.end('"SignIn"}');
        }, 20);
      });
      await sleep(200);

      npm.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      expect(() => JSON.parse(answer.body)).not.toThrow();

      // Gone within the 10 s the server is given (the race is the bound, not a measurement).
      const deadline = sleep(10_000).then(() => 'timed out');
      expect(await Promise.race([exited(npm).then(() => 'exited'), deadline])).toBe('exited');
      await expect.poll(() => processes.filter(isAlive), { timeout: 2_000 }).toEqual([]);
      expect(output).toContain('"msg":"shut down"');
      expect(await bindable(port)).toBe(port);
      expect(await bindable(adminPort)).toBe(adminPort);
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) {
        for (const pid of await descendantsOf(npm.pid as number)) process.kill(pid, 'SIGKILL');
        npm.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
