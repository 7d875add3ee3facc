import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded';
import { startServerProcess, waitForOutput, type ServerProcess } from './test/server-process';

/**
 * `npm start` as a user runs it: the real process on the embedded PostgreSQL, seeded,
 * stopped with a signal, started again on the same data.
 */
let dataDir: string;
let webDir: string;
let port: number;

function startServer(): ServerProcess {
  return startServerProcess({ dataDir, port, webDir });
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

/** The highest resident memory a process has had, from /proc (Linux, where the tests run). */
function peakRssMb(pid: number): number {
  const peakKb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(peakKb) / 1024;
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
    await waitForOutput(first, `Fieldwork is running at http://localhost:${port}`, 150_000);
    const shell = await fetch(`http://localhost:${port}/dashboard`, { headers: { accept: 'text/html' } });
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');
    expect(first.output()).toContain('Demo sign-ins (password: fieldwork-demo)');
    // The web build ran in a child process: the server's own peak stayed that of a server
    // (a build inside it took it to ~870 MB and left it there).
    expect(peakRssMb(first.child.pid!)).toBeLessThan(400);
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
    await waitForOutput(again, `Fieldwork is running at http://localhost:${port}`);
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
