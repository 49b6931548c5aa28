import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The server serves `dist` at `/` of both ports (docs/decisions/001-runtime-layout.md); in
// development the experience API is proxied to a locally running server.
export default defineConfig({
  base: '/',
  plugins: [react()],
  // The server swaps this placeholder for a fresh nonce in every index.html it sends (its CSP).
  html: { cspNonce: '__GATEHOUSE_CSP_NONCE__' },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
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
