import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { layoutChunk } from './scripts/vite-layout-chunk.ts';
import { englishTextsChunks, precompiledMessages } from './scripts/vite-precompiled-messages.ts';
import { portalBuild, portalDevPage } from './scripts/vite-portal-build.ts';

const root = import.meta.dirname;

/** What an install shows (core spec §4 "Install flow"); colours are theme.css's primary and background. */
const webAppManifest = {
  name: 'Fieldwork',
  short_name: 'Fieldwork',
  description: 'Maintenance management for planners and technicians: work orders, equipment, parts.',
  theme_color: '#0462d3',
  background_color: '#f9fafc',
  display: 'standalone',
  start_url: '/dashboard',
  scope: '/',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>;

export const aliases = {
  '@shared': path.resolve(root, 'src/shared'),
  '@web': path.resolve(root, 'src/web'),
};

// What every signed-in screen needs beyond the entry ships as one file (issue 14 §5).
const LAYOUT_SHARED = 'layout-shared';
const layout = layoutChunk(
  {
    entry: 'src/web/main.tsx',
    layout: 'src/web/app/workspace.tsx',
    // The query cache's module loads with the debug page too, outside the layout (ADR 69).
    outside: [
      'src/web/features/auth/pages/sign-in-page.tsx',
      'src/web/features/debug/pages/debug-page.tsx',
      'src/web/app/query-root.tsx',
    ],
    door: 'src/web/app/layout/navigation.ts',
  },
  LAYOUT_SHARED,
);

export default defineConfig({
  root: path.resolve(root, 'src/web'),
  publicDir: path.resolve(root, 'src/web/public'),
  plugins: [
    layout.plugin,
    precompiledMessages(),
    // The request portal's public page: its own entry, built with Preact (ADR 51).
    portalBuild({ root: path.resolve(root, 'src/web'), aliases }),
    portalDevPage(),
    react(),
    tailwindcss(),
    // src/web/sw.ts → /sw.js (ADR 20, ADR 30, ADR 69). The build lists every emitted file in the
    // worker's precache, which a signed-in page has it cache in small batches when idle, so any
    // route opens offline after one signed-in visit; the workspace registers the worker itself
    // (src/web/lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      // The glob below already lists the icons (and the plugin adds the manifest itself).
      includeManifestIcons: false,
      injectManifest: {
        injectionPoint: 'self.__WB_MANIFEST',
        rollupFormat: 'iife',
        globPatterns: ['**/*.{html,js,css,woff,woff2,svg,png,ico}'],
        // The shell never exceeds this; a bigger file fails the build instead of silently missing offline.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: path.resolve(root, 'dist/web'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Its modules' imports are outside the group by construction: none to pull in.
          groups: [
            { name: LAYOUT_SHARED, test: layout.test, includeDependenciesRecursively: false },
            englishTextsChunks,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/socket.io': { target: 'ws://localhost:5000', ws: true },
    },
  },
});
