import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeArgs, threadPoolSize } from './server-node-args.mjs';

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
    expect(serverEnv({ PATH: '/bin' }, 2)).toEqual({
      PATH: '/bin',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
      UV_THREADPOOL_SIZE: '2',
    });
    expect(serverEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(
      'glibc.malloc.arena_max=2',
    );
  });

  it("size the thread pool to the cores, between 2 and libuv's default of 4", () => {
    expect([1, 2, 3, 4, 16].map((cores) => threadPoolSize(cores))).toEqual([2, 2, 3, 4, 4]);
    expect(serverEnv({}, 3).UV_THREADPOOL_SIZE).toBe('3');
  });

  it('leave the thread pool to an operator who sized it', () => {
    expect(serverEnv({ UV_THREADPOOL_SIZE: '8' }, 2).UV_THREADPOOL_SIZE).toBe('8');
  });
});
