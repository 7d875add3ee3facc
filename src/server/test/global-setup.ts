import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { withDatabase } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { adminUrl: string; template: string; prefix: string };
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * One PostgreSQL per run: the embedded one in a temp folder, or the server DATABASE_URL
 * names (CI). A template database is migrated once; every test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-test-'));
    await fs.chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: tempDir, throwaway: true });
    adminUrl = embedded.adminUrl;
  }
  const prefix = `fw_t${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  await adminQuery(adminUrl, `create database ${template}`);
  const database = openDatabase(withDatabase(adminUrl, template), { poolSize: 2 });
  await runMigrations(database.pool);
  await database.close();
  project.provide('testDb', { adminUrl, template, prefix });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${prefix}%`],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
    await embedded?.stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}
