import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { exposedFullGc, startHeapTrimmer } from './heap-trim.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = 2 ** 20;

/** A trimmer over one real (unlistened) server whose requests the test emits itself. */
const watch = (young: { bytes: number }) => {
  const server = createServer();
  const trims: number[] = [];
  const trimmer = startHeapTrimmer({
    servers: [server],
    fullGc: () => {
      trims.push(young.bytes);
      young.bytes = 1 * mb;
    },
    youngBytes: () => young.bytes,
    quietMs: 300,
    checkEveryMs: 20,
  });
  const request = () => server.emit('request');
  return { trimmer, trims, request };
};

describe('heap trimmer', () => {
  it('trims only after a quiet spell, and only a grown young generation', async () => {
    const young = { bytes: 64 * mb };
    const { trimmer, trims, request } = watch(young);
    try {
      // Steady requests: never quiet for 300 ms (even on a slow machine).
      for (let i = 0; i < 20; i += 1) {
        request();
        await sleep(10);
      }
      expect(trims).toEqual([]);
      // Quiet: one trim, then none while the young generation stays small.
      await sleep(700);
      expect(trims).toEqual([64 * mb]);
      await sleep(200);
      expect(trims).toHaveLength(1);
      // A new burst grows it again; the next quiet spell trims again.
      young.bytes = 32 * mb;
      request();
      await sleep(700);
      expect(trims).toEqual([64 * mb, 32 * mb]);
    } finally {
      trimmer.stop();
    }
  });

  it('trims at once when asked (end of start-up), and not a small young generation', () => {
    const young = { bytes: 4 * mb };
    const { trimmer, trims } = watch(young);
    try {
      expect(trimmer.trimIfGrown()).toBe(false);
      young.bytes = 16 * mb;
      expect(trimmer.trimIfGrown()).toBe(true);
      expect(trims).toEqual([16 * mb]);
    } finally {
      trimmer.stop();
    }
  });

  it('does nothing without V8’s gc (a process started without --expose-gc)', () => {
    expect(exposedFullGc()).toBeUndefined();
    const trimmer = startHeapTrimmer({ servers: [], youngBytes: () => 64 * mb });
    expect(trimmer.trimIfGrown()).toBe(false);
    trimmer.stop();
  });

  it('gives a grown young generation and its memory back in a real server process', async () => {
    // The flags are the server's own (scripts/server-node-args.mjs); the work grows the young
    // generation the way start-up does, by keeping many objects alive across scavenges.
    const { serverNodeArgs } = await import('../../../scripts/server-node-args.mjs');
    const script = `
      import { startHeapTrimmer, youngGenerationBytes } from ${JSON.stringify(path.join(import.meta.dirname, 'heap-trim.ts'))};
      let kept = [];
      for (let i = 0; i < 400000; i += 1) kept.push({ i, text: 'x' + i, list: [i] });
      kept = undefined;
      const before = { young: youngGenerationBytes(), rss: process.memoryUsage().rss };
      const trimmed = startHeapTrimmer({ servers: [] }).trimIfGrown();
      const after = { young: youngGenerationBytes(), rss: process.memoryUsage().rss };
      console.log(JSON.stringify({ trimmed, before, after }));
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...serverNodeArgs(''), '--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: path.resolve(import.meta.dirname, '../../..') },
    );
    const { trimmed, before, after } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      trimmed: boolean;
      before: { young: number; rss: number };
      after: { young: number; rss: number };
    };
    expect(before.young).toBeGreaterThan(16 * mb);
    expect(trimmed).toBe(true);
    expect(after.young).toBeLessThanOrEqual(2 * mb);
    expect(before.rss - after.rss).toBeGreaterThan(16 * mb);
  }, 30_000);
});
