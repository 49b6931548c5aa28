import pg from 'pg';
import { startGatehouse } from './lib/gatehouse.ts';
import { createBenchDatabase, postgresAnswers } from './lib/postgres.ts';
import { stopProcess, waitForStatus } from './lib/processes.ts';
import {
  clientId,
  clientSecret,
  load,
  pageSize,
  seedUsers,
  token,
  userCount,
} from './users-list.bench.ts';

/**
 * The user-list scenarios of users-list.bench.ts against two server bundles at once, on one
 * database of 100,000 users, in interleaved slices (A B, B A, …) so the machine's drifting
 * background load falls on both alike. For before/after numbers of a change:
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && ln -s "$PWD/../main/node_modules" . \
 *     && node scripts/build-server.mjs)
 *   npx tsx bench/compare-builds.ts /tmp/before/apps/server/dist/main.js [rounds] [seconds]
 *
 * The second bundle is this checkout's (built when stale). Both must share the migrations.
 */
const [baseBundle, roundsArg = '3', secondsArg = '8'] = process.argv.slice(2);
if (!baseBundle)
  throw new Error('usage: compare-builds.ts <base bundle main.js> [rounds] [seconds]');
if (!(await postgresAnswers())) throw new Error('nothing answers on 127.0.0.1:5432');

const database = await createBenchDatabase();
const env = {
  DATABASE_URL: database.url,
  BOOTSTRAP_CLIENT_ID: clientId,
  BOOTSTRAP_CLIENT_SECRET: clientSecret,
};
const targets: { name: string; gatehouse: Awaited<ReturnType<typeof startGatehouse>> }[] = [];
try {
  // One after the other: the first start migrates the database.
  for (const [name, bundle] of [
    ['base', baseBundle],
    ['this checkout', undefined],
  ] as const) {
    const gatehouse = await startGatehouse({ via: 'direct', env, bundle });
    targets.push({ name, gatehouse });
    await waitForStatus(gatehouse, `${gatehouse.mainUrl}/api/status`, { status: 204 });
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(seedUsers);
  await client.query('vacuum analyze users');
  const parts = (
    await client.query(
      `select substr(md5((1 + floor(random() * ${userCount}))::int::text), 1, 10) as part
       from generate_series(1, 200)`,
    )
  ).rows.map(({ part }: { part: string }) => part);
  await client.end();

  const lastPage = Math.ceil(userCount / pageSize);
  const scenarios = {
    page: () => `/api/users?page=${1 + Math.floor(Math.random() * lastPage)}&page_size=${pageSize}`,
    search: () =>
      `/api/users?search.primaryEmail=${encodeURIComponent(`%${parts[Math.floor(Math.random() * parts.length)]}%`)}`,
  };
  const bearers = await Promise.all(targets.map(({ gatehouse }) => token(gatehouse.mainUrl)));
  console.log(
    '| scenario | build | req/s | p50 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [scenario, nextPath] of Object.entries(scenarios)) {
    for (let round = -1; round < Number(roundsArg); round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) {
        const { name, gatehouse } = targets[index]!;
        const target = { mainUrl: gatehouse.mainUrl, serverPid: gatehouse.child.pid! };
        // Round -1 warms both up and is not shown.
        const result = await load(
          target,
          bearers[index]!,
          nextPath,
          round < 0 ? 3 : Number(secondsArg),
        );
        if (round < 0) continue;
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: failed requests`);
        const cpu = result.cpuMsPerRequest;
        console.log(
          `| ${scenario} | ${name} | ${result.rate.toFixed(0)} | ${result.p50} | ${result.p99} | ${cpu.server.toFixed(2)} | ${cpu.postgres.toFixed(2)} |`,
        );
      }
    }
  }
} finally {
  for (const { gatehouse } of targets) await stopProcess(gatehouse.child);
  await database.drop();
}
