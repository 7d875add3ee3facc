import fs from 'node:fs/promises';
import os from 'node:os';
import { startInstance, type Instance } from '../../src/server/test/instance';
import { phase } from '../progress';
import {
  createBenchmarks,
  readBenchmarks,
  schedulerBenchmarks,
  workOrderTouch,
  type ApiTarget,
} from './api.bench';
import { prepareScaleDatabase } from './database';
import { hotReads } from './hot-reads';
import { sampleKeys, withDatabase, type SampleKeys } from './keys';
import { coldListByKey, signIn } from './probes';
import { describeMachine } from './machine';
import { generatePlant, SCALES, type GeneratedPlant, type ScaleName } from './plan';
import { writeReport, type ScaleResult, type YardstickResult } from './report';
import { serverConfig, sqlYardstick } from './yardstick';
import { replicaFillBenchmark } from './replica.bench';
import { buildWebApp } from '../web-build';

/** What a browser sends: the server compresses for it, and a benchmark should pay for that too. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

interface Measured {
  results: ScaleResult[];
  yardstick: YardstickResult[];
  notes: string[];
}

async function runApiBenchmarks(
  target: ApiTarget,
  databaseUrl: string,
  plant: GeneratedPlant,
  keys: SampleKeys,
): Promise<Measured> {
  const notes: string[] = [];
  const results: ScaleResult[] = [];
  const yardstick: YardstickResult[] = [];
  const touch = workOrderTouch(target, keys.touchedOrderIds);
  const reads = hotReads({
    warehouseId: plant.main.warehouseId,
    orderIds: keys.orderIds,
    assetTags: keys.assetTags,
    listCountLimit: serverConfig().listCountLimit,
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
    const rows = await readBenchmarks(target, read, touch, async (cold) => {
      yardstick.push(
        await sqlYardstick(databaseUrl, read, cold, { seconds: target.seconds, progress: target.progress }),
      );
    });
    results.push(...rows);
  }
  for (const read of [
    {
      name: 'GET /api/analytics/equipment-performance?days=90&limit=10',
      path: '/api/analytics/equipment-performance?days=90&limit=10',
      targetP95Ms: 500,
    },
    // The summary holds the equipment's first page (ADR 36); later pages are /api/pm-compliance/equipment.
    { name: 'GET /api/pm-compliance?days=365', path: '/api/pm-compliance?days=365', targetP95Ms: 200 },
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
  let webDistDir: string | undefined;
  try {
    const plant = await generatePlant(database.url, scale);
    const keys = await withDatabase(database.url, (db) => sampleKeys(db, plant.main.warehouseId));

    const startup = phase('server', 2);
    webDistDir = await startup.step('build the web app (the copy is filled in Chromium)', buildWebApp);
    server = await startup.step('start the server on the generated plant', () =>
      startInstance({ databaseUrl: database.url, webDistDir }),
    );
    const token = await signIn(server.url, plant.supervisor);
    const target: ApiTarget = {
      url: server.url,
      pid: server.pid,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
      seconds,
      progress: phase('benchmarks', BENCHMARK_STEPS),
    };
    // The copy first, on a quiet server: its fill is a first sign-in's, not one under benchmark load.
    const replica = await phase('device copy', 1).step('fill a technician’s copy and query it offline', () =>
      replicaFillBenchmark(server?.url ?? '', plant.technician),
    );
    const measured = await runApiBenchmarks(target, database.url, plant, keys);

    const machine = describeMachine(database.serverVersion);
    machine.loadAverage = machineAtStart.map((l) => Math.round(l * 100) / 100);
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
      replica,
      notes: [
        ...measured.notes,
        plant.checkedTables.includes('all')
          ? 'Generation checked every foreign key row by row (no superuser to load as a replica).'
          : 'Generation loaded rows as a replica session (no row-by-row foreign-key checks; the rows are consistent by ' +
            `construction)${plant.checkedTables.length > 0 ? `, except into ${plant.checkedTables.join(', ')}, whose insert triggers must run` : ''}.`,
        `Benchmarks read the big warehouse (${plant.main.name}: 60 % of the plant) as one of its supervisors.`,
        'Cold: lists page after a cursor placed before the newest order (the first page, under a key of its own); ' +
          'orders and equipment are read by a different id or tag each request (the server caches neither); dashboard, ' +
          'equipment performance and PM compliance follow a write to a work order of the warehouse (not timed).',
        'Clients: warm runs and cold runs by key use autocannon; cold runs after a write, and the SQL runs, are ' +
          'loops in the bench process (fetch; drizzle over pg with a pool of the server’s size). The server runs as ' +
          'the tests start it: production mode, its log silenced.',
      ],
    };
    console.log(`\n${await writeReport(report)}`);
  } finally {
    await server?.close();
    await database.close();
    if (webDistDir) await fs.rm(webDistDir, { recursive: true, force: true });
  }
}
