import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // First, so its afterEach runs last: warnings raised while unmounting count too.
    setupFiles: ['../../packages/test-support/fail-on-console-output.ts', 'src/test/setup.ts'],
    restoreMocks: true,
    // Integration tests render the whole console; on a loaded shared machine they need headroom.
    testTimeout: 30_000,
  },
});
