import { defineConfig } from 'vitest/config';

// Black-box API tests: a real Gatehouse per file, driven over HTTP by real clients.
// biome-ignore lint/style/noDefaultExport: Vitest reads the default export.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
