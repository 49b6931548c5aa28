import autocannon from 'autocannon';
import { readCpuMs } from './processes.ts';
import { median } from './results.ts';

export type TokenTarget = {
  label: string;
  tokenUrl: string;
  authorization: string;
  body: string;
  /** The server process, whose CPU time is read around each measured slice. */
  serverPid: number;
};

/** One measured stretch of load against one target. */
export type Slice = {
  ok200: number;
  non2xx: number;
  errors: number;
  seconds: number;
  cpuMs: number;
  p50Ms: number;
  p99Ms: number;
  statusCodes: Record<string, number>;
};

export type LoadResult = {
  ok200PerSecond: number;
  total200: number;
  non2xx: number;
  errors: number;
  /** Median of the slices' p50. */
  p50Ms: number;
  /** Highest of the slices' p99 (percentiles of separate runs cannot be merged exactly). */
  p99Ms: number;
  /** Slowest and fastest slice, tokens/s: how much the machine moved during the run. */
  sliceRange: [number, number];
  statusCodes: Record<string, number>;
  /** Server CPU (user + system) per 200 answer. */
  cpuMsPerToken: number;
};

const connections = 50;

const fire = (target: TokenTarget, seconds: number) =>
  autocannon({
    url: target.tokenUrl,
    method: 'POST',
    connections,
    duration: seconds,
    headers: {
      authorization: target.authorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: target.body,
  });

/** Load whose results are thrown away (JIT, caches, connection pools). */
export const warmUp = async (target: TokenTarget, seconds: number) => {
  await fire(target, seconds);
};

export const measureSlice = async (target: TokenTarget, seconds: number): Promise<Slice> => {
  const cpuBefore = await readCpuMs(target.serverPid);
  const result = await fire(target, seconds);
  const cpuMs = (await readCpuMs(target.serverPid)) - cpuBefore;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    ok200: statusCodes['200'] ?? 0,
    non2xx: result.non2xx,
    errors: result.errors,
    seconds: result.duration,
    cpuMs,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statusCodes,
  };
};

/** Adds up the slices of one target; only 200 answers count as throughput. */
export const combineSlices = (slices: Slice[]): LoadResult => {
  const sum = (pick: (slice: Slice) => number) => slices.reduce((total, s) => total + pick(s), 0);
  const statusCodes: Record<string, number> = {};
  for (const slice of slices) {
    for (const [code, count] of Object.entries(slice.statusCodes)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
  }
  const total200 = sum((s) => s.ok200);
  const rates = slices.map((s) => s.ok200 / s.seconds);
  return {
    ok200PerSecond: total200 / sum((s) => s.seconds),
    total200,
    non2xx: sum((s) => s.non2xx),
    errors: sum((s) => s.errors),
    p50Ms: median(slices.map((s) => s.p50Ms)),
    p99Ms: Math.max(...slices.map((s) => s.p99Ms)),
    sliceRange: [Math.min(...rates), Math.max(...rates)],
    statusCodes,
    cpuMsPerToken: total200 > 0 ? sum((s) => s.cpuMs) / total200 : Number.NaN,
  };
};

/** One real request first, so a misconfigured target fails loudly instead of measuring 401s. */
export const checkTokenEndpoint = async (target: TokenTarget) => {
  const response = await fetch(target.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: target.authorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: target.body,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${target.label}: token endpoint answered ${response.status}: ${text}`);
  }
  const { access_token: token } = JSON.parse(text) as { access_token?: string };
  const header = JSON.parse(Buffer.from(token?.split('.')[0] ?? '', 'base64url').toString()) as {
    alg?: string;
  };
  return header.alg ?? 'none';
};
