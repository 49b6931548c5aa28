import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeArgs } from './server-node-args.mjs';

describe('the server process options', () => {
  it('run a 32 MB young generation that the server can trim, with no memory reducer', () => {
    expect(serverNodeArgs('')).toEqual([
      '--max-semi-space-size=32',
      '--expose-gc',
      '--no-memory-reducer',
    ]);
  });

  it('leave the semi-space to an operator who set it', () => {
    expect(serverNodeArgs('--max-semi-space-size=64')).not.toContain('--max-semi-space-size=32');
  });

  it("fix glibc's mmap threshold unless the operator tuned malloc", () => {
    expect(serverEnv({ PATH: '/bin' })).toEqual({
      PATH: '/bin',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
    });
    expect(serverEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(
      'glibc.malloc.arena_max=2',
    );
  });
});
