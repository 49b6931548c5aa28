import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether `redis-server` can be started here (tests that need it skip with a message otherwise). */
export const redisServerAvailable = () => spawnSync('redis-server', ['--version']).status === 0;

/** A TCP port nobody listens on right now (taken by the OS, then released). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export type TestRedis = {
  url: string;
  /** Stops the server (SIGKILL: like a crash, nothing is flushed). */
  stop: () => Promise<void>;
  /** Starts it again on the same port. */
  start: () => Promise<void>;
};

/**
 * A dedicated, memory-only `redis-server` on a free port of 127.0.0.1, which the test can stop and
 * start again. Example: `const redis = await startTestRedis(); … await redis.stop();`
 */
export const startTestRedis = async (): Promise<TestRedis> => {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      child = started;
      let output = '';
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
    });

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
};
