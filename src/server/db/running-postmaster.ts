import fs from 'node:fs/promises';
import path from 'node:path';
import { isProcessRunning, processArguments } from './process-identity';

export interface RunningPostmaster {
  pid: number;
  port: number;
}

/** Whether `pid` is a postgres serving `clusterDir` (trusted on the pid alone where /proc is missing). */
function servesCluster(pid: number, clusterDir: string): boolean {
  const args = processArguments(pid);
  if (!args) return true;
  const dataArg = args.indexOf('-D');
  return dataArg >= 0 && path.resolve(args[dataArg + 1] ?? '') === path.resolve(clusterDir);
}

/**
 * The PostgreSQL running on `clusterDir`, from its postmaster.pid (line 1 the pid, line 4
 * the port), provided that pid is really a postgres on this folder: after a crash the file
 * may name a pid that another process has since been given.
 */
export async function findRunningPostmaster(clusterDir: string): Promise<RunningPostmaster | undefined> {
  const text = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessRunning(pid) || !servesCluster(pid, clusterDir)) {
    return undefined;
  }
  return { pid, port };
}
