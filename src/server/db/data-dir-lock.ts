import fs from 'node:fs/promises';
import path from 'node:path';
import { identifyProcess, isSameProcessRunning, type ProcessIdentity } from './process-identity';

/** What holds a DATA_DIR: the server, or a backup or restore that started the cluster itself. */
export type DataDirUser = 'server' | 'backup' | 'restore';

export interface DataDirHolder extends ProcessIdentity {
  user: DataDirUser;
}

export interface DataDirLock {
  release(): Promise<void>;
}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'fieldwork.pid');

/**
 * One line each: pid, start time, boot id, user. The pid comes first as it always did, so an
 * older version reading the file still finds it.
 */
function format(holder: DataDirHolder): string {
  return `${[holder.pid, holder.startTime ?? '', holder.bootId ?? '', holder.user].join('\n')}\n`;
}

function parse(text: string): DataDirHolder | undefined {
  const [pidText, startTime, bootId, user] = text.split('\n');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return {
    pid,
    startTime: startTime || undefined,
    bootId: bootId || undefined,
    user: user === 'backup' || user === 'restore' ? user : 'server',
  };
}

/**
 * The live process holding `dataDir`, if any. A file left by a process that has gone is
 * stale even when its pid now belongs to another process: the start time and boot id tell
 * them apart (a file written before they were recorded is trusted on its pid alone).
 */
export async function findDataDirHolder(dataDir: string): Promise<DataDirHolder | undefined> {
  const text = await fs.readFile(lockFileOf(dataDir), 'utf8').catch(() => undefined);
  const holder = text === undefined ? undefined : parse(text);
  return holder && isSameProcessRunning(holder) ? holder : undefined;
}

/**
 * Claims `dataDir` for this process, refusing while another live Fieldwork process holds
 * it. Releasing removes the file only while it still names this process.
 */
export async function lockDataDir(dataDir: string, user: DataDirUser): Promise<DataDirLock> {
  const holder = await findDataDirHolder(dataDir);
  if (holder && holder.pid !== process.pid) {
    throw new Error(
      `Another Fieldwork ${holder.user} (pid ${holder.pid}) is using ${dataDir}. Stop it or set DATA_DIR.`,
    );
  }
  const file = lockFileOf(dataDir);
  const own = format({ ...identifyProcess(), user });
  await fs.writeFile(file, own);
  return {
    async release() {
      const current = await fs.readFile(file, 'utf8').catch(() => undefined);
      if (current === own) await fs.rm(file, { force: true });
    },
  };
}
