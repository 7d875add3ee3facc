import fs from 'node:fs/promises';
import path from 'node:path';
import { authBenchmarks } from './auth.bench';
import { workOrderBenchmarks } from './work-orders.bench';
import { printResults, startBenchServer, type LoadResult } from './harness';

/**
 * `npm run bench`: every benchmark the issues name, against the real server on
 * PostgreSQL. BENCH_SECONDS sets each measured run's length (default 10).
 */
async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const server = await startBenchServer();
  const results: LoadResult[] = [];
  try {
    results.push(...(await authBenchmarks(server, seconds)));
    results.push(...(await workOrderBenchmarks(server, seconds)));
  } finally {
    await server.close();
  }
  printResults(results);
  const outDir = path.resolve(import.meta.dirname, 'results');
  await fs.mkdir(outDir, { recursive: true });
  await fs.writeFile(
    path.join(outDir, 'latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
