/** Rows per multi-row statement of a bulk write: 1,000 rows of ~20 columns stay well under PostgreSQL's 65,535 parameters. */
export const BULK_BATCH_ROWS = 1000;

/** The items in consecutive batches of at most `size`. */
export function batches<T>(items: readonly T[], size = BULK_BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
