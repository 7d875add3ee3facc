import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { startInstance, type Instance } from '../../src/server/test/instance';
import { phase } from '../progress';
import {
  createBenchmarks,
  readBenchmarks,
  schedulerBenchmarks,
  workOrderTouch,
  CONCURRENCIES,
  type ApiTarget,
} from './api.bench';
import { prepareScaleDatabase } from './database';
import { headCursor, hotReads, type HotRead } from './hot-reads';
import { describeMachine } from './machine';
import { generatePlant, SCALES, type GeneratedPlant, type ScaleName } from './plan';
import { writeReport, type ScaleResult, type YardstickResult } from './report';
import { sqlYardstick } from './yardstick';

/** What a browser sends: the server compresses for it, and a benchmark should pay for that too. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const SAMPLE = 2_000;

async function sampleKeys(db: Database, warehouseId: string) {
  const column = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ v: string }>(query)).rows.map((r) => r.v);
  return {
    orderIds: await column(sql`select id as v from work_orders
      where warehouse_id = ${warehouseId} and deleted_at is null order by random() limit ${SAMPLE}`),
    assetTags: await column(sql`select asset_tag as v from equipment
      where warehouse_id = ${warehouseId} and deleted_at is null order by random() limit ${SAMPLE}`),
    activeEquipmentIds: await column(sql`select id as v from equipment
      where warehouse_id = ${warehouseId} and status = 'active' and deleted_at is null order by random() limit ${SAMPLE}`),
    // Orders in progress whose notes the invalidating writes change, one after another.
    touchedOrderIds: await column(sql`select id as v from work_orders
      where warehouse_id = ${warehouseId} and status = 'in_progress' and deleted_at is null
      order by created_at desc limit 64`),
  };
}

async function withDatabase<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(url, { poolSize: 1 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function signIn(url: string, account: { email: string; password: string }) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The first page's ids and total, to compare the head-cursor page with. */
async function pageOf(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const items = (await response.json()) as { id: string }[];
  return { ids: items.map((i) => i.id).join(','), total: response.headers.get('x-total-count') };
}

/**
 * A list read is made cold by a head cursor only where the server answers it exactly as the
 * first page (same rows, same total); otherwise by a write before each read.
 */
async function coldListByKey(target: ApiTarget, read: HotRead): Promise<boolean> {
  const first = await pageOf(`${target.url}${read.path}`, target.headers);
  const head = await pageOf(`${target.url}${read.path}&cursor=${headCursor()}`, target.headers);
  return first.ids === head.ids && first.total === head.total;
}

/** Whether the running server's OpenAPI document lists a query parameter of a GET route. */
async function acceptsQuery(url: string, route: string, parameter: string): Promise<boolean> {
  const response = await fetch(`${url}/api/openapi.json`);
  if (!response.ok) return false;
  const document = (await response.json()) as {
    paths?: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
  };
  return (document.paths?.[route]?.get?.parameters ?? []).some(
    (p) => p.in === 'query' && p.name === parameter,
  );
}

interface Measured {
  results: ScaleResult[];
  yardstick: YardstickResult[];
  notes: string[];
}

async function runApiBenchmarks(
  target: ApiTarget,
  databaseUrl: string,
  plant: GeneratedPlant,
  keys: Awaited<ReturnType<typeof sampleKeys>>,
): Promise<Measured> {
  const notes: string[] = [];
  const results: ScaleResult[] = [];
  const yardstick: YardstickResult[] = [];
  const touch = workOrderTouch(target, keys.touchedOrderIds);
  const reads = hotReads({
    warehouseId: plant.main.warehouseId,
    orderIds: keys.orderIds,
    assetTags: keys.assetTags,
  });
  for (const read of reads.slice(0, 2)) {
    if (!(await coldListByKey(target, read))) {
      read.coldPath = undefined;
      notes.push(
        `${read.name}: a head cursor did not answer the first page, so cold runs write before each read.`,
      );
    }
  }
  for (const read of reads) {
    const rows = await readBenchmarks(target, read, touch);
    results.push(...rows);
    yardstick.push(
      ...(await sqlYardstick(databaseUrl, read, rows, {
        connections: CONCURRENCIES,
        seconds: target.seconds,
        progress: target.progress,
      })),
    );
  }
  const pagedCompliance = await acceptsQuery(target.url, '/api/pm-compliance', 'limit');
  const compliancePath = `/api/pm-compliance?days=365${pagedCompliance ? '&limit=50' : ''}`;
  if (!pagedCompliance)
    notes.push('PM compliance has no `limit` yet: measured whole (every equipment of the plant).');
  for (const read of [
    {
      name: 'GET /api/analytics/equipment-performance?days=90&limit=10',
      path: '/api/analytics/equipment-performance?days=90&limit=10',
      targetP95Ms: 500,
    },
    { name: `GET ${compliancePath}`, path: compliancePath, targetP95Ms: 200 },
  ]) {
    results.push(...(await readBenchmarks(target, read, touch)));
  }
  // The scheduler before the creates: a create backlog still in the server would time its queue.
  results.push(...(await schedulerBenchmarks(target)));
  results.push(...(await createBenchmarks(target, keys.activeEquipmentIds)));
  return { results, yardstick, notes };
}

