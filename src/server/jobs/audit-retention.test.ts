import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBacklog, withLiveHeapPeak } from '../test/backlog';
import { createTestApp, type TestApp } from '../test/test-app';
import { keepAuditMonths } from './audit-retention.job';

const NOW = new Date('2026-06-15T08:00:00Z');
/** Rows in each month past the retention, each with 4 KB of changes: 100 MB of JSON in all. */
const OLD_ROWS = 5_000;
const KEPT_ROWS = 100;
let t: TestApp;
let archiveDir: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  archiveDir = await fs.mkdtemp(path.join(os.tmpdir(), 'audit-archive-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(archiveDir, { recursive: true, force: true });
});

const countOf = async (query: SQL) => Number((await t.db.execute<{ n: number }>(query)).rows[0]?.n);
const probes = (from: string, to: string) =>
  countOf(sql`select count(*)::int as n from audit_log where entity_type = 'retention_probe'
    and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`);

/** `rows` audit rows spread over the month starting at `month` (YYYY-MM). */
async function insertMonth(month: string, rows: number, changeBytes: number) {
  await loadBacklog(
    t.db,
    sql`insert into audit_log (entity_type, entity_id, action, changes, created_at)
    select 'retention_probe', gen_random_uuid(), 'updated', jsonb_build_object('notes', repeat('x', ${changeBytes}::int)),
      ${`${month}-01T00:00:00Z`}::timestamptz + make_interval(secs => (g * 2419200.0 / ${rows}::int))
    from generate_series(0, ${rows}::int - 1) g`,
  );
}

/** The rows of an archive file, parsed. */
async function archived(file: string): Promise<{ entity_type: string; created_at: string }[]> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  const rows = [];
  for await (const line of lines) rows.push(JSON.parse(line) as { entity_type: string; created_at: string });
  return rows;
}

const months = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${from}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + i);
    return d.toISOString().slice(0, 7);
  });

describe('audit retention (issue 30 §5)', () => {
  it('archives, then drops, exactly the months past the kept 24, a page at a time, memory flat', async () => {
    const old = months('2024-01', 5);
    const kept = months('2024-06', 25);
    for (const month of old) await insertMonth(month, OLD_ROWS, 4_000);
    for (const month of kept) await insertMonth(month, KEPT_ROWS, 10);
    // The migration made months from the oldest row it found to two ahead of the real clock: these
    // rows, years before, were caught by the default partition.
    expect(await countOf(sql`select count(*)::int as n from audit_log_default`)).toBe(
      5 * OLD_ROWS + 25 * KEPT_ROWS,
    );

    const { result, liveGrowth } = await withLiveHeapPeak(() =>
      keepAuditMonths(t.db, t.clock, { keptMonths: 24, archiveDir }),
    );

    expect(result.archived.map((a) => [a.month, a.rows])).toEqual(
      old.map((m) => [`audit_log_${m.replace('-', '_')}`, OLD_ROWS]),
    );
    expect(result.movedFromDefault).toBe(5 * OLD_ROWS + 25 * KEPT_ROWS);
    expect(result.created).toEqual(
      expect.arrayContaining(['audit_log_2026_06', 'audit_log_2026_07', 'audit_log_2026_08']),
    );
    expect(await countOf(sql`select count(*)::int as n from audit_log_default`)).toBe(0);
    expect(await probes('2000-01-01', '2024-06-01')).toBe(0);
    expect(await probes('2024-06-01', '2026-07-01')).toBe(25 * KEPT_ROWS);
    // Each month's archive holds every row of it, whole.
    const [first] = result.archived;
    const rows = await archived(first!.file);
    expect(rows).toHaveLength(OLD_ROWS);
    expect(rows.every((r) => r.entity_type === 'retention_probe' && r.created_at.startsWith('2024-01'))).toBe(
      true,
    );
    expect((await fs.readdir(archiveDir)).sort()).toEqual(
      old.map((m) => `audit_log_${m.replace('-', '_')}.jsonl.gz`),
    );
    // What the export holds at any moment, garbage collected: a page, not the 100 MB it archived.
    expect(liveGrowth).toBeLessThan(48 * 1024 * 1024);

    expect(await keepAuditMonths(t.db, t.clock, { keptMonths: 24, archiveDir })).toEqual({
      created: [],
      movedFromDefault: 0,
      archived: [],
    });
  }, 600_000);

  it('keeps what AUDIT_RETENTION_MONTHS says: 12 months archive the year before them', async () => {
    const outcome = await keepAuditMonths(t.db, t.clock, { keptMonths: 12, archiveDir });
    expect(outcome.archived.map((a) => a.month)).toEqual(
      months('2024-06', 12).map((m) => `audit_log_${m.replace('-', '_')}`),
    );
    expect(outcome.archived.every((a) => a.rows === KEPT_ROWS)).toBe(true);
    expect(await probes('2000-01-01', '2025-06-01')).toBe(0);
    expect(await probes('2025-06-01', '2026-07-01')).toBe(13 * KEPT_ROWS);
  });

  it('writes new rows into their month, never the default partition', async () => {
    await t.db.execute(sql`insert into audit_log (entity_type, entity_id, action, created_at)
      values ('retention_probe', gen_random_uuid(), 'created', ${NOW.toISOString()}::timestamptz)`);
    expect(await countOf(sql`select count(*)::int as n from audit_log_default`)).toBe(0);
    expect(
      await countOf(sql`select count(*)::int as n from audit_log_2026_06 where action = 'created'`),
    ).toBe(1);
  });
});
