import { readFile } from 'node:fs/promises';

/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`): self time per package/area and the
 * hottest functions. Usage: `npx tsx bench/profile-summary.ts <file.cpuprofile> [top] [lastSeconds]`;
 * with `lastSeconds`, only the samples of the profile's final seconds count (e.g. the measured load
 * run, leaving out start-up and initdb).
 */
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
  startTime: number;
};

/** Groups a script URL into something readable: an npm package, a repo folder, or node itself. */
const areaOf = (url: string) => {
  if (!url) return '(native / idle / gc)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `npm: ${pkg[1]}`;
  const repo = /\/work\/main\/([^/]+\/[^/]+(?:\/[^/]+)?)/.exec(url);
  return repo ? `repo: ${repo[1]}` : url;
};

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 20);
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : Number.NEGATIVE_INFINITY;
const selfMs = new Map<number, number>();
let clock = profile.startTime;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  clock += delta;
  if (clock >= from) selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
});

const areas = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  total += ms;
  if (frame.functionName === '(idle)') continue;
  const area = areaOf(frame.url);
  areas.set(area, (areas.get(area) ?? 0) + ms);
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
}

const print = (title: string, entries: Map<string, number>) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    process.stdout.write(
      `${ms.toFixed(0).padStart(8)} ms ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}\n`,
    );
  }
};
process.stdout.write(`profile ${file}: ${total.toFixed(0)} ms sampled\n`);
print('self time by area', areas);
print('self time by function', functions);
