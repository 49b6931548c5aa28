import pg from 'pg';
import { startGatehouse } from './lib/gatehouse.ts';
import { createBenchDatabase, postgresAnswers } from './lib/postgres.ts';
import { stopProcess, waitForStatus } from './lib/processes.ts';
import { type BenchResult, isMain, printResult, type Row } from './lib/results.ts';
import {
  clientId,
  clientSecret,
  load,
  pageSize,
  seedUsers,
  token,
  userCount,
} from './users-list.bench.ts';

// Issue 11: an organization with 100,000 members, its member list paged and searched
// (`GET /api/organizations/{id}/users`) at 20 connections on PostgreSQL.

const warmupSeconds = 3;
const measuredSeconds = 15;
const p99TargetMs = 50;
const organizationId = 'benchorg0001';
const roleId = 'benchrole0001';
/** Pages an administrator walks through from the top of the list. */
const browsedPages = 50;

/** The organization, every seeded user as a member, and one member in ten with a role. */
const seedOrganization = [
  `insert into organizations (tenant_id, id, name) values ('default', '${organizationId}', 'Bench org')`,
  `insert into organization_roles (tenant_id, id, name) values ('default', '${roleId}', 'bench member')`,
  `insert into organization_user_relations (tenant_id, organization_id, user_id)
   select 'default', '${organizationId}', id from users where tenant_id = 'default'`,
  `insert into organization_role_user_relations (tenant_id, organization_id, organization_role_id, user_id)
   select 'default', '${organizationId}', '${roleId}', id from users
   where tenant_id = 'default' and right(id, 1) = '0'`,
];

const randomInt = (max: number) => 1 + Math.floor(Math.random() * max);

export const runOrganizationMembersBench = async (): Promise<BenchResult> => {
  const began = performance.now();
  const rows: Row[] = [];
  const notes: string[] = [];
  const title = 'Organization members at 100,000 members';
  if (!(await postgresAnswers())) {
    notes.push('Skipped: nothing answered on 127.0.0.1:5432 (the benchmark needs PostgreSQL).');
    return { name: 'organization-members', title, rows, notes, durationSeconds: 0 };
  }
  const database = await createBenchDatabase();
  const gatehouse = await startGatehouse({
    via: 'direct',
    env: {
      DATABASE_URL: database.url,
      BOOTSTRAP_CLIENT_ID: clientId,
      BOOTSTRAP_CLIENT_SECRET: clientSecret,
    },
  });
  const client = new pg.Client({ connectionString: database.url });
  try {
    await waitForStatus(gatehouse, `${gatehouse.mainUrl}/api/status`, { status: 204 });
    await client.connect();
    const seedBegan = performance.now();
    await client.query(seedUsers);
    for (const statement of seedOrganization) await client.query(statement);
    await client.query(
      'vacuum analyze users, organization_user_relations, organization_role_user_relations',
    );
    const seedSeconds = (performance.now() - seedBegan) / 1000;
    const members = Number(
      (
        await client.query(
          `select count(*) from organization_user_relations where organization_id = '${organizationId}'`,
        )
      ).rows[0].count,
    );
    const bearer = await token(gatehouse.mainUrl);
    const lastPage = Math.ceil(members / pageSize);
    const parts = (
      await client.query(
        `select substr(md5((1 + floor(random() * ${userCount}))::int::text), 1, 10) as part
         from generate_series(1, 200)`,
      )
    ).rows.map(({ part }: { part: string }) => part);
    const base = `/api/organizations/${organizationId}/users`;

    const scenarios = [
      {
        label: `GET ${base}?page=<random 1..${browsedPages}>&page_size=${pageSize}`,
        path: () => `${base}?page=${randomInt(browsedPages)}&page_size=${pageSize}`,
        target: true,
      },
      {
        label: `GET ${base}?q=<unique e-mail part>`,
        path: () => `${base}?q=${parts[randomInt(parts.length) - 1]}`,
        target: true,
      },
      {
        label: `GET ${base}?q=<first name and number, e.g. "person 4711">`,
        path: () => `${base}?q=${encodeURIComponent(`Person ${randomInt(userCount)}`)}`,
        target: true,
      },
      {
        label: `GET ${base}?page=<random 1..${lastPage}>&page_size=${pageSize} (any depth)`,
        path: () => `${base}?page=${randomInt(lastPage)}&page_size=${pageSize}`,
        target: false,
      },
    ];
    for (const scenario of scenarios) {
      const check = await fetch(`${gatehouse.mainUrl}${scenario.path()}`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      if (check.status !== 200)
        throw new Error(`${scenario.label}: ${check.status} ${await check.text()}`);
      if (check.headers.get('total-number') === null)
        throw new Error(`${scenario.label}: no Total-Number`);
      const target = { mainUrl: gatehouse.mainUrl, serverPid: gatehouse.child.pid! };
      await load(target, bearer, scenario.path, warmupSeconds);
      const result = await load(target, bearer, scenario.path, measuredSeconds);
      rows.push({
        measurement: `${scenario.label}, p99`,
        value: `${result.p99} ms`,
        ...(scenario.target
          ? {
              target: `≤ ${p99TargetMs} ms`,
              pass: result.p99 <= p99TargetMs && result.non2xx === 0 && result.errors === 0,
            }
          : {}),
      });
      rows.push({
        measurement: `${scenario.label}, details`,
        value: `p50 ${result.p50} ms, ${result.rate.toFixed(0)} req/s, ${result.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}`,
      });
      const cpu = result.cpuMsPerRequest;
      rows.push({
        measurement: `${scenario.label}, CPU ms per request`,
        value: `server ${cpu.server.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, load generator ${cpu.generator.toFixed(2)}`,
      });
    }
    notes.push(
      `PostgreSQL (fresh database on 127.0.0.1:5432): ${userCount} users (the users-list seed), all ${members} members of one organization, one in ten holding an organization role, inserted with INSERT … SELECT in ${seedSeconds.toFixed(1)} s, then VACUUM ANALYZE; management token from the bootstrap M2M app.`,
      `autocannon, 20 connections, ${warmupSeconds} s warm-up then ${measuredSeconds} s measured per scenario; every answer carries the exact Total-Number and each row its organization roles. Searches pick one of 200 unique e-mail parts drawn beforehand, or "Person <n>" (matches n and every number starting with n, in the name column).`,
      `The any-depth row has no target; unfiltered pages at any depth are slices of the member ids each node holds (decision 021), so they cost what the first pages cost.`,
    );
  } finally {
    await client.end().catch(() => {});
    await stopProcess(gatehouse.child);
    await database.drop();
  }
  return {
    name: 'organization-members',
    title,
    rows,
    notes,
    durationSeconds: (performance.now() - began) / 1000,
  };
};

if (isMain(import.meta.url)) printResult(await runOrganizationMembersBench());
