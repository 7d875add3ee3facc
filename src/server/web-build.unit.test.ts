import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isWebBuildCurrent } from './web-build';

let root: string;
const dist = () => path.join(root, 'dist/web');

async function touch(file: string, at: Date): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), file);
  await utimes(path.join(root, file), at, at);
}

const before = new Date('2026-11-01T10:00:00Z');
const built = new Date('2026-11-01T11:00:00Z');
const after = new Date('2026-11-01T12:00:00Z');

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fieldwork-web-build-'));
  await touch('src/web/main.tsx', before);
  await touch('src/shared/schemas/health.ts', before);
  await touch('vite.config.ts', before);
  await touch('package-lock.json', before);
  await touch('dist/web/index.html', built);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('isWebBuildCurrent', () => {
  it('keeps a build made after every source last changed', async () => {
    expect(await isWebBuildCurrent(root, dist())).toBe(true);
  });

  it('rebuilds when there is no build', async () => {
    await rm(dist(), { recursive: true });
    expect(await isWebBuildCurrent(root, dist())).toBe(false);
  });

  // The fresh-clone check of issue 13: after a pull, `npm start` served the web app of the
  // previous checkout against the new server.
  it.each([
    'src/web/features/monitoring/components/resource-usage-chart.tsx',
    'src/shared/schemas/health.ts',
    'vite.config.ts',
    'package-lock.json',
  ])('rebuilds when %s changed after the build', async (file) => {
    await touch(file, after);
    expect(await isWebBuildCurrent(root, dist())).toBe(false);
  });

  it('ignores tests, which the build does not read', async () => {
    await touch('src/web/features/monitoring/pages/system-monitoring-page.test.tsx', after);
    expect(await isWebBuildCurrent(root, dist())).toBe(true);
  });
});
