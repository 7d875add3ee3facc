import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBundleCurrent, pinImportMeta, prepareServerBundle } from './server-bundle.mjs';

let root: string;
let outDir: string;

/** A server of two modules: main reads its own location, and loads the other at run time. */
async function writeFakeServer(label: string) {
  await mkdir(path.join(root, 'src/server'), { recursive: true });
  await writeFile(path.join(root, 'tsconfig.json'), '{ "compilerOptions": { "strict": true } }\n');
  await writeFile(
    path.join(root, 'src/server/main.ts'),
    [
      "import { fileURLToPath } from 'node:url';",
      'export const where: string = fileURLToPath(import.meta.url);',
      'export const folder: string = import.meta.dirname;',
      "export const later = () => import('./later');",
    ].join('\n'),
  );
  await writeFile(path.join(root, 'src/server/later.ts'), `export const label: string = '${label}';\n`);
}

interface Server {
  where: string;
  folder: string;
  later: () => Promise<{ label: string }>;
}

const folderOf = (url: string) => path.dirname(fileURLToPath(url));

/** Sets a file's modification time, in ms since the epoch. */
const touch = (file: string, ms: number) => utimes(path.join(root, file), ms / 1000, ms / 1000);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'server-bundle-'));
  outDir = path.join(root, 'dist/server');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('server bundle', () => {
  it('writes a module its own location, so paths built from it stay those of the source', () => {
    const file = '/srv/app/src/server/db/migrate.ts';
    expect(pinImportMeta('const dir = import.meta.dirname; const url = import.meta.url;', file)).toBe(
      'const dir = "/srv/app/src/server/db"; const url = "file:///srv/app/src/server/db/migrate.ts";',
    );
    expect(pinImportMeta('const x = 1;', file)).toBe('const x = 1;');
  });

  it('is current only in its own folder, with every input older than the build and present', async () => {
    await writeFakeServer('one');
    await touch('src/server/main.ts', 1_000_000);
    await touch('src/server/later.ts', 1_000_000);
    const manifest = {
      root,
      builtAt: 2_000_000,
      entry: 'x/main.mjs',
      inputs: ['src/server/main.ts', 'src/server/later.ts'],
    };
    expect(await isBundleCurrent(manifest, root)).toBe(true);
    expect(await isBundleCurrent(manifest, '/elsewhere')).toBe(false);
    await touch('src/server/later.ts', 2_000_000);
    expect(await isBundleCurrent(manifest, root)).toBe(false);
    await touch('src/server/later.ts', 1_000_000);
    expect(
      await isBundleCurrent({ ...manifest, inputs: [...manifest.inputs, 'src/server/gone.ts'] }, root),
    ).toBe(false);
  });

  it('bundles the server once, runs it from the bundle, and rebuilds after a source changes', async () => {
    await writeFakeServer('one');
    const past = Date.now() - 60_000;
    for (const file of ['tsconfig.json', 'src/server/main.ts', 'src/server/later.ts'])
      await touch(file, past);
    const first = await prepareServerBundle({ root, outDir });
    const server = (await import(first)) as Server;
    expect(server.where).toBe(path.join(root, 'src/server/main.ts'));
    expect(server.folder).toBe(path.join(root, 'src/server'));
    expect((await server.later()).label).toBe('one');
    // The dynamic import is a chunk of its own, loaded when called.
    expect(await readdir(folderOf(first))).toHaveLength(2);

    expect(await prepareServerBundle({ root, outDir })).toBe(first);

    await writeFakeServer('two');
    const second = await prepareServerBundle({ root, outDir });
    expect(second).not.toBe(first);
    expect((await ((await import(second)) as Server).later()).label).toBe('two');

    await writeFakeServer('three');
    const third = await prepareServerBundle({ root, outDir });
    // The bundle before stays (a server may be starting from it); older ones go.
    const folders = (await readdir(outDir)).filter((name) => name.startsWith('build-'));
    expect(folders.sort()).toEqual([second, third].map((url) => path.basename(folderOf(url))).sort());
  });
});
