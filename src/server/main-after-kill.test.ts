import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded';
import { startServerProcess, waitForOutput, waitUntil, type ServerProcess } from './test/server-process';

/**
 * `npm start` killed without a chance to clean up (kill -9, OOM killer): its embedded
 * PostgreSQL must not outlive it, and the next start must come up on the same data, even
 * when the pid the dead server left behind now belongs to another process.
 */
let dataDir: string;
let webDir: string;
let port: number;
const running: ServerProcess[] = [];
/** fieldwork.pid as the killed server left it. */
let leftByKilledServer: string;

const ready = () => `Fieldwork is running at http://localhost:${port}`;

function start(): ServerProcess {
  // Seeding is covered by main.test.ts; an empty database starts faster.
  const server = startServerProcess({ dataDir, port, webDir, env: { SEED_DEMO: 'false' } });
  running.push(server);
  return server;
}

/** A process counts as gone once it has exited, even if nobody has reaped it yet. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const firstLine = async (file: string) => Number((await fs.readFile(file, 'utf8')).split('\n')[0]);

/** The embedded database the running server uses, through its port and generated password. */
async function connect(): Promise<pg.Client> {
  const postmaster = (await fs.readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n');
  const password = (await fs.readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(postmaster[3]),
    user: 'postgres',
    password,
    database: 'fieldwork',
  });
  await client.connect();
  return client;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-kill-'));
  await fs.chmod(dataDir, 0o755);
  // A stand-in web build: the first start would otherwise build the real one.
  webDir = path.join(dataDir, 'web');
  await fs.mkdir(webDir);
  await fs.writeFile(path.join(webDir, 'index.html'), '<div id="root"></div>');
  port = await findFreePort();
});
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  // A failed run must not leave a PostgreSQL behind on a shared machine.
  const postmaster = await fs.readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(postmaster.split('\n')[0]);
  if (pid > 0 && isRunning(pid)) {
    process.kill(pid, 'SIGINT');
    await waitUntil(() => !isRunning(pid), `PostgreSQL (pid ${pid}) did not stop`);
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start after kill -9', () => {
  it('stops the embedded PostgreSQL with the server and restarts cleanly with the data intact', async () => {
    const first = start();
    await waitForOutput(first, ready());
    const client = await connect();
    await client.query(`insert into app_settings (key, value) values ('written-before-kill', 'kept')`);
    await client.end();

    const serverPid = await firstLine(path.join(dataDir, 'fieldwork.pid'));
    expect(serverPid).toBe(first.child.pid);
    const postmasterPid = await firstLine(path.join(dataDir, 'postgres/postmaster.pid'));
    expect(isRunning(postmasterPid)).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    leftByKilledServer = await fs.readFile(path.join(dataDir, 'fieldwork.pid'), 'utf8');
    await waitUntil(() => !isRunning(postmasterPid), `PostgreSQL (pid ${postmasterPid}) outlived its server`);

    const second = start();
    await waitForOutput(second, ready());
    const again = await connect();
    const { rows } = await again.query<{ value: string }>(
      `select value from app_settings where key = 'written-before-kill'`,
    );
    await again.end();
    expect(rows).toEqual([{ value: 'kept' }]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('starts when the pid file left by a dead server names an unrelated live process', async () => {
    // The killed server's pid, as if the system had since given it to a process that has
    // nothing to do with Fieldwork.
    const unrelated = spawn('sleep', ['600']);
    try {
      const [, ...rest] = leftByKilledServer.split('\n');
      await fs.writeFile(path.join(dataDir, 'fieldwork.pid'), [String(unrelated.pid), ...rest].join('\n'));
      const server = start();
      await waitForOutput(server, ready());
      expect(isRunning(unrelated.pid ?? 0)).toBe(true);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      unrelated.kill();
    }
  }, 120_000);
});
