// The console's Content-Security-Policy forbids eval. zod's optional JIT probes `new Function`
// when the first object schema is built, and the browser reports that probe as a CSP violation
// even though zod catches the refusal. zod reads its configuration from this global; it must be
// set before any module builds a schema, which only a classic script (run before modules) can do.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
