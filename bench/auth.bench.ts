import { buildTenant } from '../src/server/test/factories';
import { measure, signIn, type BenchOutcome, type BenchServer, type LoadResult } from './harness';

/**
 * What every endpoint pays before its own work: token verification plus the one query that
 * loads session, user and warehouses (GET /api/profiles/me adds one more small query).
 * And the cost of a sign-in (argon2id by design).
 */
export async function authBenchmarks(server: BenchServer, seconds: number): Promise<BenchOutcome> {
  const tenant = await buildTenant(server.database.db);
  const headers = await signIn(server, tenant.supervisor.email, tenant.supervisor.password);
  const results: LoadResult[] = [];
  for (const connections of [1, 32]) {
    results.push(
      await measure('GET /api/profiles/me', {
        url: `${server.url}/api/profiles/me`,
        connections,
        seconds,
        headers,
      }),
    );
  }
  results.push(
    await measure('POST /api/auth/login (argon2id)', {
      url: `${server.url}/api/auth/login`,
      connections: 4,
      seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: tenant.manager.email, password: tenant.manager.password }),
    }),
  );
  return { results, notes: [] };
}
