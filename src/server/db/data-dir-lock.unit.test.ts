import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDataDirHolder, lockDataDir } from './data-dir-lock';
import { identifyProcess } from './process-identity';

let dataDir: string;
let other: ChildProcess;
const lockFile = () => path.join(dataDir, 'fieldwork.pid');
const otherPid = () => other.pid ?? 0;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-lock-'));
  other = spawn('sleep', ['600']);
});
afterEach(async () => {
  other.kill();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('refuses while another live process holds it, naming what it is', async () => {
    const { startTime, bootId } = identifyProcess(otherPid());
    await fs.writeFile(lockFile(), `${otherPid()}\n${startTime}\n${bootId}\nbackup\n`);
    await expect(lockDataDir(dataDir, 'server')).rejects.toThrow(
      `Another Fieldwork backup (pid ${otherPid()}) is using ${dataDir}. Stop it or set DATA_DIR.`,
    );
  });

  it('takes over a file whose pid now belongs to a process that started later', async () => {
    const { bootId } = identifyProcess(otherPid());
    await fs.writeFile(lockFile(), `${otherPid()}\n1\n${bootId}\nserver\n`);
    expect(await findDataDirHolder(dataDir)).toBeUndefined();
    const lock = await lockDataDir(dataDir, 'server');
    expect(await findDataDirHolder(dataDir)).toMatchObject({ pid: process.pid, user: 'server' });
    await lock.release();
    expect(await findDataDirHolder(dataDir)).toBeUndefined();
  });

  it('takes over a file written in an earlier boot', async () => {
    const { startTime } = identifyProcess(otherPid());
    await fs.writeFile(lockFile(), `${otherPid()}\n${startTime}\nanother-boot\nserver\n`);
    expect(await findDataDirHolder(dataDir)).toBeUndefined();
  });

  it('trusts a file of the older format (the pid alone) while that pid runs', async () => {
    await fs.writeFile(lockFile(), `${otherPid()}\n`);
    expect(await findDataDirHolder(dataDir)).toMatchObject({ pid: otherPid() });
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    expect(await findDataDirHolder(dataDir)).toBeUndefined();
  });

  it('leaves a file that another process has since written when releasing', async () => {
    const lock = await lockDataDir(dataDir, 'restore');
    await fs.writeFile(lockFile(), `${otherPid()}\n`);
    await lock.release();
    expect(await fs.readFile(lockFile(), 'utf8')).toBe(`${otherPid()}\n`);
  });
});
