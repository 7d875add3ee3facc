import fs from 'node:fs/promises';
import path from 'node:path';
import { analyticsBenchmarks } from './analytics.bench';
import { authBenchmarks } from './auth.bench';
import { importsBenchmarks } from './imports.bench';
import { liveListBenchmarks } from './live-list.bench';
import { loadBenchmark } from './load.bench';
import { measurementBenchmarks } from './measurement.bench';
import { metersBenchmarks } from './meters.bench';
import { offlineReplayBenchmarks } from './offline-replay.bench';
import { offlineShellBenchmarks } from './offline-shell.bench';
import { planningBoardBenchmarks } from './planning-board.bench';
import { pmBenchmarks } from './pm.bench';
import { purchasingBenchmarks } from './purchasing.bench';
import { realtimeBenchmarks } from './realtime.bench';
import { workOrderBenchmarks } from './work-orders.bench';
import { workOrdersScreenBenchmarks } from './work-orders-screen.bench';
import { printResults, startBenchServer, type LoadResult } from './harness';
import { runScale } from './scale/run-scale';
import { SCALES, type ScaleName } from './scale/plan';
import { buildWebApp } from './web-build';

const suites = {
  auth: authBenchmarks,
  'work-orders': workOrderBenchmarks,
  pm: pmBenchmarks,
  analytics: analyticsBenchmarks,
  realtime: realtimeBenchmarks,
  'live-list': liveListBenchmarks,
  'offline-replay': offlineReplayBenchmarks,
  'offline-shell': offlineShellBenchmarks,
  measurement: measurementBenchmarks,
  'work-orders-screen': workOrdersScreenBenchmarks,
  meters: metersBenchmarks,
  'planning-board': planningBoardBenchmarks,
  purchasing: purchasingBenchmarks,
  imports: importsBenchmarks,
};
// A browser suite (Chromium against the built web app) is registered above and named in
// `browserSuites` below; one that also belongs to the scale run adds its rows in runScale.
/** Suites that build 10M rows and more: they run when named (`npm run bench -- meters`), not in the default run. */
const namedOnly = new Set(['meters']);
/** Suites that run several instances, which share events through Redis. */
const redisSuites = new Set(['realtime']);
/** Suites that drive the web app in Chromium, so it is built first. */
const browserSuites = new Set([
  'live-list',
  'offline-replay',
  'offline-shell',
  'work-orders-screen',
  'planning-board',
]);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * `npm run bench`: every benchmark the issues name, against the real server on
 * PostgreSQL (and Redis, REDIS_URL or the local default, for the multi-instance suite; the
 * live-list and offline-shell suites build the web app and drive Debian's Chromium).
 * BENCH_SECONDS sets each measured run's length (default 10; at scale 3 small, 20 large);
 * `npm run bench -- pm` runs only the named suites;
 * `npm run bench -- --scale small|large` builds a whole plant and runs the scale benchmarks.
 */
async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--load')) return runLoad();
  const scale = scaleArgument(args);
  // Small is the quick run: 3 s per round. Large runs each round for the 20 s issue 30 asks.
  if (scale)
    return timed(() => runScale(scale, Number(process.env.BENCH_SECONDS ?? (scale === 'small' ? 3 : 20))));
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const chosen = args;
  const unknown = chosen.filter((name) => !(name in suites));
  if (unknown.length > 0) {
    throw new Error(`Unknown suite ${unknown.join(', ')}; choose from ${Object.keys(suites).join(', ')}`);
  }
  const results: LoadResult[] = [];
  const notes: string[] = [];
  // Each suite gets a fresh server and database, so one suite's data cannot skew another's.
  for (const [name, suite] of Object.entries(suites)) {
    if (chosen.length > 0 ? !chosen.includes(name) : namedOnly.has(name)) continue;
    const webDistDir = browserSuites.has(name) ? await buildWebApp() : undefined;
    const server = await startBenchServer({
      ...(redisSuites.has(name) ? { redisUrl } : {}),
      ...(webDistDir ? { webDistDir } : {}),
    });
    try {
      const outcome = await suite(server, seconds);
      results.push(...outcome.results);
      notes.push(...outcome.notes);
    } finally {
      await server.close();
      if (webDistDir) await fs.rm(webDistDir, { recursive: true, force: true });
    }
  }
  await report('latest.json', results, notes);
}

/** `--scale large` or `--scale=large`; undefined without the flag. */
function scaleArgument(args: string[]): ScaleName | undefined {
  const index = args.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (index < 0) return undefined;
  const flag = args[index]!;
  const value = flag.includes('=') ? flag.slice('--scale='.length) : args[index + 1];
  if (value !== 'small' && value !== 'large') {
    throw new Error(`--scale takes ${Object.keys(SCALES).join(' or ')}, not ${value ?? 'nothing'}`);
  }
  return value;
}

/** The whole command's wall time, cleanup included, on stderr beside the progress bars. */
async function timed(work: () => Promise<void>) {
  const started = performance.now();
  await work();
  console.error(`bench wall time ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

/**
 * `npm run bench -- --load`: the 64-user mix for 5 minutes after a 15 s warm-up (issue 9).
 * LOAD_USERS, LOAD_SECONDS, LOAD_THINK_MS and LOAD_WARM_UP_SECONDS change it.
 */
async function runLoad() {
  const server = await startBenchServer();
  try {
    const outcome = await loadBenchmark(server, {
      users: Number(process.env.LOAD_USERS ?? 64),
      seconds: Number(process.env.LOAD_SECONDS ?? 300),
      thinkMs: Number(process.env.LOAD_THINK_MS ?? 500),
      warmUpSeconds: Number(process.env.LOAD_WARM_UP_SECONDS ?? 15),
    });
    await report('load.json', outcome.results, outcome.notes);
  } finally {
    await server.close();
  }
}

async function report(file: string, results: LoadResult[], notes: string[]) {
  printResults(results);
  for (const note of notes) console.log(`\n${note}`);
  const outDir = path.resolve(import.meta.dirname, 'results');
  await fs.mkdir(outDir, { recursive: true });
  await fs.writeFile(
    path.join(outDir, file),
    `${JSON.stringify({ at: new Date().toISOString(), results, notes }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
