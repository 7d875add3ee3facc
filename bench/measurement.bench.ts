import { buildTenant } from '../src/server/test/factories';
import {
  measure,
  signIn,
  startBenchServer,
  type BenchOutcome,
  type BenchServer,
  type LoadResult,
} from './harness';

const CONNECTIONS = 16;
/** Measured runs per server, alternated so drift of the machine hits both alike. */
const ROUNDS = 2;

async function tokenFor(server: BenchServer) {
  const tenant = await buildTenant(server.database.db);
  return signIn(server, tenant.supervisor.email, tenant.supervisor.password);
}

/**
 * The cost of measuring (issue 13: at most 5 %): throughput of a cheap authenticated GET on
 * the suite's server (request and query timing on) against a second server started with
 * MEASURE_REQUESTS=false, the switch only this benchmark uses.
 */
export async function measurementBenchmarks(server: BenchServer, seconds: number): Promise<BenchOutcome> {
  const unmeasured = await startBenchServer({ env: { MEASURE_REQUESTS: 'false' } });
  try {
    const servers = [
      { label: 'timing on', server, headers: await tokenFor(server) },
      { label: 'timing off', server: unmeasured, headers: await tokenFor(unmeasured) },
    ];
    const results: LoadResult[] = [];
    const rps = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { label, server: target, headers } of servers) {
        const result = await measure(`GET /api/profiles/me (${label})`, {
          url: `${target.url}/api/profiles/me`,
          connections: CONNECTIONS,
          seconds,
          headers,
        });
        results.push(result);
        rps.set(label, [...(rps.get(label) ?? []), result.rps]);
      }
    }
    const mean = (label: string) => {
      const values = rps.get(label) ?? [];
      return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
    };
    const on = mean('timing on');
    const off = mean('timing off');
    const cost = off > 0 ? ((off - on) / off) * 100 : 0;
    return {
      results,
      notes: [
        `Measurement cost: ${on.toFixed(0)} req/s with timing on, ${off.toFixed(0)} req/s off ` +
          `(${CONNECTIONS} connections, mean of ${ROUNDS} runs each): ${cost.toFixed(1)} % (target ≤ 5 %).`,
      ],
    };
  } finally {
    await unmeasured.close();
  }
}
