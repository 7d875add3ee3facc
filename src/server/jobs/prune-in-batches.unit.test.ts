import { describe, expect, it } from 'vitest';
import { pruneInBatches } from './prune-in-batches';

/** A prune over `rows` matching rows that answers how many each batch removed. */
const backlogOf = (rows: number, failOnBatch?: number) => {
  let left = rows;
  const limits: number[] = [];
  const pruneBatch = async (limit: number) => {
    limits.push(limit);
    if (limits.length === failOnBatch) throw new Error('connection lost');
    const removed = Math.min(limit, left);
    left -= removed;
    return removed;
  };
  return { pruneBatch, limits, left: () => left };
};

describe('pruneInBatches', () => {
  it('repeats full batches, counts the short last one, and stops', async () => {
    const backlog = backlogOf(2_500);
    expect(await pruneInBatches(backlog.pruneBatch, 1_000)).toEqual({ rows: 2_500, batches: 3 });
    expect(backlog.limits).toEqual([1_000, 1_000, 1_000]);
  });

  it('asks once more after a last full batch, which finds nothing and is not counted', async () => {
    const backlog = backlogOf(2_000);
    expect(await pruneInBatches(backlog.pruneBatch, 1_000)).toEqual({ rows: 2_000, batches: 2 });
    expect(backlog.limits).toHaveLength(3);
    expect(await pruneInBatches(backlog.pruneBatch, 1_000)).toEqual({ rows: 0, batches: 0 });
  });

  it('lets a failed batch end the run, leaving the rest to the next run', async () => {
    const backlog = backlogOf(5_000, 3);
    await expect(pruneInBatches(backlog.pruneBatch, 1_000)).rejects.toThrow('connection lost');
    expect(backlog.left()).toBe(3_000);
    expect(await pruneInBatches(backlog.pruneBatch, 1_000)).toEqual({ rows: 3_000, batches: 3 });
  });
});
