import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded';

/**
 * `npm start` as a user runs it: the real process on the embedded PostgreSQL, seeded,
 * stopped with a signal, started again on the same data.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let webDir: string;
let port: number;

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(): Running {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], { cwd: ROOT, env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(running: Running, text: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!running.output().includes(text)) {
    if (Date.now() > until) throw new Error(`timed out waiting for "${text}"; output:\n${running.output()}`);
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const api = (url: string, init: RequestInit = {}) =>
  fetch(`http://localhost:${port}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

async function signIn(email: string, password: string) {
  const response = await api('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { token: string; user: { warehouseId: string } },
  };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-start-'));
  await fs.chmod(dataDir, 0o755);
  // Empty: the first start must build the web app into it.
  webDir = path.join(dataDir, 'web');
  port = await findFreePort();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('starts on the embedded PostgreSQL, seeds, stops cleanly and keeps the data for the next start', async () => {
    const first = startServer();
    await waitFor(first, `Fieldwork is running at http://localhost:${port}`, 150_000);
    const shell = await fetch(`http://localhost:${port}/dashboard`, { headers: { accept: 'text/html' } });
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');
    expect(first.output()).toContain('Demo sign-ins (password: fieldwork-demo)');
    expect(first.output()).toContain('supervisor@example.com');

    const admin = await signIn('admin@example.com', 'fieldwork-demo');
    expect(admin.status).toBe(200);
    const created = await api('/api/users', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.body.token}` },
      body: JSON.stringify({
        firstName: 'Persisted',
        lastName: 'Person',
        email: 'persisted@example.com',
        role: 'technician',
        warehouseIds: [admin.body.user.warehouseId],
        password: 'persisted-password',
      }),
    });
    expect(created.status).toBe(201);

    const clusterDir = path.join(dataDir, 'postgres');
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(true);
    if (process.getuid?.() === 0) expect(statSync(clusterDir).uid).not.toBe(0);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Fieldwork server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);

    const again = startServer();
    await waitFor(again, `Fieldwork is running at http://localhost:${port}`);
    expect((await signIn('persisted@example.com', 'persisted-password')).status).toBe(200);
    const adminAgain = await signIn('admin@example.com', 'fieldwork-demo');
    const users = await api('/api/users', { headers: { authorization: `Bearer ${adminAgain.body.token}` } });
    const emails = ((await users.json()) as { email: string }[]).map((u) => u.email);
    expect(emails.filter((e) => e === 'supervisor@example.com')).toHaveLength(1);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
  }, 300_000);
});
