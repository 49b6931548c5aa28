import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './vite/mantine-component-styles.ts';
import { scrollAreaWithoutFloatingUi } from './vite/scroll-area-without-floating-ui.ts';

// The dev server forwards API, OIDC and sign-in pages to the admin port so the console runs on one
// origin as in production (start the server with ADMIN_ENDPOINT set to the dev server's URL).
const adminOrigin = process.env.GATEHOUSE_ADMIN_ORIGIN ?? 'http://localhost:3002';
const adminPaths = [
  '/api',
  '/oidc',
  '/me',
  '/sign-in',
  '/register',
  '/consent',
  '/error',
  '/assets',
];

export default defineConfig({
  base: '/console/',
  plugins: [react(), mantineComponentStyles(), scrollAreaWithoutFloatingUi()],
  // The server swaps this placeholder for a fresh nonce in every index.html it sends (its CSP).
  html: { cspNonce: '__GATEHOUSE_CSP_NONCE__' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: Object.fromEntries(adminPaths.map((prefix) => [prefix, adminOrigin])),
  },
});
