/// <reference types="vitest/config" />

import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each page loads (`npm run bench -- storefront`).
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // The domain's modules only declare schemas, rules and constants (no top-level statements),
      // so one whose exports nobody uses can go: the shell then carries the schemas it needs (sign
      // in, permissions) and each page's chunk the rest. Same as `"sideEffects": false` would be in
      // packages/domain/package.json.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/src/') },
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
          mui: ['@mui/material', '@emotion/react', '@emotion/styled', '@emotion/cache'],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Vitest leaves a core to its own process by default; that process only collects results, so
    // on a 2-core machine one worker would run every file while the other core idles.
    maxWorkers: availableParallelism(),
    // Hang guards, not speed limits: with a file on each core a test can take twice as long as alone.
    testTimeout: 15_000,
  },
});
