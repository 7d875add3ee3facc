import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded';
import { runMigrations } from '../migrate';
import { findRunningPostmaster } from '../running-postmaster';
import { backupTrailerSchema } from './backup-format';
import { runBackupCommand, runRestoreCommand } from './backup-commands';

/**
 * `npm run backup` and `npm run restore` in embedded mode (DATA_DIR): beside a running
 * server, and on a folder no server uses.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
let root: string;
let backupFile: string;
const started: EmbeddedPostgres[] = [];

const envFor = (dataDir: string): NodeJS.ProcessEnv => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const silent = () => {};

async function trailerOf(file: string) {
  const lines = gunzipSync(await fs.readFile(file))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  return backupTrailerSchema.parse(JSON.parse(lines.at(-1) ?? ''));
}

/** The real script, as cron would run it. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-backup-cmd-'));
  await fs.chmod(root, 0o755);
  backupFile = path.join(root, 'nightly.backup');
});
afterAll(async () => {
  for (const embedded of started) await embedded.stop();
  await fs.rm(root, { recursive: true, force: true });
});

describe('npm run backup / restore on the embedded PostgreSQL', () => {
  it('backs up through a running server, and will not restore under it', async () => {
    const dataDir = path.join(root, 'running');
    const server = await startEmbeddedPostgres({ dataDir });
    started.push(server);
    const pool = new pg.Pool({ connectionString: server.url, max: 2 });
    await runMigrations(pool);
    await pool.query(`insert into app_settings (key, value) values ('backed-up', 'yes')`);
    await pool.end();

    const backup = await runScript('backup', [backupFile], envFor(dataDir));
    expect(backup.output).toContain(`through the running server, pid ${process.pid}`);
    expect(backup.code).toBe(0);
    expect((await trailerOf(backupFile)).tables.find((t) => t.name === 'app_settings')?.rows).toBe(1);

    await expect(runRestoreCommand([backupFile], envFor(dataDir), silent)).rejects.toThrow(
      `A Fieldwork server (pid ${process.pid}) is using ${dataDir}. Stop it first`,
    );
    await server.stop();
  });

  it('restores into a new DATA_DIR and backs it up without a server, starting and stopping PostgreSQL itself', async () => {
    const dataDir = path.join(root, 'restored');
    const printed: string[] = [];
    const restored = await runRestoreCommand([backupFile], envFor(dataDir), (line) => printed.push(line));
    expect(printed.find((line) => line.startsWith('Restored'))).toMatch(
      /^Restored .* into .*restored: \d+ tables, 1 rows/,
    );
    await expect(runRestoreCommand([backupFile], envFor(dataDir), silent)).rejects.toThrow(
      'The target database is not empty (app_settings hold rows).',
    );

    const again = await runBackupCommand([path.join(root, 'again.backup')], envFor(dataDir), silent);
    expect(again.tables).toEqual((await trailerOf(backupFile)).tables);
    expect(again.tables).toEqual(restored.tables);
    expect(await findRunningPostmaster(path.join(dataDir, 'postgres'))).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'fieldwork.pid'))).toBe(false);

    await expect(runBackupCommand([], envFor(path.join(root, 'nothing-here')), silent)).rejects.toThrow(
      `There is no Fieldwork database in ${path.join(root, 'nothing-here')}.`,
    );
  });
});
