import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { npmStartArguments } from '../../scripts/start-command.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A start may first build the server's bundle, and the web app if its sources changed since the bench built it. */
const START_DEADLINE_MS = 300_000;
const STOP_DEADLINE_MS = 20_000;

export interface StartedServer {
  url: string;
  /** The server's own process (scripts/start.mjs loads the bundle into it): its memory is the server's. */
  pid: number;
  /** The lines and bytes it has logged so far. */
  logged(): Promise<{ lines: number; bytes: number }>;
  close(): Promise<void>;
}

/** A port of 127.0.0.1 nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function countLines(file: string): Promise<number> {
  let lines = 0;
  const reader = readline.createInterface({ input: (await fs.open(file)).createReadStream() });
  for await (const line of reader) if (line) lines += 1;
  return lines;
}

/**
 * The server as `npm start` runs it (`node scripts/start.mjs`: the esbuild bundle, production
 * mode, the default log level) on `databaseUrl`, serving `webDistDir`, with its stdout and
 * stderr going to a file as under a service manager: every request's log line is formatted and
 * written, so its cost is in every figure. The log and the server's data folder are removed on close.
 */
export async function startAsNpmStart(options: {
  databaseUrl: string;
  webDistDir?: string;
  /** Node flags besides npm start's own (a CPU profile: cold-list-profile.ts), before the script. */
  nodeOptions?: string[];
}): Promise<StartedServer> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-server-'));
  const logFile = path.join(folder, 'server.log');
  const log = await fs.open(logFile, 'w');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: path.join(folder, 'data'),
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
  };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), ...npmStartArguments()], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log.fd, log.fd],
  });
  await log.close();
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
      await exited;
      clearTimeout(force);
    }
    await fs.rm(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, exited);
  } catch (error) {
    const tail = (await fs.readFile(logFile, 'utf8').catch(() => '')).slice(-2_000);
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}; its log ends:\n${tail}`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    logged: async () => ({ lines: await countLines(logFile), bytes: (await fs.stat(logFile)).size }),
    close: stop,
  };
}

async function waitUntilHealthy(url: string, exited: Promise<unknown>) {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = performance.now() + START_DEADLINE_MS;
  while (performance.now() < deadline) {
    if (ended) throw new Error('the server exited before it answered');
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${START_DEADLINE_MS / 1000} s`);
}
