import { rm } from 'node:fs/promises';
import { openDatabase } from '../apps/server/src/db/client.ts';
import * as t from '../apps/server/src/db/schema/index.ts';
import { type GatehouseProcess, startGatehouse, tempDataDir } from './lib/gatehouse.ts';
import {
  checkTokenEndpoint,
  combineSlices,
  type LoadResult,
  measureSlice,
  type Slice,
  type TokenTarget,
  warmUp,
} from './lib/load.ts';
import { createBenchDatabase, postgresAnswers } from './lib/postgres.ts';
import { stopProcess, waitForStatus } from './lib/processes.ts';
import { type BenchResult, isMain, printResult, type Row } from './lib/results.ts';

const tenantId = 'default';
const managementApi = 'https://default.logto.app/api';
const ordersApi = 'https://orders.bench.example';
const clientId = 'bench-m2m';
const clientSecret = 'bench-secret-0123456789abcdef';
const organizationId = 'bench-org';
/** An organization token may cost at most this much server CPU per token (issue 11). */
const cpuRatioTarget = 1.3;
const warmupSeconds = 3;
const rounds = 4;
const sliceSeconds = 5;

/**
 * The bootstrap machine-to-machine application (management API, scope `all`) is put into an
 * organization with a MachineToMachine organization role holding three organization scopes and
 * an API resource scope, through the drizzle schema.
 */
const seed = async (database: { databaseUrl?: string; dataDir: string }) => {
  const handle = await openDatabase({ ...database, poolSize: 1 });
  try {
    // The owner's connection, not a tenant transaction: on PostgreSQL those open the tenant's own
    // login, whose password is sealed with the server's key (decision 010), not known here.
    await handle.db.transaction(async (tx) => {
      await tx
        .insert(t.resources)
        .values({ tenantId, id: 'bench-orders', name: 'Orders', indicator: ordersApi });
      await tx
        .insert(t.scopes)
        .values({ tenantId, id: 'bench-orders-read', resourceId: 'bench-orders', name: 'read' });
      await tx.insert(t.organizations).values({ tenantId, id: organizationId, name: 'Bench' });
      await tx.insert(t.organizationScopes).values(
        ['read:data', 'write:data', 'invite:member'].map((name, index) => ({
          tenantId,
          id: `bench-scope-${index}`,
          name,
        })),
      );
      await tx
        .insert(t.organizationRoles)
        .values({ tenantId, id: 'bench-robot', name: 'robot', type: 'MachineToMachine' });
      await tx.insert(t.organizationRoleScopes).values(
        [0, 1, 2].map((index) => ({
          tenantId,
          organizationRoleId: 'bench-robot',
          organizationScopeId: `bench-scope-${index}`,
        })),
      );
      await tx
        .insert(t.organizationRoleResourceScopes)
        .values({ tenantId, organizationRoleId: 'bench-robot', scopeId: 'bench-orders-read' });
      await tx
        .insert(t.organizationApplications)
        .values({ tenantId, organizationId, applicationId: clientId });
      await tx.insert(t.organizationRoleApplications).values({
        tenantId,
        organizationId,
        organizationRoleId: 'bench-robot',
        applicationId: clientId,
      });
    });
  } finally {
    await handle.close();
  }
};

const target = (label: string, gatehouse: GatehouseProcess, params: Record<string, string>) =>
  ({
    label,
    tokenUrl: `${gatehouse.mainUrl}/oidc/token`,
    serverPid: gatehouse.child.pid!,
    authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    body: new URLSearchParams({ grant_type: 'client_credentials', ...params }).toString(),
  }) satisfies TokenTarget;

const start = async (env: Record<string, string>) => {
  const gatehouse = await startGatehouse({
    via: 'direct',
    env: { ...env, BOOTSTRAP_CLIENT_ID: clientId, BOOTSTRAP_CLIENT_SECRET: clientSecret },
  });
  await waitForStatus(gatehouse, `${gatehouse.mainUrl}/api/status`, { status: 204 });
  return gatehouse;
};

/**
 * One database: Gatehouse started (it migrates and seeds the tenant), the organization seeded,
 * then the three kinds of client-credentials token measured side by side on the same process.
 * PGlite has one connection per data directory, so there the server is stopped for the seed.
 */