/** Rows per hot read (4 API, 2 SQL), per write-cleared read (4), creates (2), scheduler runs (2). */
const BENCHMARK_STEPS = 5 * 6 + 2 * 4 + 2 + 2;

/**
 * `npm run bench -- --scale small|large` (issue 14 §1–2): one dedicated database, the plant
 * generated in it, the server started on it, every benchmark warm and cold at concurrency 1
 * and 32, the hot reads against their own SQL; bench/results/latest.json and latest.md.
 */
export async function runScale(scaleName: ScaleName, seconds: number): Promise<void> {
  const wallStarted = performance.now();
  const scale = SCALES[scaleName];
  const machineAtStart = os.loadavg();
  const database = await prepareScaleDatabase();
  let server: Instance | undefined;
  try {
    const plant = await generatePlant(database.url, scale);
    const keys = await withDatabase(database.url, (db) => sampleKeys(db, plant.main.warehouseId));

    const startup = phase('server', 1);
    server = await startup.step('start the server on the generated plant', () =>
      startInstance({ databaseUrl: database.url }),
    );
    const token = await signIn(server.url, plant.supervisor);
    const target: ApiTarget = {
      url: server.url,
      pid: server.pid,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
      seconds,
      progress: phase('benchmarks', BENCHMARK_STEPS),
    };
    const measured = await runApiBenchmarks(target, database.url, plant, keys);
    // Browser suites at scale (e.g. the work-orders screen) add their rows and notes here.

    const machine = describeMachine(database.serverVersion);
    machine.loadAverage = machineAtStart.map((l) => Math.round(l * 100) / 100);
    const misses = measured.results
      .filter((r) => r.met === false)
      .map((r) => `${r.benchmark} (${r.mode} c=${r.connections})`);
    const report = {
      at: new Date().toISOString(),
      scale: scale.name,
      machine,
      loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
      database: database.where,
      generation: {
        seconds: plant.seconds,
        ...(plant.postgresCpuSeconds === undefined ? {} : { postgresCpuSeconds: plant.postgresCpuSeconds }),
        counts: plant.counts,
      },
      secondsPerRun: seconds,
      wallSeconds: (performance.now() - wallStarted) / 1000,
      results: measured.results,
      yardstick: measured.yardstick,
      notes: [
        ...measured.notes,
        plant.foreignKeysChecked
          ? `Generation checked foreign keys row by row${plant.triggers.length > 0 ? ` (the tables have triggers: ${plant.triggers.join(', ')})` : ''}.`
          : 'Generation ran as a replica session (no row-by-row foreign-key checks; the rows are consistent by construction).',
        `Benchmarks read the big warehouse (${plant.main.name}: 60 % of the plant) as one of its supervisors.`,
        'Cold: lists page after a cursor placed before the newest order (the first page, under a key of its own); ' +
          'orders and equipment are read by a different id or tag each request (the server caches neither); dashboard, ' +
          'equipment performance and PM compliance follow a write to a work order of the warehouse (not timed).',
        'Clients: warm runs and cold runs by key use autocannon; cold runs after a write, and the SQL runs, are ' +
          'loops in the bench process (fetch; drizzle over pg with a pool of the server’s size). The server runs as ' +
          'the tests start it: production mode, its log silenced.',
        misses.length > 0 ? `Missed targets: ${misses.join('; ')}.` : 'Every target met.',
      ],
    };
    console.log(`\n${await writeReport(report)}`);
  } finally {
    await server?.close();
    await database.close();
  }
}
