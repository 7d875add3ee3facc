import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** How much of a failed build's output the start error quotes. */
const QUOTED_OUTPUT_CHARS = 4_000;

/** The Vite command line, from the installed package (no npx: it may try the network). */
function viteCli(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('vite/package.json');
  const { bin } = require(packageJson) as { bin: { vite: string } };
  return path.join(path.dirname(packageJson), bin.vite);
}

/**
 * Builds the web app (vite.config.ts in `root`) into `outDir` with Vite in a child process:
 * the build takes hundreds of megabytes for seconds, which a server that did it in its own
 * process kept for good (issue 14 §6).
 */
export async function buildWebApp(root: string, outDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [viteCli(), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-QUOTED_OUTPUT_CHARS));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`Building the web app failed (vite build exited with ${code}):\n${output}`);
}

/** `npm start` on a fresh clone: the web app is built once, the first time. */
export async function ensureWebBuilt(
  root: string,
  distDir: string,
  log: { info(message: string): void },
): Promise<void> {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  log.info('Building the web app (first start only)…');
  await buildWebApp(root, distDir);
}