const measure = async (kind: 'PostgreSQL' | 'PGlite') => {
  let gatehouse: GatehouseProcess | undefined;
  let cleanup: () => Promise<unknown> = async () => {};
  try {
    if (kind === 'PostgreSQL') {
      const database = await createBenchDatabase();
      cleanup = database.drop;
      gatehouse = await start({ DATABASE_URL: database.url });
      await seed({ databaseUrl: database.url, dataDir: '' });
    } else {
      const dataDir = await tempDataDir();
      cleanup = () => rm(dataDir, { recursive: true, force: true });
      await stopProcess((await start({ DATA_DIR: dataDir })).child);
      await seed({ dataDir });
      gatehouse = await start({ DATA_DIR: dataDir });
    }
    const targets = [
      target('plain access token', gatehouse, { resource: managementApi, scope: 'all' }),
      target('organization token', gatehouse, {
        organization_id: organizationId,
        scope: 'read:data write:data invite:member',
      }),
      target('organization API resource token', gatehouse, {
        organization_id: organizationId,
        resource: ordersApi,
        scope: 'read',
      }),
    ];
    for (const entry of targets) await checkTokenEndpoint(entry);
    for (const entry of targets) await warmUp(entry, warmupSeconds);
    const slices = new Map<TokenTarget, Slice[]>(targets.map((entry) => [entry, []]));
    for (let round = 0; round < rounds; round += 1) {
      const order = [...targets.slice(round % 3), ...targets.slice(0, round % 3)];
      for (const entry of order) slices.get(entry)!.push(await measureSlice(entry, sliceSeconds));
      process.stderr.write(`organization-token (${kind}): round ${round + 1}/${rounds} done\n`);
    }
    return targets.map((entry) => ({ entry, result: combineSlices(slices.get(entry)!) }));
  } finally {
    if (gatehouse) await stopProcess(gatehouse.child);
    await cleanup();
  }
};

const describe = (result: LoadResult) =>
  `${result.ok200PerSecond.toFixed(0)} tokens/s, ${result.cpuMsPerToken.toFixed(2)} CPU ms/token, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}`;

/**
 * Server CPU per client-credentials token: a plain access token (management API), an
 * organization token (`organization_id`) and an organization API resource token (both), on one
 * Gatehouse process per database, load slices interleaved.
 */
export const runOrganizationTokenBench = async (): Promise<BenchResult> => {
  const began = performance.now();
  const rows: Row[] = [];
  const notes = [
    'autocannon, 50 connections, client_credentials with client_secret_basic for one machine-to-machine application; plain = resource=management API scope=all; organization token = organization_id (3 organization scopes through one MachineToMachine organization role); organization API resource token = organization_id + resource (1 scope through the role).',
    `Each target: ${warmupSeconds} s warm-up, then ${rounds} slices of ${sliceSeconds} s interleaved in rotating order. CPU ms/token = server process user+system CPU during its slices ÷ its 200 answers.`,
  ];
  const kinds: ('PostgreSQL' | 'PGlite')[] = (await postgresAnswers())
    ? ['PostgreSQL', 'PGlite']
    : ['PGlite'];
  for (const kind of kinds) {
    const [plain, organization, organizationResource] = await measure(kind);
    for (const { entry, result } of [plain!, organization!, organizationResource!]) {
      rows.push({ measurement: `${kind}: ${entry.label}`, value: describe(result) });
    }
    for (const { entry, result } of [organization!, organizationResource!]) {
      const ratio = result.cpuMsPerToken / plain!.result.cpuMsPerToken;
      rows.push({
        measurement: `${kind}: ${entry.label} CPU ÷ plain CPU`,
        value: `${ratio.toFixed(2)}×`,
        target: `≤ ${cpuRatioTarget}×`,
        pass: ratio <= cpuRatioTarget && result.non2xx === 0,
      });
    }
  }
  return {
    name: 'organization-token',
    title: 'Organization token cost (client credentials)',
    rows,
    notes,
    durationSeconds: (performance.now() - began) / 1000,
  };
};

if (isMain(import.meta.url)) printResult(await runOrganizationTokenBench());
