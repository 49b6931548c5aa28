import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

type ModuleGraph = {
  getModuleInfo: (id: string) => { isEntry: boolean; importers: readonly string[] } | null;
};

/**
 * Whether a module belongs to the sign-in page's first load: the entry, or statically imported
 * by a module that does. Modules reached only through `import()` (the other pages) do not.
 */
const isFirstLoad = (id: string, graph: ModuleGraph, seen = new Set<string>()): boolean => {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  return info.isEntry || info.importers.some((importer) => isFirstLoad(importer, graph, seen));
};

// The server serves `dist` at `/` of both ports (docs/decisions/001-runtime-layout.md); in
// development the experience API is proxied to a locally running server.
export default defineConfig({
  base: '/',
  plugins: [react()],
  // The server swaps this placeholder for a fresh nonce in every index.html it sends (its CSP).
  html: { cspNonce: '__GATEHOUSE_CSP_NONCE__' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs es2022 modules knows <link rel=modulepreload>: no polyfill needed
    // in the sign-in page's 75 KB budget.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: the first load carries the list of every
        // chunk's file name (to preload a page's dependencies with it), and page names in that
        // list cost the 75 KB budget bytes without doing anything. The built-in phrase chunks
        // keep their `sign-in-<language>` name: a test checks no page load fetches one.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('sign-in-') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // One chunk for what the sign-in page needs (React and the modules it shares with the
        // pages loaded on demand): several small shared chunks cost more gzip than one.
        codeSplitting: {
          groups: [{ name: (id, graph) => (isFirstLoad(id, graph) ? 'sign-in-page' : undefined) }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': process.env.GATEHOUSE_ENDPOINT ?? 'http://localhost:3001' },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../packages/test-support/fail-on-console-output.ts'],
    testTimeout: 30_000,
  },
});
