import { sql } from 'drizzle-orm';
import { buildPart, buildTenant } from '../src/server/test/factories';
import { generateEquipment, generateReliabilityHistory, generateWorkOrders } from './data';
import {
  measure,
  measureCold,
  signIn,
  type BenchOutcome,
  type BenchServer,
  type LoadResult,
} from './harness';

const SPAN_DAYS = 730;

/**
 * Issue 12: equipment performance and performance trends over 10,000 equipment and 1,000,000
 * work orders of one warehouse (two years of a plant's history: labour on every started order,
 * parts on a third of the completed ones, a stop per unit every month). Target p95 ≤ 500 ms at
 * concurrency 8. Warm: the minute's cached figures; cold: a stock change before every request
 * clears them, so each answer is computed (concurrent ones still share a computation).
 */
export async function analyticsBenchmarks(server: BenchServer, seconds: number): Promise<BenchOutcome> {
  const db = server.bulk;
  const tenant = await buildTenant(db);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const started = Date.now();
  await generateEquipment(db, scope, 10_000);
  // Registered before the history starts, so every unit is tracked over the whole window.
  await db.execute(sql`update equipment set created_at = now() - ${SPAN_DAYS + 30} * interval '1 day'
    where warehouse_id = ${scope.warehouseId}`);
  await generateWorkOrders(
    db,
    { ...scope, requestedBy: tenant.supervisor.id, assignees: [tenant.technician.id, tenant.supervisor.id] },
    1_000_000,
    { spanDays: SPAN_DAYS, statuses: 'by-age' },
  );
  await generateReliabilityHistory(
    db,
    { ...scope, technicianId: tenant.technician.id },
    { partCount: 20_000, spanDays: SPAN_DAYS, daysBetweenStops: 30 },
  );
  const counts = await db.execute<{ orders: number; downtime: number; labor: number; usage: number }>(sql`
    select (select count(*) from work_orders)::int as orders, (select count(*) from downtime)::int as downtime,
      (select count(*) from labor_entries)::int as labor, (select count(*) from parts_usage)::int as usage`);
  const c = counts.rows[0]!;
  const notes = [
    `Analytics data: 10,000 equipment, ${c.orders.toLocaleString('en-US')} work orders over ${SPAN_DAYS} days, ` +
      `${c.downtime.toLocaleString('en-US')} stops, ${c.labor.toLocaleString('en-US')} labour entries, ` +
      `${c.usage.toLocaleString('en-US')} parts usages, generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  ];

  const headers = await signIn(server, tenant.supervisor.email, tenant.supervisor.password);
  const part = await buildPart(server.database.db, { ...scope, partNumber: 'BENCH-INVALIDATE' });
  let moves = 0;
  // A change of the stock clears the warehouse's analytics (topic inventory), as any write does.
  const invalidate = async () => {
    moves += 1;
    const response = await fetch(`${server.url}/api/parts/${part.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ location: `Bench shelf ${moves}` }),
    });
    if (!response.ok) throw new Error(`invalidating write failed: ${response.status}`);
  };

  const results: LoadResult[] = [];
  for (const path of [
    '/api/analytics/equipment-performance?days=90&limit=10',
    '/api/analytics/equipment-performance/summary?days=90',
    '/api/analytics/performance-trends?days=90',
    '/api/analytics/performance-trends?days=365',
  ]) {
    const url = `${server.url}${path}`;
    results.push(await measure(`GET ${path}`, { url, connections: 8, seconds, headers }));
    results.push(await measureCold(`GET ${path}`, { url, connections: 8, seconds, headers, invalidate }));
  }
  return { results, notes };
}
