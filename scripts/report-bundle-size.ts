/**
 * Bundle budget (issue 2 §8): the JavaScript a visitor downloads to see the sign-in page must
 * stay under 150 KB gzipped. Runs after `vite build`: walks the Vite manifest from the
 * index.html entry through its static imports, adds the sign-in page's lazy chunk with its
 * own static imports, gzips each file, prints one line per chunk and the total, and exits 1
 * when the total is over budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;
export const ENTRY_KEY = 'index.html';
/** The sign-in page module as the manifest names it (relative to the Vite root, src/web). */
export const SIGN_IN_PAGE_SRC = 'features/auth/pages/sign-in-page.tsx';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

/** Manifest keys reachable from `startKey` through static imports only, in visiting order. */
export function collectStaticImports(
  manifest: Manifest,
  startKey: string,
  seen = new Set<string>(),
): string[] {
  const order: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    seen.add(key);
    order.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(startKey);
  return order;
}

export function findChunkKeyBySrc(manifest: Manifest, src: string): string | undefined {
  return Object.entries(manifest).find(([key, chunk]) => chunk.src === src || key === src)?.[0];
}

/** The JavaScript files of the sign-in route: the entry's static graph plus the sign-in page's. */
export function collectSignInFiles(manifest: Manifest, signInSrc = SIGN_IN_PAGE_SRC): string[] {
  if (!manifest[ENTRY_KEY]) throw new Error(`The manifest has no "${ENTRY_KEY}" entry`);
  const signInKey = findChunkKeyBySrc(manifest, signInSrc);
  if (!signInKey)
    throw new Error(`The manifest has no chunk for ${signInSrc}: is the sign-in page still lazy-loaded?`);
  const seen = new Set<string>();
  const keys = [
    ...collectStaticImports(manifest, ENTRY_KEY, seen),
    ...collectStaticImports(manifest, signInKey, seen),
  ];
  return keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export function measureGzip(distDir: string, files: readonly string[]): ChunkSize[] {
  return files.map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function summarise(
  sizes: readonly ChunkSize[],
  budgetKb = BUDGET_KB,
): { lines: string[]; isOverBudget: boolean } {
  const total = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
  const width = Math.max(...sizes.map((size) => size.file.length), 0);
  const lines = sizes.map((size) => `  ${size.file.padEnd(width)}  ${formatKb(size.gzipBytes).padStart(9)}`);
  lines.push(`Sign-in route JavaScript: ${formatKb(total)} gzipped (budget ${budgetKb} KB)`);
  return { lines, isOverBudget: total > budgetKb * 1024 };
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.join(root, 'dist/web');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const { lines, isOverBudget } = summarise(measureGzip(distDir, collectSignInFiles(manifest)));
  console.log(lines.join('\n'));
  if (isOverBudget) {
    console.error(`Over budget: the sign-in route must stay under ${BUDGET_KB} KB of gzipped JavaScript.`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
