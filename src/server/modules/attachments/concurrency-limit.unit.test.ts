import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

/** A task that runs until the test finishes it, recording how many ran beside it. */
function controlledTasks(count: number) {
  let active = 0;
  let mostAtOnce = 0;
  const started: number[] = [];
  const finishers: ((fail: boolean) => void)[] = [];
  const tasks = Array.from({ length: count }, (_, i) => () => {
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    started.push(i);
    return new Promise<number>((resolve, reject) => {
      finishers[i] = (fail) => {
        active -= 1;
        if (fail) reject(new Error(`task ${i} failed`));
        else resolve(i);
      };
    });
  });
  return {
    tasks,
    finish: (i: number, fail = false) => finishers[i]?.(fail),
    started,
    mostAtOnce: () => mostAtOnce,
  };
}

/** Lets every settled promise's continuations run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createConcurrencyLimit', () => {
  it('never runs more than its limit at once, and starts the waiting ones in order as slots free', async () => {
    const limit = createConcurrencyLimit(2);
    const { tasks, finish, started, mostAtOnce } = controlledTasks(6);
    const results = tasks.map((task) => limit.run(task));
    expect([limit.running, limit.waiting]).toEqual([2, 4]);
    expect(started).toEqual([0, 1]);

    for (const i of [1, 0, 2, 3, 4, 5]) {
      finish(i);
      await settle();
      expect(limit.running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(mostAtOnce()).toBe(2);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    const { tasks, finish, started } = controlledTasks(2);
    const [first, second] = tasks.map((task) => limit.run(task));
    finish(0, true);
    await expect(first).rejects.toThrow('task 0 failed');
    await settle();
    expect(started).toEqual([0, 1]);
    finish(1);
    expect(await second).toBe(1);
    expect(limit.running).toBe(0);
  });
});
