/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import wasm from 'vite-plugin-wasm';

/**
 * Workspace packages (`@cla/engine`, `@cla/domain`) are resolved to their TypeScript sources: `browser`
 * picks the engine's browser door (which imports the wasm through vite-plugin-wasm), `source` picks the
 * sources of every other workspace package, so the web app never needs their `dist/`.
 */
const workspaceConditions = ['browser', 'source'];

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    wasm(),
    // vite-plugin-wasm inlines the wasm only when it sees a plugin named exactly `vitest`; inside a root
    // `vitest --project` run that plugin is called `vitest:project`, so mark the run
    // ourselves, otherwise the test fetches the wasm from a server that does not exist.
    process.env.VITEST ? { name: 'vitest' } : null,
  ],
  resolve: {
    conditions: [...workspaceConditions, ...defaultClientConditions],
  },
  build: {
    // vite-plugin-wasm's glue uses top-level await.
    target: 'es2022',
    // The one expected giant is plotly.js-dist-min (~4.6 MB), lazy-loaded in its own chunk by lib/chart.tsx;
    // the entry chunk is ~0.3 MB. A plotly partial bundle (cartesian dist) would bring this down to ~1.2 MB.
    chunkSizeWarningLimit: 4800,
  },
  worker: { format: 'es', plugins: () => [wasm()] },
  server: {
    proxy: { '/api': API_TARGET, '/simulator': API_TARGET },
  },
  preview: {
    proxy: { '/api': API_TARGET, '/simulator': API_TARGET },
  },
});
