import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Vitest's default is one fewer worker than cores: one on this 2-core machine, which left a
    // core idle while a file waited on PostgreSQL or loaded its modules. Measured on an idle
    // machine: the API suite in 10.6 min with two (its files' test and import time add up to
    // 20 min), unit and web in 4.3 min (7.5 min of CPU). Every API file has its own database.
    // A bigger machine keeps Vitest's own choice.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Bounds a hang, with room for the 30 s waits of src/web/test/setup.ts.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Bounds a hang only: a fault test starts server processes (up to 60 s each on a busy
          // 2-core machine, test/instance.ts) and must not fail for being slow.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
    ],
  },
});
