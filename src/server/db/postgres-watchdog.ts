import { spawn } from 'node:child_process';
import net from 'node:net';
import { processStartTime } from './process-identity';

/**
 * A detached shell that outlives this process only to fast-stop the PostgreSQL it started.
 * It blocks reading a pipe whose other end only this process holds, so the kernel wakes it
 * the moment this process ends in any way, kill -9 included, with no polling and no pid to
 * be fooled by. It then signals the postmaster only if that pid is still the postmaster it
 * was given (same start time), so a cluster started since by another server is left alone.
 * SIGINT is PostgreSQL's fast shutdown: clients are cut, a checkpoint is written, nothing is
 * lost. After an orderly stop the postmaster is already gone and the watchdog just exits.
 */
const SCRIPT = `
is_ours() {
  if [ -z "$PG_START" ]; then kill -0 "$PG_PID" 2>/dev/null; return; fi
  stat=$(cat "/proc/$PG_PID/stat" 2>/dev/null) || return 1
  set -- \${stat##*) }
  [ "$1" != Z ] && [ "\${20}" = "$PG_START" ]
}
cat >/dev/null
if is_ours; then
  kill -INT "$PG_PID"
  i=0
  while is_ours && [ "$i" -lt 120 ]; do sleep 0.5; i=$((i + 1)); done
fi
if [ -n "$REMOVE_DIR" ]; then rm -rf "$REMOVE_DIR"; fi
`;

export interface WatchdogOptions {
  /** The postmaster to stop once this process has gone. */
  postmasterPid: number;
  /** A throwaway cluster's folder, deleted after the stop; never set for real data. */
  removeDir?: string;
}

/** Starts the watchdog of a PostgreSQL this process started (see SCRIPT). */
export function startPostgresWatchdog({ postmasterPid, removeDir }: WatchdogOptions): void {
  const watchdog = spawn('sh', ['-c', SCRIPT], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
    env: {
      PG_PID: String(postmasterPid),
      PG_START: processStartTime(postmasterPid) ?? '',
      REMOVE_DIR: removeDir ?? '',
      PATH: process.env.PATH ?? '/usr/bin:/bin',
    },
  });
  // Neither the child nor our end of its pipe may keep a finished script (a backup) alive.
  watchdog.unref();
  if (watchdog.stdin instanceof net.Socket) watchdog.stdin.unref();
}
