import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

/** The repository root (bench/ lives directly below it). */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The tsx loader, resolved the same way `scripts/start.mjs` does. */
export const tsxLoader = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist/loader.mjs',
);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port the OS reports free right now (bound on 127.0.0.1 and released). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export type Started = { child: ChildProcess; output: () => string };

/**
 * Spawns a process whose stdout/stderr are kept (last 64 KB) so a failed start can be explained,
 * instead of being mixed into the benchmark's own output.
 */
export const startProcess = (
  args: string[],
  env: Record<string, string | undefined>,
  cwd = repoRoot,
): Started => {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
};

/** Polls `url` every `intervalMs` until it answers `status`; fails if the process exits first. */
export const waitForStatus = async (
  started: Started,
  url: string,
  options: { status?: number; intervalMs?: number; timeoutMs?: number } = {},
) => {
  const { status = 200, intervalMs = 50, timeoutMs = 120_000 } = options;
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(`process exited before ${url} answered:\n${started.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `${url} did not answer ${status} in ${timeoutMs} ms (${last}):\n${started.output()}`,
  );
};

/** Sends SIGTERM and waits for the exit; SIGKILL after `graceMs` so a hung process never leaks. */
export const stopProcess = async (child: ChildProcess, graceMs = 15_000) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
};

/** The direct children of a process, from /proc (Linux). */
export const childPids = async (pid: number): Promise<number[]> => {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const pids: number[] = [];
  for (const task of tasks) {
    const text = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    pids.push(...text.split(/\s+/).filter(Boolean).map(Number));
  }
  return pids;
};

/** Resident and peak resident memory of a process in MB, from /proc/<pid>/status. */
export const readMemory = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`${name} missing in /proc/${pid}/status`);
    return Number(match[1]) / 1024;
  };
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
};

let clockTicks: number | undefined;

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat; with
 * `waitedChildren`, plus that of its children that already exited and were waited for.
 */
export const readCpuMs = async (pid: number, options: { waitedChildren?: boolean } = {}) => {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name: utime, stime, cutime, cstime are fields 14–17.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const own = fields[11]! + fields[12]!;
  const children = options.waitedChildren ? fields[13]! + fields[14]! : 0;
  return ((own + children) * 1000) / clockTicks;
};

/** CPU ms of a process, its exited children, and its live descendants (one level is enough here). */
export const readTreeCpuMs = async (pid: number) => {
  let total = await readCpuMs(pid, { waitedChildren: true });
  for (const child of await childPids(pid)) total += await readCpuMs(child).catch(() => 0);
  return total;
};

/**
 * CPU ms used so far by each live process whose command is `postgres` (the server and its
 * backends), by pid. Compare two readings with `postgresCpuMsBetween`.
 */
export const readPostgresCpuMs = async () => {
  const byPid = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    const ms = await readCpuMs(Number(entry)).catch(() => undefined);
    if (ms !== undefined) byPid.set(Number(entry), ms);
  }
  return byPid;
};

/**
 * CPU ms PostgreSQL used between two readings: a backend started in between (a pool reconnecting
 * after its idle timeout) counts whole; one that exited in between is lost, so keep pools busy.
 */
export const postgresCpuMsBetween = (before: Map<number, number>, after: Map<number, number>) => {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
};
