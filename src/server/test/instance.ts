import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RunJobReply } from './instance-process';

export interface Instance {
  url: string;
  /** Runs a scheduled job on this instance now (under its advisory lock, as the timer would). */
  runJob(name: string): Promise<RunJobReply>;
  close(): Promise<void>;
}

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
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, DATABASE_URL: options.databaseUrl };
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
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server instance exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(Number(match[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
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
    async close() {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
