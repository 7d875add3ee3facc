import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RunJobReply } from './instance-process';

export interface Instance {
  url: string;
  /** The server process (memory sampling in benchmarks). */
  pid: number;
  /** False once the process has ended (crashed, or closed). */
  alive(): boolean;
  /** The process's log lines (pino JSON on stdout), parsed; set LOG_LEVEL in `env` to get any. */
  logs(): Record<string, unknown>[];
  /** Runs a scheduled job on this instance now (under its advisory lock, as the timer would). */
  runJob(name: string): Promise<RunJobReply>;
  /** kill -9: the process ends mid-whatever, with no chance to clean up (fault tests). */
  crash(): Promise<void>;
  close(): Promise<void>;
}

const START_DEADLINE_MS = 60_000;
const STOP_DEADLINE_MS = 15_000;

/**
 * Starts the real server in a child process on a free port of 127.0.0.1, on the given database
 * (and Redis, when `redisUrl` is set): for multi-instance tests and the benchmarks.
 */
export async function startInstance(options: {
  databaseUrl: string;
  redisUrl?: string | undefined;
  /** A built web app to serve (the browser benchmark); none by default. */
  webDistDir?: string | undefined;
  env?: Record<string, string>;
}): Promise<Instance> {
  // Silent unless the caller asks for a log: not whatever LOG_LEVEL the shell running the tests has.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    ...options.env,
    DATABASE_URL: options.databaseUrl,
  };
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  else delete env.REDIS_URL;
  if (options.webDistDir) env.WEB_DIST_DIR = options.webDistDir;
  else delete env.WEB_DIST_DIR;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'instance-process.ts')],
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const logs: Record<string, unknown>[] = [];
  let pending = '';
  const alive = () => child.exitCode === null && child.signalCode === null;
  /** Ends the process: politely, then by force if it has not stopped by `STOP_DEADLINE_MS`. */
  async function stop(): Promise<boolean> {
    if (!alive()) return true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
    await exited;
    clearTimeout(force);
    return child.signalCode !== 'SIGKILL';
  }
  const port = await new Promise<number>((resolve, reject) => {
    // A start that hangs must fail the test, not leave a stray process behind.
    const deadline = setTimeout(() => {
      void stop().then(() =>
        reject(new Error(`server instance did not start within ${START_DEADLINE_MS} ms`)),
      );
    }, START_DEADLINE_MS);
    child.once('exit', (code) => {
      clearTimeout(deadline);
      reject(new Error(`server instance exited with ${code}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^listening (\d+)$/.exec(line);
        if (match?.[1]) {
          clearTimeout(deadline);
          resolve(Number(match[1]));
        } else if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    alive,
    logs: () => logs,
    runJob(name) {
      return new Promise((resolve) => {
        const onReply = (reply: RunJobReply) => {
          if (reply.job !== name) return;
          child.off('message', onReply);
          resolve(reply);
        };
        child.on('message', onReply);
        child.send({ runJob: name });
      });
    },
    async crash() {
      child.removeAllListeners('exit');
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async close() {
      child.removeAllListeners('exit');
      if (!(await stop())) throw new Error(`server instance did not stop within ${STOP_DEADLINE_MS} ms`);
    },
  };
}
