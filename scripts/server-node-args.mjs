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
// - No memory reducer: after a few seconds without allocation V8 would collect with memory
//   reduction on its own, which made the next burst start cold (PGlite server: 0.12 ms more CPU
//   per token for a whole 5 s burst after a 10 s pause). The heap trimmer takes its place, after
//   a longer quiet spell.
// Options and variables the operator set (NODE_OPTIONS, GLIBC_TUNABLES) win.
export const serverNodeArgs = (nodeOptions = process.env.NODE_OPTIONS ?? '') => [
  ...(/--max-semi-space-size/.test(nodeOptions) ? [] : ['--max-semi-space-size=32']),
  '--expose-gc',
  '--no-memory-reducer',
];

/** Variables the server process gets on top of `environment` (unless already set there). */
export const serverEnv = (environment = process.env) => ({
  ...(environment.GLIBC_TUNABLES === undefined
    ? { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072' }
    : {}),
  ...environment,
});
