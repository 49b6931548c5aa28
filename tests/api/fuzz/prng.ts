/**
 * mulberry32: a tiny seeded PRNG, so a fuzz run is reproducible from its printed seed
 * (`FUZZ_SEED=<n> npx vitest run --project api tests/api/fuzz`).
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, max). */
  below: (max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items (all of them when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A lowercase alphanumeric token, e.g. for unique names. */
  token: (length?: number) => string;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]) => items[below(items.length)]!;
  const sample = <T>(items: readonly T[], count: number) => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0)
      chosen.push(pool.splice(below(pool.length), 1)[0]!);
    return chosen;
  };
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const token = (length = 8) => Array.from({ length }, () => pick([...alphabet])).join('');
  return { next, below, pick, sample, token };
};

/** The run's seed: `FUZZ_SEED` when given, else a fixed default so `npm test` is deterministic. */
export const fuzzSeed = (fallback: number) => {
  const given = Number(process.env.FUZZ_SEED);
  return Number.isInteger(given) && process.env.FUZZ_SEED ? given : fallback;
};
