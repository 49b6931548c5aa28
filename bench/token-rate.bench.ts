import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startGatehouse, tempDataDir } from './lib/gatehouse.ts';
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
import {
  freePort,
  repoRoot,
  type Started,
  startProcess,
  stopProcess,
  tsxLoader,
  waitForStatus,
} from './lib/processes.ts';
import { type BenchResult, failureReason, isMain, printResult, type Row } from './lib/results.ts';

const resource = 'https://default.logto.app/api';
const scope = 'all';
const clientId = 'bench-m2m';
const clientSecret = 'bench-secret-0123456789abcdef';
const ratioTarget = 0.85;
const warmupSeconds = 3;
/** 20 s of load per target, as 4 slices of 5 s taken in rotating order (see runTokenRateBench). */
const rounds = 4;
const sliceSeconds = 5;
/** Set BENCH_CPU_PROF=<dir> to write a V8 CPU profile of each Gatehouse run into <dir> (bare: <dir>/bare). */
const cpuProfileDir = process.env.BENCH_CPU_PROF;

type Running = {
  target: TokenTarget;
  started: Started;
  alg: string;
  cleanup: () => Promise<unknown>;
};

const tokenTarget = (label: string, tokenUrl: string, serverPid: number): TokenTarget => ({
  label,
  tokenUrl,
  serverPid,
  authorization: `Basic ${Buffer.from(
    `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`,
  ).toString('base64')}`,
  body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope }).toString(),
});

/** Waits for readiness and checks one token; stops the process if either fails. */
const ready = async (
  started: Started,
  readyUrl: string,
  readyStatus: number,
  target: TokenTarget,
  cleanup: () => Promise<unknown>,
): Promise<Running> => {
  try {
    await waitForStatus(started, readyUrl, { status: readyStatus });
    return { target, started, alg: await checkTokenEndpoint(target), cleanup };
  } catch (error) {
    await stopProcess(started.child);
    await cleanup();
    throw error;
  }
};

