import { buildTenant } from '../src/server/test/factories';
import { generateEquipment, generateWorkOrders } from './data';
import { measure, signIn, type BenchOutcome, type BenchServer, type LoadResult } from './harness';

/**
 * Issue 3: the work-order list (first page, status filter) and the dashboard stats against
 * 100,000 work orders and 10,000 equipment. Targets on 2 cores: list p95 ≤ 25 ms and
 * stats p95 ≤ 50 ms at concurrency 32.
 */
export async function workOrderBenchmarks(server: BenchServer, seconds: number): Promise<BenchOutcome> {
  // Without statement timeouts: generating 100,000 rows can outlast them on a busy machine.
  const db = server.bulk;
  const tenant = await buildTenant(db);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const started = Date.now();
  await generateEquipment(db, scope, 10_000);
  await generateWorkOrders(
    db,
    { ...scope, requestedBy: tenant.supervisor.id, assignees: [tenant.technician.id, tenant.supervisor.id] },
    100_000,
  );
  const notes = [
    `Generated 10,000 equipment and 100,000 work orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ];

  const headers = await signIn(server, tenant.supervisor.email, tenant.supervisor.password);

  const results: LoadResult[] = [];
  const scenarios = [
    {
      name: 'GET /api/work-orders?status=in_progress&limit=50',
      path: '/api/work-orders?status=in_progress&limit=50',
    },
    { name: 'GET /api/work-orders?status=in_progress (100)', path: '/api/work-orders?status=in_progress' },
    { name: 'GET /api/dashboard/stats (30 days)', path: '/api/dashboard/stats' },
    { name: 'GET /api/dashboard/stats?days=90', path: '/api/dashboard/stats?days=90' },
  ];
  for (const scenario of scenarios) {
    for (const connections of [1, 32]) {
      results.push(
        await measure(scenario.name, { url: `${server.url}${scenario.path}`, connections, seconds, headers }),
      );
    }
  }
  return { results, notes };
}
