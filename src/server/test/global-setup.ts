import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { startThrowawayPostgres } from './throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { adminUrl: string; template: string; prefix: string };
  }
}

/**
 * One PostgreSQL per run (embedded in a temp folder, or DATABASE_URL's server in CI). A
 * template database is migrated once; every test file clones it.
 */
export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres();
  const prefix = `fw_t${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const database = openDatabase(await server.createDatabase(template), { poolSize: 2 });
  await runMigrations(database.pool);
  await database.close();
  project.provide('testDb', { adminUrl: server.adminUrl, template, prefix });

  return async () => {
    const client = new pg.Client({ connectionString: server.adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    );
    await client.end();
    for (const { datname } of rows) await server.dropDatabase(datname);
    await server.stop();
  };
}
