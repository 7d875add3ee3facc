import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { npmStartArguments } from '../../../scripts/start-command.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The server in a process of its own on the embedded PostgreSQL of `dataDir` (DATABASE_URL
 * removed), started as `npm start` starts it: scripts/start.mjs, which runs the server's
 * bundle (built first when stale). Node runs it without npm, so the child is the server: a
 * signal sent to it reaches the server.
 */
export function startServerProcess(options: {
  dataDir: string;
  port: number;
  webDir: string;
  env?: Record<string, string>;
}): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: options.webDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (!options.env?.SEED_DEMO) delete env.SEED_DEMO;
  const child = spawn(process.execPath, npmStartArguments(), { cwd: ROOT, env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the server has printed `text`; fails fast when it exits first. */
export async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > until) throw new Error(`timed out waiting for "${text}"; output:\n${server.output()}`);
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Polls `condition` until it holds; throws `message` after `timeoutMs`. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  message: string,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out: ${message}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
