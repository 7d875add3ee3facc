import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/** Builds the web app (vite.config.ts) into a temporary folder, for a suite that drives a browser. */
export async function buildWebApp(): Promise<string> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'fw-bench-web-'));
  await build({
    configFile: path.resolve(import.meta.dirname, '../vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
