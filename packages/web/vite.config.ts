/** Vite build of the web app: relative base (served from any path), API and socket proxied to the server in dev. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.QFL_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: {
    // The workspace root holds React 18 (hoisted for antd-mobile's peers); this app runs
    // React 19 from its own node_modules. One copy for every importer, or hooks break.
    dedupe: ['react', 'react-dom', 'scheduler'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: {
      // @qfl/core is pure (no I/O, no side effects): let unused exports (and the zod
      // schemas behind them) drop out of the bundles that do not use them.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/ws': { target: backend, ws: true },
    },
  },
});
