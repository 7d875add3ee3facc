import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { runExclusively } from './job-runner';
import { scheduledJobs } from './scheduled-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('runExclusively', () => {
  it('runs a job once when two runs overlap (as two instances would)', async () => {
    let runs = 0;
    let release: () => void = () => {};
    let started: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const firstHoldsTheLock = new Promise<void>((resolve) => (started = resolve));
    const job = {
      lockKey: 99_001,
      run: async () => {
        runs += 1;
        started();
        await gate;
        return { done: true };
      },
    };
    const first = runExclusively(t.pool, job);
    // The second run starts once the first is inside the job, never after a guessed pause.
    await firstHoldsTheLock;
    const second = await runExclusively(t.pool, job);
    release();
    expect(second).toEqual({ ran: false });
    expect(await first).toEqual({ ran: true, result: { done: true } });
    expect(runs).toBe(1);
    expect(await runExclusively(t.pool, job)).toEqual({ ran: true, result: { done: true } });
  });
});

describe('scheduledJobs', () => {
  it('gives every job a lock of its own, so one job never skips another', () => {
    const keys = scheduledJobs(t.db, t.clock, t.app.services, {
      keptMonths: 24,
      archiveDir: os.tmpdir(),
    }).map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
