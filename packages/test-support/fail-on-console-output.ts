import { afterEach, beforeEach } from 'vitest';

// React reports broken rendering (missing keys, updates outside act(), invalid DOM nesting) only
// through console.error and console.warn. A test that lets such a call pass would hide a bug, so
// every call during a test fails that test, with the message in the failure.
// A test that expects a warning says so with its own vi.spyOn(console, ...), which takes over.
// Shared by the browser apps: their Vitest configs list this file in `setupFiles` (it is no
// package; nothing imports it).

const watched = ['error', 'warn'] as const;
type Watched = (typeof watched)[number];

const show = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? value.message;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** The call as the console would print it: printf-style placeholders filled in. */
const describeCall = (args: unknown[]) => {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(show).join(' ');
  let used = 0;
  const text = first.replace(/%[sdifoOc]/g, () => (used < rest.length ? show(rest[used++]) : ''));
  return [text, ...rest.slice(used).map(show)].join(' ');
};

let calls: string[] = [];
const originals = new Map<Watched, (...args: unknown[]) => void>();

beforeEach(() => {
  calls = [];
  for (const method of watched) {
    originals.set(method, console[method]);
    console[method] = (...args: unknown[]) => {
      calls.push(`console.${method}: ${describeCall(args)}`);
    };
  }
});

afterEach(() => {
  for (const [method, original] of originals) console[method] = original;
  originals.clear();
  if (calls.length === 0) return;
  const reported = calls.join('\n\n');
  calls = [];
  throw new Error(
    `The test wrote to console.error/console.warn; fix the cause rather than the test:\n\n${reported}`,
  );
});
