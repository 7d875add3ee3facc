import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = import.meta.dirname;

export const aliases = {
  '@shared': path.resolve(root, 'src/shared'),
  '@web': path.resolve(root, 'src/web'),
};

export default defineConfig({
  root: path.resolve(root, 'src/web'),
  publicDir: path.resolve(root, 'src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    // src/web/sw.ts → /sw.js (ADR 20). No precache manifest yet, so no injection point; the
    // app registers the worker itself (src/web/lib/service-worker.ts) and the web manifest
    // arrives with the install/offline issue.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { injectionPoint: undefined, rollupFormat: 'iife' },
    }),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: path.resolve(root, 'dist/web'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/socket.io': { target: 'ws://localhost:5000', ws: true },
    },
  },
});
