import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledNode, isSupportedNode, minimumNode } from './runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the product runtime (issue 8 item 13)', () => {
  it('accepts Node.js 22.12 and later only', () => {
    expect(isSupportedNode('20.20.2')).toBe(false);
    expect(isSupportedNode('22.11.0')).toBe(false);
    expect(isSupportedNode('22.12.0')).toBe(true);
    expect(isSupportedNode('24.21.0')).toBe(true);
    expect(isSupportedNode('25.0.0')).toBe(true);
  });

  it('says the same minimum in engines as the scripts enforce', () => {
    expect(packageJson.engines.node).toBe(`>=${minimumNode.join('.')}`);
  });

  it('runs the tests themselves on a supported LTS Node.js', () => {
    expect(isSupportedNode()).toBe(true);
    // oidc-provider warns at start unless the runtime is an LTS release from Jod (22) on.
    expect(process.release.lts).toBeTruthy();
  });

  it('bundles the Node.js binary npm installed for this platform, and it is an LTS release', () => {
    const node = bundledNode();
    if (process.platform !== 'linux' && process.platform !== 'win32') return;
    expect(node).toBeDefined();
    const result = spawnSync(
      node as string,
      ['-p', 'process.versions.node + " " + process.release.lts'],
      {
        encoding: 'utf8',
      },
    );
    const [version, lts] = result.stdout.trim().split(' ');
    expect(isSupportedNode(version)).toBe(true);
    expect(lts).not.toBe('undefined');
    const platformPackage = `node-${process.platform}-${process.arch}`;
    expect(packageJson.optionalDependencies[platformPackage]).toBe(version);
  });

  it("re-runs a script started on the machine's older Node.js under the bundled one", () => {
    const machineNode = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => dir && !dir.includes('node_modules'))
      .map((dir) => path.join(dir, process.platform === 'win32' ? 'node.exe' : 'node'))
      .find((file) => existsSync(file));
    if (!machineNode) return;
    const machineVersion = spawnSync(machineNode, ['-p', 'process.versions.node'], {
      encoding: 'utf8',
    }).stdout.trim();
    const result = spawnSync(machineNode, [path.join(root, 'scripts/fixtures/print-runtime.mjs')], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    if (isSupportedNode(machineVersion)) {
      expect(result.stdout).toBe(machineVersion);
    } else {
      // This machine's Node.js (Debian's 20 on CI) is too old: the script ran again on ours.
      expect(result.stdout).toBe(
        packageJson.optionalDependencies[`node-${process.platform}-${process.arch}`],
      );
    }
  });
});
