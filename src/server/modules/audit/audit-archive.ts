import fs from 'node:fs/promises';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Executor } from '../../db/client';
import { partitionPage } from './audit-partitions.repository';

/** Rows read a statement while a month is exported: memory holds one page, whatever the month's size. */
export const EXPORT_PAGE_SIZE = 1_000;

/**
 * Writes one month partition to `<dir>/<name>.jsonl.gz`, a row as JSON per line (every column,
 * as stored). The file appears under its name only once it is whole, so a run that stops while
 * writing leaves no half archive that looks complete; the month is dropped only after this
 * returns. Returns the file and how many rows it holds.
 */
export async function exportPartition(
  db: Executor,
  name: string,
  dir: string,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<{ file: string; rows: number }> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.jsonl.gz`);
  const partial = `${file}.partial`;
  let rows = 0;
  async function* lines() {
    let after: { id: string; createdAt: string } | null = null;
    for (;;) {
      const page = await partitionPage(db, name, after, pageSize);
      if (page.length === 0) return;
      rows += page.length;
      yield `${page.map((r) => r.line).join('\n')}\n`;
      const last = page[page.length - 1]!;
      after = { id: last.id, createdAt: last.created_at };
      if (page.length < pageSize) return;
    }
  }
  await pipeline(lines, createGzip(), createWriteStream(partial));
  const handle = await fs.open(partial, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(partial, file);
  return { file, rows };
}
