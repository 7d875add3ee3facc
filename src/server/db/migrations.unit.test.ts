import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate';

const run = promisify(execFile);
const ROOT = path.resolve(MIGRATIONS_DIR, '..');

describe('migrations', () => {
  it('are generated for every schema change (drizzle-kit finds nothing new)', async () => {
    // drizzle-kit resolves --out against the working directory, so the copy lives inside the project.
    await fs.mkdir(path.join(ROOT, '.cache'), { recursive: true });
    const out = await fs.mkdtemp(path.join(ROOT, '.cache', 'drift-'));
    try {
      await fs.cp(MIGRATIONS_DIR, out, { recursive: true });
      const before = (await fs.readdir(out)).sort();
      const { stdout, stderr } = await run(
        path.join(ROOT, 'node_modules/.bin/drizzle-kit'),
        [
          'generate',
          '--dialect=postgresql',
          '--schema=./src/server/db/schema/index.ts',
          `--out=./${path.relative(ROOT, out)}`,
          '--casing=snake_case',
          '--name=drift-check',
        ],
        { cwd: ROOT },
      );
      const after = (await fs.readdir(out)).sort();
      const output = `${stdout}${stderr}`;
      expect(after, `schema changed without a migration; run npm run db:generate\n${output}`).toEqual(before);
      expect(output).toContain('No schema changes');
    } finally {
      await fs.rm(out, { recursive: true, force: true });
    }
  }, 60_000);
});
