import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measure } from '../harness';
import { prepareScaleDatabase } from './database';
import { coldPath, hotReads } from './hot-reads';
import { startAsNpmStart } from './npm-start';
import { generatePlant, SCALES } from './plan';
import { checkHeadCursor, signIn } from './probes';
import { summariseProfile, formatSummary } from './cpu-profile-summary';

/**
 * `tsx bench/scale/cold-list-profile.ts <plant.json> [seconds] [connections] [label]` (issue 30):
 * a CPU profile of the server as `npm start` runs it (request log on) while it answers the
 * work-order list cold (a head cursor per request, so its answer cache misses). Profiles only
 * the measured run: samples outside it (start-up, the warm-up) are left out of the summary.
 * The plant is generated once (small scale, on BENCH_DATABASE_URL's server) and its database
 * and account kept in `plant.json`, so before and after profile the same data.
 */

interface KeptPlant {
  databaseUrl: string;
  supervisor: { email: string; password: string };
}

async function keptPlant(file: string): Promise<KeptPlant> {
  const kept = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (kept) return JSON.parse(kept) as KeptPlant;
  const database = await prepareScaleDatabase();
  const plant = await generatePlant(database.url, SCALES.small);
  const made = { databaseUrl: database.url, supervisor: plant.main.supervisor };
  await fs.writeFile(file, JSON.stringify(made, null, 2));
  return made;
}

/** CPU seconds of each thread of a process, summed by thread name (main, libuv's pool, V8's helpers). */
async function threadCpu(pid: number): Promise<Map<string, number>> {
  const byName = new Map<string, number>();
  for (const task of await fs.readdir(`/proc/${pid}/task`)) {
    const stat = await fs.readFile(`/proc/${pid}/task/${task}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).trim();
    // Node names none of its other threads: libuv's pool and V8's helpers (concurrent GC, compiling).
    const name = task === String(pid) ? 'main' : comm === 'node' ? 'pool and V8 helpers' : comm;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    byName.set(name, (byName.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100);
  }
  return byName;
}

async function main() {
  const [plantFile = 'bench/results/profile-plant.json', seconds = '20', connections = '32', label = 'run'] =
    process.argv.slice(2);
  const plant = await keptPlant(plantFile);
  const profileDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-cpu-profile-'));
  const server = await startAsNpmStart({
    databaseUrl: plant.databaseUrl,
    nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  try {
    const headers = {
      authorization: `Bearer ${await signIn(server.url, plant.supervisor)}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    const list = hotReads({ orderIds: [], foNumbers: [] })[0]!;
    await checkHeadCursor(server.url, headers, list);
    let n = 0;
    const threadsBefore = await threadCpu(server.pid);
    const linesBefore = (await server.logged()).lines;
    const from = process.hrtime.bigint() / 1000n;
    const result = await measure(list.name, {
      url: `${server.url}${list.path(0)}`,
      connections: Number(connections),
      seconds: Number(seconds),
      headers,
      vary: () => ({ path: coldPath(list, n++) }),
    });
    const to = process.hrtime.bigint() / 1000n;
    const threads = await threadCpu(server.pid);
    // Every request the server answered in the window, the warm-up second's included: one log line each.
    const served = (await server.logged()).lines - linesBefore;
    for (const [name, seconds] of threadsBefore) threads.set(name, (threads.get(name) ?? 0) - seconds);
    const cpu = [...threads.values()].reduce((sum, s) => sum + s, 0);
    await server.close();
    const [profileFile] = await fs.readdir(profileDir);
    if (!profileFile) throw new Error('the server wrote no CPU profile');
    const kept = path.join('bench/results', `cold-list-${label}.cpuprofile`);
    await fs.mkdir('bench/results', { recursive: true });
    await fs.copyFile(path.join(profileDir, profileFile), kept);
    // The warm-up second is in the window too: measure() warms up before its timed run.
    const summary = summariseProfile(JSON.parse(await fs.readFile(kept, 'utf8')), { from, to });
    console.log(
      `${label}: ${result.requests} requests in ${seconds} s, ${result.rps.toFixed(0)}/s, p50 ${result.p50} ms, ` +
        `p95 ${result.p95} ms, non-2xx ${result.non2xx}, errors ${result.errors}; load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    console.log(
      `server CPU ${cpu.toFixed(2)} s for ${served} requests (warm-up included): ${((cpu * 1000) / served).toFixed(3)} ms a request; by thread: ` +
        [...threads.entries()]
          .map(([name, s]) => `${name} ${((s * 1000) / served).toFixed(3)} ms`)
          .join(', '),
    );
    console.log(formatSummary(summary, ((threads.get('main') ?? 0) * 1000) / served));
    console.log(`profile: ${kept}`);
  } finally {
    await server.close();
    await fs.rm(profileDir, { recursive: true, force: true });
  }
}

await main();
