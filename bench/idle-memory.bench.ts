import { rm } from 'node:fs/promises';
import { startGatehouse, tempDataDir } from './lib/gatehouse.ts';
import { createBenchDatabase, postgresAnswers } from './lib/postgres.ts';
import { readMemory, sleep, stopProcess, waitForStatus } from './lib/processes.ts';
import { type BenchResult, failureReason, isMain, printResult, type Row } from './lib/results.ts';

const idleMs = 10_000;
const postgresTargetMb = 150;

/**
 * Starts the server process itself (what start.mjs spawns, so /proc/<pid> is the server and not
 * the wrapper), waits for readiness, idles, sends one /api/status, and reads VmRSS / VmHWM.
 */
const measureIdle = async (env: Record<string, string>) => {
  const gatehouse = await startGatehouse({ via: 'direct', env });
  try {
    await waitForStatus(gatehouse, `${gatehouse.mainUrl}/api/status`, { status: 204 });
    await sleep(idleMs);
    await waitForStatus(gatehouse, `${gatehouse.mainUrl}/api/status`, { status: 204 });
    await sleep(200);
    return await readMemory(gatehouse.child.pid!);
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
  ];

  const dataDir = await tempDataDir();
  try {
    const fresh = await measureIdle({ DATA_DIR: dataDir });
    rows.push({ measurement: 'PGlite, first start (fresh data dir), RSS', value: mb(fresh.rssMb) });
    rows.push({ measurement: 'PGlite, first start, peak RSS', value: mb(fresh.peakMb) });
    const reopened = await measureIdle({ DATA_DIR: dataDir });
    rows.push({ measurement: 'PGlite, existing data dir, RSS', value: mb(reopened.rssMb) });
    rows.push({ measurement: 'PGlite, existing data dir, peak RSS', value: mb(reopened.peakMb) });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  if (await postgresAnswers()) {
    const database = await createBenchDatabase();
    try {
      const memory = await measureIdle({ DATABASE_URL: database.url });
      rows.push({
        measurement: 'PostgreSQL, RSS',
        value: mb(memory.rssMb),
        target: `≤ ${postgresTargetMb} MB`,
        pass: memory.rssMb <= postgresTargetMb,
      });
      rows.push({ measurement: 'PostgreSQL, peak RSS', value: mb(memory.peakMb) });
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
