import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import { notifications } from '../db/schema';
import { createAlertsService } from '../modules/monitoring/alerts.service';
import { createEventBus } from '../realtime/event-bus';
import { flushDispatchedMarks } from '../realtime/outbox.repository';
import { buildTenant } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { alertEngineJob } from './alert-engine.job';
import { runExclusively } from './job-runner';
import { loadBacklog, withHeapPeak } from '../test/backlog';

const NOW = new Date('2026-06-01T12:00:00Z');
const INSTANCES = 3;
const HISTORY_DAYS = 30;
const UNREAD_NOTICES = 50_000;
/** Tables that grow with the installation's age: no statement of a run may read much of them. */
const HISTORY_TABLES = ['system_metric_samples', 'notifications'];
const MOST_ROWS_READ = 100;

let t: TestApp;
let tenant: Awaited<ReturnType<typeof buildTenant>>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  tenant = await buildTenant(t.db);
});
afterAll(() => t.close());

interface Statement {
  text: string;
  values: unknown[];
}

/** Every statement the alert engine sends while `work` runs (on connections opened meanwhile). */
async function recordStatements<T>(work: (handle: ReturnType<typeof openDatabase>) => Promise<T>) {
  const statements: Statement[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [first, second] = args;
    if (typeof first === 'string')
      statements.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const query = first as { text: string; values?: unknown[] };
      statements.push({ text: query.text, values: query.values ?? (Array.isArray(second) ? second : []) });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  const handle = openDatabase(t.url, { poolSize: 2 });
  try {
    return { result: await work(handle), statements };
  } finally {
    spy.mockRestore();
    await flushDispatchedMarks(handle.db);
    await handle.close();
  }
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Rows each scan of a history table read, by running the statement again under EXPLAIN ANALYZE (rolled back). */
async function historyRowsRead(statement: Statement): Promise<Array<{ table: string; rows: number }>> {
  const client = await t.pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `explain (analyze, format json) ${statement.text}`,
      statement.values,
    );
    const scans: Array<{ table: string; rows: number }> = [];
    const visit = (node: PlanNode) => {
      const table = node['Relation Name'];
      if (typeof table === 'string' && HISTORY_TABLES.includes(table)) {
        const perLoop =
          Number(node['Actual Rows'] ?? 0) +
          Number(node['Rows Removed by Filter'] ?? 0) +
          Number(node['Rows Removed by Index Recheck'] ?? 0);
        scans.push({ table, rows: perLoop * Number(node['Actual Loops'] ?? 1) });
      }
      for (const child of node.Plans ?? []) visit(child);
    };
    for (const plan of rows[0]?.['QUERY PLAN'] ?? []) visit(plan.Plan);
    return scans;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** One sample a minute per instance over [from, to] minutes before NOW, with this heap and traffic. */
async function insertSamples(
  at: { minutesAgo: [number, number]; memoryUsage: number; heapUsed: number },
  traffic: { requestCount: number; avgResponseTimeMs: number; throughput: number },
) {
  await loadBacklog(
    t.db,
    sql`
    insert into system_metric_samples (instance_id, sampled_at, cpu_usage, memory_usage, heap_used, heap_total,
      rss, event_loop_lag_ms, request_count, error_count, avg_response_time_ms, throughput,
      db_active_connections, db_query_count)
    select 'instance-' || i, ${NOW.toISOString()}::timestamptz - make_interval(mins => m),
      0.1, ${at.memoryUsage}::numeric, ${at.heapUsed}::numeric, 100000000, 150000000, 1, ${traffic.requestCount}::numeric, 0,
      ${traffic.avgResponseTimeMs}::numeric, ${traffic.throughput}::numeric, 1, 20
    from generate_series(1, ${INSTANCES}::int) i,
      generate_series(${at.minutesAgo[0]}::int, ${at.minutesAgo[1]}::int) m`,
  );
}

describe('the alert engine over a long history', () => {
  it(`reads only the last minutes of ${HISTORY_DAYS} days of samples and skips ${UNREAD_NOTICES.toLocaleString('en-US')} unread notices a person`, async () => {
    // A month of samples at a full heap, all before the engine's window of five minutes.
    await insertSamples(
      { minutesAgo: [10, HISTORY_DAYS * 1440], memoryUsage: 0.95, heapUsed: 95_000_000 },
      {
        requestCount: 10,
        avgResponseTimeMs: 120,
        throughput: 0.2,
      },
    );
    // The last minutes: slow responses (650 ms on average), a third of the heap.
    await insertSamples(
      { minutesAgo: [1, 4], memoryUsage: 0.3, heapUsed: 30_000_000 },
      {
        requestCount: 100,
        avgResponseTimeMs: 650,
        throughput: 1.6,
      },
    );
    // A manager and an administrator who never read their escalation notices.
    await loadBacklog(
      t.db,
      sql`
      insert into notifications (organization_id, warehouse_id, user_id, type, title, message, priority, data, created_at)
      select ${tenant.org.id}, ${tenant.main.id}, u, 'wo_overdue', 'Work order overdue', 'FO-' || g || ' is overdue',
        'high', jsonb_build_object('foNumber', 'FO-' || g), ${NOW.toISOString()}::timestamptz - make_interval(secs => g)
      from generate_series(1, ${UNREAD_NOTICES}::int) g,
        unnest(array[${tenant.manager.id}::uuid, ${tenant.admin.id}::uuid]) u`,
    );
    await t.db.execute(sql`analyze system_metric_samples`);
    await t.db.execute(sql`analyze notifications`);

    const { result: run, statements } = await recordStatements((handle) =>
      withHeapPeak(() =>
        runExclusively(
          handle.pool,
          alertEngineJob(
            createAlertsService({
              db: handle.db,
              clock: t.clock,
              events: createEventBus((error) => {
                throw error;
              }),
              notifications: t.app.services.notifications,
              users: t.app.services.users,
            }),
          ),
        ),
      ),
    );
    expect(run.result).toEqual({ ran: true, result: { conditions: 1, opened: 1 } });
    expect(run.heapGrowth).toBeLessThan(256 * 1024 * 1024);
    for (const person of [tenant.manager, tenant.admin]) {
      const notices = await t.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.userId, person.id), eq(notifications.type, 'system_alert')));
      expect(notices).toEqual([{ title: 'Slow responses' }]);
    }

    const historyStatements = statements.filter((s) =>
      HISTORY_TABLES.some((table) => s.text.includes(table)),
    );
    expect(historyStatements.length).toBeGreaterThanOrEqual(2);
    const scans = (await Promise.all(historyStatements.map(historyRowsRead))).flat();
    expect(scans.map((s) => s.table)).toEqual(expect.arrayContaining(HISTORY_TABLES));
    expect(scans.filter((s) => s.rows > MOST_ROWS_READ)).toEqual([]);
  }, 600_000);
});
