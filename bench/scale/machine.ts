import { readFile } from 'node:fs/promises';
import os from 'node:os';

export interface Machine {
  cpuModel: string;
  cpus: number;
  memoryGb: number;
  node: string;
  postgres: string;
  /** 1, 5 and 15-minute load averages: a shared machine's neighbours show here. */
  loadAverage: number[];
}

export function describeMachine(postgresVersion: string): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgres: postgresVersion,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/** CPU seconds a local process has used (user + system), or undefined when it is not on this machine. */
export async function cpuSeconds(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / 100;
  } catch {
    return undefined;
  }
}
