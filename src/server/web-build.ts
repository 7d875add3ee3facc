import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the web build reads (vite.config.ts and what it imports), relative to the root. */
const WEB_INPUTS = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'scripts/vite-layout-chunk.ts',
  'scripts/vite-portal-build.ts',
  'tsconfig.json',
  'package-lock.json',
];
const TEST_FILE = /\.test\.tsx?$/;

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

const modifiedAt = (file: string) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );

/** Whether `entry` (a file, or a folder and all under it, tests aside) changed at or after `since`. */
async function changedSince(entry: string, since: number): Promise<boolean> {
  const items = await readdir(entry, { withFileTypes: true }).catch(() => null);
  if (items === null) return ((await modifiedAt(entry)) ?? -Infinity) >= since;
  for (const item of items) {
    if (TEST_FILE.test(item.name)) continue;
    if (await changedSince(path.join(entry, item.name), since)) return true;
  }
  return false;
}

/**
 * Whether the build in `distDir` is newer than every source it was made from. An edit, a pull or
 * a checkout touches a file's time, so each of them leads to a new build, as for the server's
 * bundle (scripts/server-bundle.mjs).
 */
export async function isWebBuildCurrent(root: string, distDir: string): Promise<boolean> {
  const builtAt = await modifiedAt(path.join(distDir, 'index.html'));
  if (builtAt === null) return false;
  for (const input of WEB_INPUTS) if (await changedSince(path.join(root, input), builtAt)) return false;
  return true;
}

/** `npm start`: the web app is built on the first start, and again whenever its source changed. */
export async function ensureWebBuilt(
  root: string,
  distDir: string,
  log: { info(message: string): void },
): Promise<void> {
  if (await isWebBuildCurrent(root, distDir)) return;
  log.info('Building the web app (first start, or its source changed)…');
  await buildWebApp(root, distDir);
}
