import { rm } from 'node:fs/promises';
import { removeStubConsole, resolveLaunch, startGatehouse, tempDataDir } from './lib/gatehouse.ts';
import { readTreeCpuMs, stopProcess, waitForStatus } from './lib/processes.ts';
import {
  type BenchResult,
  formatMs,
  isMain,
  median,
  printResult,
  type Row,
} from './lib/results.ts';

const firstRunTargetMs = 20_000;
const existingRunTargetMs = 3_000;
const existingRuns = 3;

/** One `npm start`: spawn, poll `/console/` every 50 ms until 200, SIGTERM, wait for exit. */
const timeOneStart = async (dataDir: string, launch: Awaited<ReturnType<typeof resolveLaunch>>) => {
  const begin = performance.now();
  const gatehouse = await startGatehouse({
    via: launch.via,
    env: { DATA_DIR: dataDir, ...launch.env },
  });
  try {
    await waitForStatus(gatehouse, `${gatehouse.adminUrl}/console/`, { intervalMs: 50 });
    const wallMs = performance.now() - begin;
    return { wallMs, cpuMs: await readTreeCpuMs(gatehouse.child.pid!) };
  } finally {
    await stopProcess(gatehouse.child);
  }
};

/**
 * Time from `node scripts/start.mjs` to the console answering 200: once on a fresh data dir
 * (PGlite initdb, migrations, seed), then three times on that same dir (median).
 */
export const runStartupBench = async (): Promise<BenchResult> => {
  const began = performance.now();
  const launch = await resolveLaunch('start-script');
  const dataDir = await tempDataDir();
  const notes: string[] = [];
  if (launch.note) notes.push(launch.note);
  try {
    const first = await timeOneStart(dataDir, launch);
    process.stderr.write(`startup: first run ${formatMs(first.wallMs)}\n`);
    const again: { wallMs: number; cpuMs: number }[] = [];
    for (let run = 0; run < existingRuns; run += 1) {
      again.push(await timeOneStart(dataDir, launch));
      process.stderr.write(
        `startup: existing data dir run ${run + 1} ${formatMs(again.at(-1)!.wallMs)}\n`,
      );
    }
    const typical = median(again.map((run) => run.wallMs));
    const rows: Row[] = [
      {
        measurement: 'first run (fresh data dir: initdb + migrate + seed)',
        value: formatMs(first.wallMs),
        target: `≤ ${formatMs(firstRunTargetMs)}`,
        pass: first.wallMs <= firstRunTargetMs,
      },
      { measurement: 'first run, CPU time used until ready', value: formatMs(first.cpuMs) },
      {
        measurement: `existing data dir, median of ${existingRuns}`,
        value: formatMs(typical),
        target: `≤ ${formatMs(existingRunTargetMs)}`,
        pass: typical <= existingRunTargetMs,
      },
      {
        measurement: 'existing data dir, each run (wall / CPU)',
        value: again.map((run) => `${formatMs(run.wallMs)} / ${formatMs(run.cpuMs)}`).join(', '),
      },
    ];
    notes.push(
      `Command: \`${launch.via === 'start-script' ? 'node scripts/start.mjs' : 'node --import tsx apps/server/src/main.ts'}\` with DATA_DIR=<temp dir>, free PORT/ADMIN_PORT, HOST=127.0.0.1, LOG_LEVEL=warn; clock stops at the first 200 from GET /console/ on the admin port (polled every 50 ms). CPU time = user+system CPU of start.mjs, its build check and the server process until ready: when it is far below the wall time, the process was waiting for a busy machine.`,
    );
    return {
      name: 'startup',
      title: 'Startup time (PGlite)',
      rows,
      notes,
      durationSeconds: (performance.now() - began) / 1000,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await removeStubConsole();
  }
};

if (isMain(import.meta.url)) printResult(await runStartupBench());
