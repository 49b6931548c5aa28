import os from 'node:os';

// How the server process is started (start.mjs; the benchmarks' direct starts): its Node.js
// options and the environment added to the operator's. docs/decisions/025 explains the choices;
// bench/RESULTS.notes.md has the measurements.
//
// - A 32 MB semi-space: the young generation a token burst needs (at 8 MB, scavenges ran four
//   times as often and cost ~30 µs of main thread per token). An idle server gives it back:
//   apps/server/src/heap-trim.ts trims after start-up and after 30 s without requests, through
//   V8's `gc`, which `--expose-gc` provides.
// - glibc's malloc with a fixed mmap threshold (its initial 128 KB): by default glibc raises the
//   threshold each time a large block is freed, so start-up's large compiler buffers end up in
//   the main heap, which cannot shrink around what is still in use (about 30 MB of idle RSS).
//   Other C libraries ignore the variable.
// - A thread pool no larger than the machine's cores (up to libuv's 4): see threadPoolSize.
// - No memory reducer: after a few seconds without allocation V8 would collect with memory
//   reduction on its own, which made the next burst start cold (PGlite server: 0.12 ms more CPU
//   per token for a whole 5 s burst after a 10 s pause). The heap trimmer takes its place, after
//   a longer quiet spell.
// Options and variables the operator set (NODE_OPTIONS, GLIBC_TUNABLES, UV_THREADPOOL_SIZE) win.
export const serverNodeArgs = (nodeOptions = process.env.NODE_OPTIONS ?? '') => [
  ...(/--max-semi-space-size/.test(nodeOptions) ? [] : ['--max-semi-space-size=32']),
  '--expose-gc',
  '--no-memory-reducer',
];

/**
 * libuv's thread pool, which signs tokens (WebCrypto) and hashes passwords (Argon2): no more
 * threads than cores, up to libuv's own default of 4, and at least 2 (docs/decisions/027). On a
 * 2-core machine, four pool threads left the main thread waiting for a core while the pool drained.
 */
export const threadPoolSize = (cores = os.availableParallelism()) =>
  Math.min(4, Math.max(2, cores));

/** Variables the server process gets on top of `environment` (unless already set there). */
export const serverEnv = (environment = process.env, cores = os.availableParallelism()) => ({
  ...(environment.GLIBC_TUNABLES === undefined
    ? { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072' }
    : {}),
  ...(environment.UV_THREADPOOL_SIZE === undefined
    ? { UV_THREADPOOL_SIZE: String(threadPoolSize(cores)) }
    : {}),
  ...environment,
});
