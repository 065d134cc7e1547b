/**
 * Vite build of the web app: relative base (served from any path), API and socket proxied to
 * the server in dev, the PWA (manifest + Workbox service worker) and precompressed assets.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { asyncCssPlugin } from './build/async-css';
import { paintFirstPlugin } from './build/paint-first';
import { localeParts } from './build/locale-parts';
import { precompressPlugin } from './build/precompress';
import { reactDomEsmPlugin } from './build/react-dom-esm';

const backend = process.env.QFL_BACKEND ?? 'http://localhost:3000';
/** Server paths in dev and preview: the API, the spec's /score, /task and social paths (/black, /jb, /emoji, /sysNews, /qn), the socket. */
const proxy = {
  '/api': backend,
  '/score': backend,
  '/task': backend,
  '/black': backend,
  '/jb': backend,
  '/emoji': backend,
  '/sysNews': backend,
  '/qn': backend,
  '/ws': { target: backend, ws: true },
};

export default defineConfig({
  base: './',
  plugins: [
    localeParts(fileURLToPath(new URL('./src/i18n/locales', import.meta.url))),
    react(),
    reactDomEsmPlugin(),
    asyncCssPlugin(),
    paintFirstPlugin(),
    VitePWA({
      // main.tsx registers the worker after the first paint (virtual:pwa-register), and a new
      // release takes over without a prompt: the app keeps no unsaved state worth a dialog.
      injectRegister: null,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'favicon-32.png', 'apple-touch-icon.png'],
      manifest: {
        id: './',
        name: '量化外语学习 · Quantified Foreign-Language Learning',
        short_name: '量化外语',
        description: '量化外语学习：每一个单词，都看得见的进步。Quantified foreign-language learning.',
        lang: 'zh',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#1677ff',
        background_color: '#f4f6fa',
        icons: [
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every built file, so the app starts offline. Server data is not here.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // The API (with the spec's /score, /task and social paths (/black, /jb, /emoji, /sysNews, /qn)) and the socket never get the shell;
        // the worker leaves them to the network.
        navigateFallbackDenylist: [/^\/(api|score|task|black|jb|emoji|sysNews|qn)\//, /^\/ws/],
        // Hashed names already version the assets: no cache-busting query needed.
        dontCacheBustURLsMatching: /[\\/]assets[\\/]/,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    // Last: compresses the service worker and manifest too.
    precompressPlugin(),
  ],
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
  server: { proxy },
  preview: { proxy },
});
