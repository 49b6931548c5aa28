import type { Server } from 'node:http';
import v8 from 'node:v8';

/**
 * Gives the young generation's memory back when the server has nothing to do
 * (docs/decisions/025-young-generation-and-heap-trim.md).
 *
 * V8 grows its young generation (semi-spaces) while start-up or a burst of requests keeps many
 * objects alive, and on this V8 it does not shrink it again on its own while the process idles:
 * its memory reducer judges the allocation rate from the last collection, which was busy. A
 * large young generation makes tokens cheaper under load (fewer scavenges); a small one keeps an
 * idle server small. So the server runs with a large cap and, once start-up is over and whenever
 * a busy spell is followed by a quiet one, asks V8 for a memory-reducing collection, which
 * shrinks the young generation to its minimum and releases the pages.
 */

type FullGc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's `gc` function, which the server process gets from `--expose-gc` (scripts/server-node-
 * args.mjs); V8 defines it as a non-configurable global, so it stays there. Undefined when the
 * process runs without the flag (tests, `npm run dev`): the server then never trims. Turning the
 * flag on at run time (`v8.setFlagsFromString`) was measured to slow every later token by a fifth.
 */
export const exposedFullGc = (): FullGc | undefined => {
  const gc = (globalThis as { gc?: unknown }).gc;
  return typeof gc === 'function' ? (gc as FullGc) : undefined;
};

/** Committed size of the young generation, in bytes. */
export const youngGenerationBytes = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

/** A young generation above this has grown since the last trim and is worth giving back. */
const grownBytes = 8 * 1024 * 1024;
/**
 * A quiet spell: this long without a request starting. A trim costs the next requests some
 * warm-up again (compiled code is dropped with the memory), so short pauses between bursts do not
 * trigger it.
 */
const defaultQuietMs = 30_000;
const defaultCheckEveryMs = 5_000;

export type HeapTrimmerOptions = {
  servers: Server[];
  /** Called with what a trim gave back (tests, debug logging). */
  onTrim?: (trim: { youngBeforeBytes: number; youngAfterBytes: number; ms: number }) => void;
  /** Injected in tests; V8's own by default. */
  fullGc?: FullGc | undefined;
  youngBytes?: () => number;
  quietMs?: number;
  checkEveryMs?: number;
};

export type HeapTrimmer = {
  /** Trims now if the young generation has grown (the end of start-up calls it). */
  trimIfGrown: () => boolean;
  stop: () => void;
};

/**
 * Watches the servers' requests and trims the heap after a quiet spell that follows work. The
 * check is a counter read every few seconds; a trim is one full collection (tens of ms), which
 * only ever runs when no request arrived for `quietMs` and the young generation has grown.
 */
export const startHeapTrimmer = ({
  servers,
  onTrim,
  fullGc = exposedFullGc(),
  youngBytes = youngGenerationBytes,
  quietMs = defaultQuietMs,
  checkEveryMs = defaultCheckEveryMs,
}: HeapTrimmerOptions): HeapTrimmer => {
  let requests = 0;
  const count = () => {
    requests += 1;
  };
  for (const server of servers) server.on('request', count);

  const trimIfGrown = () => {
    if (!fullGc) return false;
    const youngBeforeBytes = youngBytes();
    if (youngBeforeBytes <= grownBytes) return false;
    const started = performance.now();
    fullGc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    onTrim?.({ youngBeforeBytes, youngAfterBytes: youngBytes(), ms: performance.now() - started });
    return true;
  };

  let seen = 0;
  let lastActivityAt = Date.now();
  const timer = setInterval(() => {
    if (requests !== seen) {
      seen = requests;
      lastActivityAt = Date.now();
    } else if (Date.now() - lastActivityAt >= quietMs) {
      trimIfGrown();
    }
  }, checkEveryMs);
  timer.unref();

  return {
    trimIfGrown,
    stop: () => {
      clearInterval(timer);
      for (const server of servers) server.off('request', count);
    },
  };
};