const startBare = async () => {
  const port = await freePort();
  const started = startProcess(
    [
      ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}/bare`] : []),
      '--import',
      tsxLoader,
      path.join(repoRoot, 'bench/bare-provider.ts'),
    ],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      CLIENT_ID: clientId,
      CLIENT_SECRET: clientSecret,
      RESOURCE: resource,
      SCOPE: scope,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const target = tokenTarget('bare oidc-provider', `${base}/token`, started.child.pid!);
  return ready(started, `${base}/.well-known/openid-configuration`, 200, target, async () => {});
};

const startGatehouseVariant = async (
  label: string,
  env: Record<string, string>,
  cleanup: () => Promise<unknown>,
) => {
  const gatehouse = await startGatehouse({
    via: 'direct',
    env: { ...env, BOOTSTRAP_CLIENT_ID: clientId, BOOTSTRAP_CLIENT_SECRET: clientSecret },
    nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
  });
  const target = tokenTarget(label, `${gatehouse.mainUrl}/oidc/token`, gatehouse.child.pid!);
  return ready(gatehouse, `${gatehouse.mainUrl}/api/status`, 204, target, cleanup);
};

/** Gatehouse on PostgreSQL (a fresh database, when the shared server answers) and on PGlite. */
const startGatehouses = async (notes: string[], failures: Row[]) => {
  const variants: { label: string; start: (label: string) => Promise<Running> }[] = [];
  if (await postgresAnswers()) {
    variants.push({
      label: 'Gatehouse (PostgreSQL)',
      start: async (label) => {
        const database = await createBenchDatabase();
        return startGatehouseVariant(label, { DATABASE_URL: database.url }, database.drop);
      },
    });
  } else {
    notes.push('PostgreSQL skipped: nothing answered on 127.0.0.1:5432.');
  }
  variants.push({
    label: 'Gatehouse (PGlite)',
    start: async (label) => {
      const dataDir = await tempDataDir();
      return startGatehouseVariant(label, { DATA_DIR: dataDir }, () =>
        rm(dataDir, { recursive: true, force: true }),
      );
    },
  });
  const running: Running[] = [];
  for (const { label, start } of variants) {
    try {
      running.push(await start(label));
    } catch (error) {
      // One variant failing (e.g. the server cannot start on this database) must not hide the rest.
      process.stderr.write(`token-rate: ${label} failed: ${(error as Error).message}\n`);
      failures.push({
        measurement: `${label} / bare`,
        value: `not measured: ${failureReason(error)}`,
        target: `≥ ${ratioTarget * 100} %`,
        pass: false,
      });
    }
  }
  return running;
};

const rate = (value: number) => `${value.toFixed(0)} tokens/s`;
const describe = (result: LoadResult, alg: string) =>
  `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.total200} × 200, non-2xx ${result.non2xx}, errors ${result.errors}, ${result.cpuMsPerToken.toFixed(2)} CPU ms/token, slices ${result.sliceRange.map((r) => r.toFixed(0)).join('–')}/s, ${alg}`;

const gatehouseRows = (label: string, result: LoadResult, alg: string, bare: LoadResult): Row[] => {
  const ratio = result.ok200PerSecond / bare.ok200PerSecond;
  return [
    { measurement: label, value: rate(result.ok200PerSecond) },
    { measurement: `${label}, details`, value: describe(result, alg) },
    {
      measurement: `${label} / bare`,
      value: `${(ratio * 100).toFixed(0)} %`,
      target: `≥ ${ratioTarget * 100} %`,
      pass: ratio >= ratioTarget && result.non2xx === 0,
    },
    {
      measurement: `${label}: bare CPU ms/token ÷ Gatehouse CPU ms/token`,
      value: `${((bare.cpuMsPerToken / result.cpuMsPerToken) * 100).toFixed(0)} %`,
    },
  ];
};

/**
 * Client-credentials token issuance under the same load (50 connections, loopback) against a bare
 * oidc-provider and Gatehouse (PostgreSQL when the shared server answers, and PGlite). All targets
 * run side by side; after a 3 s warm-up each, the 20 s of load per target are taken as 4 slices
 * of 5 s in rotating order, so a change in the shared machine's load hits every target alike.
 */
export const runTokenRateBench = async (): Promise<BenchResult> => {
  const began = performance.now();
  const notes: string[] = [
    `autocannon, 50 connections, POST token endpoint with client_secret_basic and form body grant_type=client_credentials&resource=${resource}&scope=${scope}; rate counts only 200 answers.`,
    `All targets run at once (idle while another is loaded); each gets a ${warmupSeconds} s warm-up, then ${rounds * sliceSeconds} s measured as ${rounds} slices of ${sliceSeconds} s, interleaved in rotating order so drifting background load is shared fairly. p50 = median of the slices, p99 = worst slice.`,
    'Bare baseline: bench/bare-provider.ts (oidc-provider, in-memory adapter, one static client, EC P-384 key, ES384 JWT access tokens, TTL 3600 s).',
    'CPU ms/token = server process user+system CPU during its slices ÷ its 200 answers (from /proc/<pid>/stat).',
  ];
  const rows: Row[] = [];
  const running: Running[] = [];
  try {
    running.push(await startBare());
    running.push(...(await startGatehouses(notes, rows)));
    for (const { target } of running) await warmUp(target, warmupSeconds);
    const slices = new Map<Running, Slice[]>(running.map((entry) => [entry, []]));
    for (let round = 0; round < rounds; round += 1) {
      const order = [
        ...running.slice(round % running.length),
        ...running.slice(0, round % running.length),
      ];
      for (const entry of order)
        slices.get(entry)!.push(await measureSlice(entry.target, sliceSeconds));
      process.stderr.write(`token-rate: round ${round + 1}/${rounds} done\n`);
    }
    const [bare, ...gatehouses] = running.map((entry) => ({
      entry,
      result: combineSlices(slices.get(entry)!),
    }));
    rows.unshift(
      { measurement: 'bare oidc-provider', value: rate(bare!.result.ok200PerSecond) },
      {
        measurement: 'bare oidc-provider, details',
        value: describe(bare!.result, bare!.entry.alg),
      },
    );
    for (const { entry, result } of gatehouses) {
      rows.push(...gatehouseRows(entry.target.label, result, entry.alg, bare!.result));
    }
    for (const { entry, result } of [bare!, ...gatehouses]) {
      if (result.non2xx > 0 || result.errors > 0) {
        notes.push(
          `${entry.target.label}: status codes ${JSON.stringify(result.statusCodes)}, connection errors ${result.errors}.`,
        );
      }
    }
  } finally {
    for (const entry of running) {
      await stopProcess(entry.started.child);
      await entry.cleanup();
    }
  }
  return {
    name: 'token-rate',
    title: 'Client-credentials token rate',
    rows,
    notes,
    durationSeconds: (performance.now() - began) / 1000,
  };
};

if (isMain(import.meta.url)) printResult(await runTokenRateBench());
