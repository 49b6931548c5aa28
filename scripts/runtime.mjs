// The product runs on Node.js 22.12 or later (oidc-provider, zod-openapi and i18next require it).
// `npm install` adds the official Node.js 24 LTS binary for this platform from the npm registry
// (the optional `node-<os>-<cpu>` packages of the root package.json) and links it as
// node_modules/.bin/node, so every `npm start` / `npm test` / `npm run` script runs on it even
// where the machine's own Node.js is older. Scripts started directly (`node scripts/start.mjs`)
// call `runOnSupportedNode()` first: on an older Node.js it re-runs the same script under the
// bundled binary, or explains what to do when there is none (a platform without such a package).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const minimumNode = [22, 12];
const root = path.resolve(import.meta.dirname, '..');

export const isSupportedNode = (version = process.versions.node) => {
  const [major, minor] = version.split('.').map(Number);
  return major > minimumNode[0] || (major === minimumNode[0] && minor >= minimumNode[1]);
};

/** The Node.js binary `npm install` placed for this platform, if there is one. */
export const bundledNode = () => {
  const binary = process.platform === 'win32' ? 'bin/node.exe' : 'bin/node';
  const candidate = path.join(
    root,
    'node_modules',
    `node-${process.platform}-${process.arch}`,
    binary,
  );
  return existsSync(candidate) ? candidate : undefined;
};

/**
 * Returns at once on a supported Node.js. Otherwise re-runs this process's script under the
 * bundled Node.js (signals forwarded, its exit code becomes ours) and never returns.
 */
export const runOnSupportedNode = () => {
  if (isSupportedNode()) return Promise.resolve();
  const node = bundledNode();
  if (!node) {
    process.stderr.write(
      `Gatehouse needs Node.js ${minimumNode.join('.')} or later; this is ${process.version}.\n` +
        'Run `npm install` (it adds Node.js 24 for Linux and Windows) and start through npm, ' +
        'or install Node.js 24 LTS.\n',
    );
    process.exit(1);
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
};
