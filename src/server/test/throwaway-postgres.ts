import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';
import { withDatabase } from './database-url';

export interface ThrowawayPostgres {
  /** Connection string with rights to create and drop databases. */
  adminUrl: string;
  /** Creates a database (optionally from a template) and returns its connection string. */
  createDatabase(name: string, template?: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

async function runAdmin(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates a database on the server (optionally as a copy of a template); returns its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await runAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return withDatabase(adminUrl, name);
}

export const dropDatabase = (adminUrl: string, name: string) =>
  runAdmin(adminUrl, `drop database if exists ${name} with (force)`);

/**
 * The PostgreSQL server tests, e2e and benchmarks work on: DATABASE_URL's server when set
 * (CI runs them against the machine's PostgreSQL), else an embedded one in a temp folder
 * that disappears with this process.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-pg-'));
    // Traversable by the postgres user when we run as root.
    await fs.chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, throwaway: true });
    adminUrl = embedded.adminUrl;
    stopEmbedded = async () => {
      await embedded.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  }
  const admin = adminUrl;
  return {
    adminUrl: admin,
    createDatabase: (name, template) => createDatabase(admin, name, template),
    dropDatabase: (name) => dropDatabase(admin, name),
    stop: async () => stopEmbedded?.(),
  };
}
