// Plain JavaScript on purpose: `npm start` runs this before any TypeScript can be loaded (ADR 37).
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = 'src/server/main.ts';
const MANIFEST = 'manifest.json';

/**
 * A source file's `import.meta.url` and `import.meta.dirname`, written into it as literals,
 * so that paths it builds from them (migrations, package.json, the web app) still point where
 * they pointed from the source, whichever bundle file the code ends up in.
 */
export function pinImportMeta(source, file) {
  if (!source.includes('import.meta')) return source;
  return source
    .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
    .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
    .replaceAll('import.meta.filename', JSON.stringify(file));
}

/**
 * Whether the bundle the manifest describes may run: built in this folder, after every file
 * it was built from last changed, none of them gone. An edit, a pull or a checkout touches a
 * file's time, so any of them leads to a new bundle.
 */
export async function isBundleCurrent(manifest, root) {
  if (manifest.root !== root) return false;
  for (const input of manifest.inputs) {
    const changed = await stat(path.join(root, input)).then(
      (info) => info.mtimeMs,
      () => Infinity,
    );
    if (changed >= manifest.builtAt) return false;
  }
  return true;
}

async function readManifest(outDir) {
  try {
    return JSON.parse(await readFile(path.join(outDir, MANIFEST), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Bundles the server (src/server/main.ts and what it imports; packages stay imports) into a
 * folder of its own under `outDir`, then points the manifest at it: a server starting
 * meanwhile reads either the old bundle or the new one, never half of one. Code split at
 * dynamic imports, so main.ts can start PostgreSQL while the rest of the server loads.
 */
export async function bundleServer({ root, outDir }) {
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  const folder = `build-${builtAt}-${process.pid}`;
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: ENTRY },
    outdir: path.join(outDir, folder),
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'pin-import-meta',
        setup(bundler) {
          bundler.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => ({
            contents: pinImportMeta(await readFile(file, 'utf8'), file),
            loader: file.endsWith('x') ? 'tsx' : 'ts',
          }));
        },
      },
    ],
  });
  const previous = await readManifest(outDir);
  const inputs = [
    ...Object.keys(result.metafile.inputs),
    path.relative(root, path.join(import.meta.dirname, 'server-bundle.mjs')),
    'tsconfig.json',
  ];
  const manifest = { root, builtAt, entry: `${folder}/main.mjs`, inputs };
  const temporary = path.join(outDir, `${MANIFEST}.${process.pid}`);
  await writeFile(temporary, `${JSON.stringify(manifest)}\n`);
  await rename(temporary, path.join(outDir, MANIFEST));
  // The previous bundle stays for a server that may still be starting from it, and so does
  // any build begun since (another start building at the same moment); only older ones go.
  if (previous) {
    for (const entry of await readdir(outDir, { withFileTypes: true })) {
      const started = Number(/^build-(\d+)-/.exec(entry.name)?.[1]);
      if (entry.isDirectory() && started < previous.builtAt)
        await rm(path.join(outDir, entry.name), { recursive: true, force: true });
    }
  }
  return manifest;
}

/**
 * The server's bundle, built first when missing or older than its sources: the file URL
 * `npm start` imports.
 */
export async function prepareServerBundle({ root = ROOT, outDir = path.join(ROOT, 'dist/server') } = {}) {
  await mkdir(outDir, { recursive: true });
  const existing = await readManifest(outDir);
  const manifest =
    existing && (await isBundleCurrent(existing, root)) ? existing : await bundleServer({ root, outDir });
  return pathToFileURL(path.join(outDir, manifest.entry)).href;
}
