import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { findDataDirHolder, type DataDirUser } from '../data-dir-lock';
import { embeddedPaths, embeddedUrl, startEmbeddedPostgres } from '../embedded';
import { findRunningPostmaster } from '../running-postmaster';

/** The database a backup or restore works on, and how to let go of it afterwards. */
export interface CommandDatabase {
  url: string;
  /** Where the data is, for the command's messages. */
  source: string;
  close(): Promise<void>;
}

const external = (url: string): CommandDatabase => ({
  url,
  source: 'DATABASE_URL',
  close: async () => {},
});

async function startOwnCluster(config: Config, usedBy: DataDirUser, log?: (m: string) => void) {
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, usedBy, log });
  return { url: embedded.url, source: config.dataDir, close: () => embedded.stop() };
}

/**
 * For a backup: DATABASE_URL when set; else the embedded cluster of DATA_DIR. While a
 * server runs on it, the backup connects to that server's PostgreSQL (port from its
 * postmaster.pid, the generated password) rather than starting a second postmaster on the
 * same folder, which PostgreSQL would refuse anyway; a backup's snapshot needs no pause.
 * Otherwise it starts the cluster itself, holding DATA_DIR so no server starts meanwhile.
 */
export async function openForBackup(config: Config): Promise<CommandDatabase> {
  if (config.databaseUrl) return external(config.databaseUrl);
  const { clusterDir, passwordFile } = embeddedPaths(config.dataDir);
  const holder = await findDataDirHolder(config.dataDir);
  if (holder) {
    const postmaster = await findRunningPostmaster(clusterDir);
    if (holder.user === 'restore' || !postmaster) {
      throw new Error(
        `A Fieldwork ${holder.user} (pid ${holder.pid}) is ${holder.user === 'restore' ? 'restoring into' : 'starting on'} ${config.dataDir}; back up once it has finished.`,
      );
    }
    const password = (await fs.readFile(passwordFile, 'utf8')).trim();
    return {
      url: embeddedUrl(password, postmaster.port, 'fieldwork'),
      source: `${config.dataDir} (through the running ${holder.user}, pid ${holder.pid})`,
      close: async () => {},
    };
  }
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(
      `There is no Fieldwork database in ${config.dataDir}. Set DATA_DIR to the server's, or DATABASE_URL for an external PostgreSQL.`,
    );
  }
  // Quiet for cron: the cluster's own messages are left out.
  return startOwnCluster(config, 'backup');
}

/**
 * For a restore: DATABASE_URL when set; else the embedded cluster of DATA_DIR, started
 * (created in a new folder) by the restore itself. Refused while a server or another
 * command holds DATA_DIR: a running server's database is not empty, and its caches would
 * not see the restored data.
 */
export async function openForRestore(config: Config, log: (m: string) => void): Promise<CommandDatabase> {
  if (config.databaseUrl) return external(config.databaseUrl);
  const holder = await findDataDirHolder(config.dataDir);
  if (holder) {
    throw new Error(
      `A Fieldwork ${holder.user} (pid ${holder.pid}) is using ${config.dataDir}. Stop it first: a restore needs an empty database to itself.`,
    );
  }
  return startOwnCluster(config, 'restore', log);
}
