/**
 * Rows a pruning statement removes (issue 14 §4): each statement is its own short transaction,
 * holding its row locks for well under a second at any backlog.
 */
export const PRUNE_BATCH_SIZE = 1_000;

export interface PruneOutcome {
  rows: number;
  batches: number;
}

/**
 * Runs `pruneBatch` (one bounded statement: at most `batchSize` rows, oldest first) until a
 * batch comes back short. Each batch commits on its own and the rows left still match the
 * prune's condition, so a run that stops half way loses nothing and repeats nothing: the next
 * run takes up where it stopped. Memory stays flat, as a batch answers only its row count.
 */
export async function pruneInBatches(
  pruneBatch: (batchSize: number) => Promise<number>,
  batchSize: number,
): Promise<PruneOutcome> {
  const outcome: PruneOutcome = { rows: 0, batches: 0 };
  for (;;) {
    const rows = await pruneBatch(batchSize);
    if (rows === 0) return outcome;
    outcome.rows += rows;
    outcome.batches += 1;
    if (rows < batchSize) return outcome;
  }
}
