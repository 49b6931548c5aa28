// The Node.js options the server process runs with (start.mjs; the benchmarks' direct starts).
// Node.js 22+ sizes V8's young generation by the machine's memory: on a 24 GB machine an idle
// server held 285 MB instead of Node 20's 120 MB (bench/RESULTS.notes.md). 8 MB semi-spaces keep
// it near 150 MB. A --max-semi-space-size of the operator's own in NODE_OPTIONS wins.
export const serverNodeArgs = (nodeOptions = process.env.NODE_OPTIONS ?? '') =>
  /--max-semi-space-size/.test(nodeOptions) ? [] : ['--max-semi-space-size=8'];
