import { rm } from 'node:fs/promises';
import { startGatehouse, tempDataDir } from './lib/gatehouse.ts';
import { warmUp } from './lib/load.ts';
import { createBenchDatabase, postgresAnswers } from './lib/postgres.ts';
import { readMemory, sleep, stopProcess, waitForStatus } from './lib/processes.ts';
import { type BenchResult, failureReason, isMain, printResult, type Row } from './lib/results.ts';

const idleMs = 10_000;
const postgresTargetMb = 150;
/** A token burst, then the quiet spell after which the server trims its heap (heap-trim.ts: 30 s). */
const burstSeconds = 8;
const afterBurstMs = 40_000;
const clientId = 'bench-m2m';
const clientSecret = 'bench-secret-0123456789abcdef';

/**
 * Starts the server process itself (what start.mjs spawns, so /proc/<pid> is the server and not
 * the wrapper), waits for readiness, idles, sends one /api/status, and reads VmRSS / VmHWM.
 */
const measureIdle = async (env: Record<string, string>, options: { burst?: boolean } = {}) => {
  const gatehouse = await startGatehouse({
    via: 'direct',
    env: { ...env, BOOTSTRAP_CLIENT_ID: clientId, BOOTSTRAP_CLIENT_SECRET: clientSecret },
  });
  try {
    await waitForStatus(gatehouse, `${gatehouse.mainUrl}/api/status`, { status: 204 });
    await sleep(idleMs);
    await waitForStatus(gatehouse, `${gatehouse.mainUrl}/api/status`, { status: 204 });
    await sleep(200);
    const idle = await readMemory(gatehouse.child.pid!);
    if (!options.burst) return { idle };
    await warmUp(
      {
        label: 'burst',
        tokenUrl: `${gatehouse.mainUrl}/oidc/token`,
        serverPid: gatehouse.child.pid!,
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          resource: 'https://default.logto.app/api',
          scope: 'all',
        }).toString(),
      },
      burstSeconds,
    );
    const burst = await readMemory(gatehouse.child.pid!);
    await sleep(afterBurstMs);
    const settled = await readMemory(gatehouse.child.pid!);
    return { idle, burst, settled };
  } finally {
    await stopProcess(gatehouse.child);
  }
};

const mb = (value: number) => `${value.toFixed(0)} MB`;

export const runIdleMemoryBench = async (): Promise<BenchResult> => {
  const began = performance.now();
  const rows: Row[] = [];
  const notes: string[] = [
    `RSS = VmRSS of the server node process (not the start.mjs wrapper) after readiness, ${idleMs / 1000} s idle and one GET /api/status; peak = VmHWM over the process lifetime.`,
    `After the idle reading, the PostgreSQL server gets ${burstSeconds} s of client-credentials tokens (autocannon, 50 connections), which grow its young generation; it gives the memory back after 30 s without a request (apps/server/src/heap-trim.ts).`,
  ];

  const dataDir = await tempDataDir();
  try {
    const { idle: fresh } = await measureIdle({ DATA_DIR: dataDir });
    rows.push({ measurement: 'PGlite, first start (fresh data dir), RSS', value: mb(fresh.rssMb) });
    rows.push({ measurement: 'PGlite, first start, peak RSS', value: mb(fresh.peakMb) });
    const { idle: reopened } = await measureIdle({ DATA_DIR: dataDir });
    rows.push({ measurement: 'PGlite, existing data dir, RSS', value: mb(reopened.rssMb) });
    rows.push({ measurement: 'PGlite, existing data dir, peak RSS', value: mb(reopened.peakMb) });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  if (await postgresAnswers()) {
    const database = await createBenchDatabase();
    try {
      const { idle, burst, settled } = await measureIdle(
        { DATABASE_URL: database.url },
        { burst: true },
      );
      rows.push({
        measurement: 'PostgreSQL, RSS',
        value: mb(idle.rssMb),
        target: `≤ ${postgresTargetMb} MB`,
        pass: idle.rssMb <= postgresTargetMb,
      });
      rows.push({ measurement: 'PostgreSQL, peak RSS', value: mb(idle.peakMb) });
      if (burst && settled) {
        rows.push({
          measurement: `PostgreSQL, RSS right after ${burstSeconds} s of tokens (50 connections)`,
          value: mb(burst.rssMb),
        });
        rows.push({
          measurement: `PostgreSQL, RSS ${afterBurstMs / 1000} s after the burst`,
          value: mb(settled.rssMb),
          target: `≤ ${postgresTargetMb} MB`,
          pass: settled.rssMb <= postgresTargetMb,
        });
      }
    } catch (error) {
      rows.push({
        measurement: 'PostgreSQL, RSS',
        value: `not measured: ${failureReason(error)}`,
        target: `≤ ${postgresTargetMb} MB`,
        pass: false,
      });
    } finally {
      await database.drop();
    }
  } else {
    rows.push({
      measurement: 'PostgreSQL, RSS',
      value: 'skipped',
      target: `≤ ${postgresTargetMb} MB`,
    });
    notes.push('PostgreSQL skipped: nothing answered on 127.0.0.1:5432.');
  }
  return {
    name: 'idle-memory',
    title: 'Idle memory of the server process',
    rows,
    notes,
    durationSeconds: (performance.now() - began) / 1000,
  };
};

if (isMain(import.meta.url)) printResult(await runIdleMemoryBench());
