import fs from 'node:fs/promises';
import os from 'node:os';
import { phase } from '../progress';
import { measureSignInTransfer } from '../sign-in-transfer';
import { buildWebApp } from '../web-build';
import {
  createFigures,
  equipmentPerformanceFigures,
  hotReadFigures,
  schedulerRun,
  writeClearedFigures,
  type ApiTarget,
} from './api.bench';
import { prepareScaleDatabase } from './database';
import { attempt } from './attempt';
import { judgeGoals } from './goals';
import { hotReads } from './hot-reads';
import { sampleKeys, withDatabase } from './keys';
import { describeMachine } from './machine';
import { startAsNpmStart, type StartedServer } from './npm-start';
import { generatePlant, SCALES, type ScaleName } from './plan';
import { checkHeadCursor, keepSignedIn, signIn } from './probes';
import { replicaFillBenchmark } from './replica.bench';
import { writeReport } from './report';
import { runRounds } from './rounds';
import { watchPeakRss } from './rss';
import { CAPTURED_KEYS, captureHotReads, removeWorkloads, type Yardstick } from './yardstick';

/** What a browser sends: the server compresses for it, and a benchmark should pay for that too. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
/** Each figure this many times, interleaved (issue 30): the median and the range are reported. */
const ROUNDS = 3;

/**
 * `npm run bench -- --scale small|large` (issues 14 and 30): one dedicated database, the plant
 * generated in it and every table analyzed, the statements of the hot reads captured, the server
 * started as `npm start` starts it, then every figure in interleaved rounds, the hot reads each
 * beside pgbench over their own statements; bench/results/latest.json and latest.md.
 */
export async function runScale(scaleName: ScaleName, seconds: number): Promise<void> {
  const wallStarted = performance.now();
  const scale = SCALES[scaleName];
  const machineAtStart = os.loadavg();
  const database = await prepareScaleDatabase();
  let server: StartedServer | undefined;
  let webDistDir: string | undefined;
  let yardsticks: Yardstick[] = [];
  try {
    const plant = await generatePlant(database.url, scale);
    const keys = await withDatabase(database.url, (db) =>
      sampleKeys(
        db,
        plant.warehouses.map((w) => w.warehouseId),
        CAPTURED_KEYS,
      ),
    );
    const reads = hotReads(keys);

    const startup = phase('server', 3);
    const built = await startup.step('build the web app', buildWebApp);
    webDistDir = built;
    yardsticks = await startup.step('capture the statements the hot reads run', () =>
      captureHotReads({
        databaseUrl: database.url,
        webDistDir: built,
        reads,
        account: plant.main.supervisor,
      }),
    );
    server = await startup.step('start the server as npm start does', () =>
      startAsNpmStart({ databaseUrl: database.url, webDistDir: built }),
    );
    const url = server.url;
    const memory = watchPeakRss(server.pid);
    const target: ApiTarget = {
      url,
      databaseUrl: database.url,
      seconds,
      warehouses: await Promise.all(
        plant.warehouses.map(async (w, i) => ({
          headers: {
            authorization: `Bearer ${await signIn(url, w.supervisor)}`,
            'accept-encoding': ACCEPT_ENCODING,
          },
          touchedOrderIds: keys.touchedOrderIds[i]!,
        })),
      ),
    };
    for (const read of reads) await checkHeadCursor(url, target.warehouses[0]!.headers, read);

    // The browser's measurements first, on a quiet server: a first visit's, not one under load.
    const once = phase('once', 3);
    const signInTransfer = await once.step('a signed-out visit of /login (Chromium)', () =>
      attempt(() => measureSignInTransfer(url)),
    );
    const replica = await once.step('fill a technician’s copy and query it offline', () =>
      attempt(() => replicaFillBenchmark(url, plant.technician)),
    );
    // Before the creates: a create backlog still in the server would time its queue.
    const scheduler = await once.step('the PM scheduler', () => schedulerRun(target));

    const figures = [
      ...hotReadFigures(target, yardsticks),
      ...equipmentPerformanceFigures(target),
      ...writeClearedFigures(target),
      ...(await createFigures(target, keys.activeEquipmentIds)),
    ];
    const measured = await runRounds(figures, {
      rounds: ROUNDS,
      seconds,
      pid: server.pid,
      progress: phase('benchmarks', figures.length * ROUNDS),
      beforeEach: keepSignedIn(
        url,
        target.warehouses,
        plant.warehouses.map((w) => w.supervisor),
      ),
    });
    const rssPeakMb = await memory.stop();
    const logged = await server.logged();

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
      rounds: ROUNDS,
      wallSeconds: (performance.now() - wallStarted) / 1000,
      goals: judgeGoals({ figures: measured, rssPeakMb, signIn: signInTransfer, scheduler }),
      figures: measured,
      statements: Object.fromEntries(yardsticks.map((y) => [y.read.name, y.statements])),
      replica,
      notes: [
        plant.checkedTables.includes('all')
          ? 'Generation checked every foreign key row by row (no superuser to load as a replica).'
          : 'Generation loaded rows as a replica session (no row-by-row foreign-key checks; the rows are consistent by ' +
            `construction)${plant.checkedTables.length > 0 ? `, except into ${plant.checkedTables.join(', ')}, whose insert triggers must run` : ''}; ` +
            'then every table was vacuumed and analyzed, the derived ones the triggers fill included.',
        `The server ran as npm start runs it (node scripts/start.mjs: the bundle, production, log level info, ` +
          `its JSON log lines to a file as under a service manager): it logged ${logged.lines.toLocaleString('en-US')} lines ` +
          `(${(logged.bytes / 1024 ** 2).toFixed(1)} MB); its scheduled jobs ran on their own clocks.`,
        `Benchmarks read the big warehouse (${plant.main.name}: 60 % of the plant) as one of its supervisors.`,
        `pgbench: the statements the server sent PostgreSQL for each hot read, captured on the wire from a server ` +
          `started the same way before this one, for ${CAPTURED_KEYS} keys (orders, searches, head cursors); one script per key ` +
          'with its own values, picked at random per transaction; a transaction is one request’s statements. ' +
          '-M prepared: PostgreSQL’s best case (the server sends unnamed statements, parsed and planned each time); ' +
          '-j min(c, 2). The API’s cold run asks the same keys: the same order ids (the server caches no order by id), ' +
          'the same lists and searches behind a new head cursor per request (it caches list pages).',
        'Equipment performance: one computation is the big warehouse over 90 days after a write (untimed) that clears its ' +
          `figures; the independent ones are 32 loops over the plant’s ${plant.warehouses.length * 5} keys ` +
          '(every warehouse × period), each request after a write to its warehouse, so two loops share a key at times; ' +
          'the big warehouse computes about six times the rows of the others.',
        'Clients: autocannon for the hot reads and creates; loops in the bench process (fetch) for reads after a write; ' +
          'all on the same machine as the server and PostgreSQL.',
      ],
    };
    console.log(`\n${await writeReport(report)}`);
  } finally {
    await server?.close();
    await removeWorkloads(yardsticks);
    await database.close();
    if (webDistDir) await fs.rm(webDistDir, { recursive: true, force: true });
  }
}
