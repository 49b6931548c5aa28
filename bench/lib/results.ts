import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './processes.ts';

export type Row = {
  measurement: string;
  value: string;
  target?: string;
  /** Undefined: informational row without a target. */
  pass?: boolean;
};

export type BenchResult = {
  name: string;
  title: string;
  rows: Row[];
  notes: string[];
  durationSeconds: number;
};

export const machineInfo = () => {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot })
      .toString()
      .trim();
  } catch {
    // not a git checkout: keep "unknown"
  }
  return {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    commit,
    /** Files of others' work in progress that the run also measured (shared work tree). */
    uncommitted: (() => {
      try {
        return execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages', 'scripts'], {
          cwd: repoRoot,
        })
          .toString()
          .split('\n')
          .filter(Boolean).length;
      } catch {
        return 0;
      }
    })(),
  };
};

const verdict = (row: Row) => (row.pass === undefined ? '—' : row.pass ? 'pass' : '**FAIL**');

export const renderResult = (result: BenchResult) => {
  const lines = [
    `## ${result.title}`,
    '',
    '| measurement | value | target | result |',
    '|---|---|---|---|',
    ...result.rows.map(
      (row) => `| ${row.measurement} | ${row.value} | ${row.target ?? '—'} | ${verdict(row)} |`,
    ),
    '',
  ];
  if (result.notes.length > 0) lines.push(...result.notes.map((note) => `- ${note}`), '');
  lines.push(`Run time: ${result.durationSeconds.toFixed(0)} s.`, '');
  return lines.join('\n');
};

/** Prints one benchmark's table (used when a bench file runs on its own). */
export const printResult = (result: BenchResult) => {
  process.stdout.write(`\n${renderResult(result)}\n`);
};

export const formatMs = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** True when this module is the script node was started with (`npx tsx bench/<file>`). */
export const isMain = (metaUrl: string) =>
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(metaUrl);

/** A one-line reason for a table cell: the first line of the message plus the server's last error line. */
export const failureReason = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').map((line) => line.trim());
  const serverError = lines.find((line) => /^(error|cause): |Error\b[^:]*: /i.test(line));
  return [lines[0], serverError].filter(Boolean).join(' — ').replaceAll('|', '/').slice(0, 240);
};
