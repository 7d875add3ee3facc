import fs from 'node:fs/promises';
import path from 'node:path';
import { runAs, type Binaries, type Owner } from './postgres-binaries';

/**
 * Creates the cluster in `clusterDir` (initdb): scram-sha-256 with `password` for the
 * `postgres` user, UTF-8 with ICU collation so results do not depend on the machine's locales.
 */
export async function initialiseCluster(
  bin: Binaries,
  owner: Owner | undefined,
  clusterDir: string,
  password: string,
): Promise<void> {
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
