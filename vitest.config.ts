import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each project keeps its own environment.
// biome-ignore lint/style/noDefaultExport: Vitest reads the default export.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'schemas',
          root: 'packages/schemas',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'phrases',
          root: 'packages/phrases',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Loads all 17 locales; slow when the machine is busy.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['*.test.ts'],
        },
      },
      'apps/console/vitest.config.ts',
      'apps/sign-in/vite.config.ts',
      'apps/server/vitest.config.ts',
      'tests/api/vitest.config.ts',
    ],
  },
});
