import { readFileSync } from 'node:fs';

/**
 * Tells one process from another that later got the same pid. On Linux a process is
 * identified by its pid, its start time (clock ticks since boot, field 22 of /proc/<pid>/stat)
 * and the boot it started in; elsewhere only the pid is known and the checks fall back to it.
 */
export interface ProcessIdentity {
  pid: number;
  startTime?: string;
  bootId?: string;
}

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const hasProc = () => statFields(process.pid) !== undefined;

/** The process's start time in clock ticks since boot, or undefined without /proc. */
export function processStartTime(pid: number): string | undefined {
  // Field 22 of the line; the slice starts at field 3 (state).
  return statFields(pid)?.[19];
}

function currentBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Identifies a live process (this one by default). */
export function identifyProcess(pid = process.pid): ProcessIdentity {
  return { pid, startTime: processStartTime(pid), bootId: currentBootId() };
}

/** Running: it exists and has not exited (an exited child nobody has reaped yet is a zombie, not running). */
export function isProcessRunning(pid: number): boolean {
  if (hasProc()) {
    const fields = statFields(pid);
    return fields !== undefined && fields[0] !== 'Z';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process `identity` describes is still running (not merely something with its pid). */
export function isSameProcessRunning(identity: ProcessIdentity): boolean {
  if (!isProcessRunning(identity.pid)) return false;
  const now = identifyProcess(identity.pid);
  if (identity.bootId && now.bootId && identity.bootId !== now.bootId) return false;
  if (identity.startTime && now.startTime && identity.startTime !== now.startTime) return false;
  return true;
}

/** The process's arguments, or undefined when they cannot be read (gone, or no /proc). */
export function processArguments(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
  } catch {
    return undefined;
  }
}
