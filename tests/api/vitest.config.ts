import { defineConfig } from 'vitest/config';

// Black-box API tests: a real Gatehouse per file, driven over HTTP by real clients.
// biome-ignore lint/style/noDefaultExport: Vitest reads the default export.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['**/*.test.ts'],
    pool: 'forks',
    // Files share a worker's module cache: each file no longer re-imports the server (oidc-provider,
    // drizzle, the schemas), which was a third of the suite's time. No file mocks modules; a file
    // that needs `vi.mock` must not be added here without isolating it again.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
