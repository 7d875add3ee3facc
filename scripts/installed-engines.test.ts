import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowestNodeOf } from './node-version.mjs';

/** semver, as npm itself reads engine ranges (installed with the dependencies; it ships no types). */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
};

const root = path.resolve(import.meta.dirname, '..');

interface Manifest {
  name?: string;
  version?: string;
  engines?: { node?: string };
}

const readManifest = (folder: string): Manifest | undefined => {
  try {
    return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
};

/** Every package folder under a node_modules, nested ones included (scoped names too). */
function* installedPackages(nodeModules: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(nodeModules, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(nodeModules, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installedPackages(folder);
      continue;
    }
    yield folder;
    yield* installedPackages(path.join(folder, 'node_modules'));
  }
}

describe('the Node.js versions we support', () => {
  it('are admitted by every installed package (npm install warns EBADENGINE otherwise)', () => {
    const ours = readManifest(root);
    const lowest = lowestNodeOf(ours?.engines?.node ?? '');
    const refusing: string[] = [];
    let checked = 0;
    for (const folder of installedPackages(path.join(root, 'node_modules'))) {
      const manifest = readManifest(folder);
      const range = manifest?.engines?.node;
      if (!manifest || range === undefined) continue;
      checked += 1;
      if (!semver.satisfies(lowest, range)) {
        refusing.push(`${manifest.name}@${manifest.version} needs Node.js ${range}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(refusing, `Node.js ${lowest}, the lowest our engines field admits`).toEqual([]);
  });
});
