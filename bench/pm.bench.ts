import { sql } from 'drizzle-orm';
import { buildTenant } from '../src/server/test/factories';
import { generateWorkOrders } from './data';
import { measure, signIn, type BenchOutcome, type BenchServer, type LoadResult } from './harness';

/**
 * Issue 4: one scheduler run over 10,000 equipment and 200 templates (target ≤ 3 s), and
 * GET /api/pm-compliance?days=365 over 100,000 work orders (target p95 ≤ 200 ms). Issue 22:
 * GET /api/pm-templates, each template with its next due date over its 50 assets (ADR 46).
 */
export async function pmBenchmarks(server: BenchServer, seconds: number): Promise<BenchOutcome> {
  // Without statement timeouts: generating 100,000 rows can outlast them on a busy machine.
  const db = server.bulk;
  const tenant = await buildTenant(db);
  const scope = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  // 200 models × 50 units, one template per model, each with a 5-step checklist.
  await db.execute(sql`
    insert into equipment (organization_id, warehouse_id, asset_tag, name, model, description, status, install_date)
    select ${scope.organizationId}, ${scope.warehouseId}, 'PM-' || lpad(g::text, 6, '0'), 'Unit ' || g,
      'Model ' || (g % 200), 'Benchmark unit', 'active', current_date - 400
    from generate_series(1, 10000) g`);
  await db.execute(sql`
    insert into pm_templates (organization_id, warehouse_id, model, component, action, frequency, checklist)
    select ${scope.organizationId}, ${scope.warehouseId}, 'Model ' || m, 'Component ' || m, 'Inspect and service',
      (array['weekly','monthly','quarterly','annually'])[1 + m % 4]::pm_frequency,
      '["Isolate","Inspect","Service","Test run","Sign off"]'::jsonb
    from generate_series(0, 199) m`);
  await generateWorkOrders(
    db,
    { ...scope, requestedBy: tenant.supervisor.id, assignees: [tenant.technician.id] },
    100_000,
  );
  // 25 % of the generated history is preventive; give it due dates and completions to measure compliance on.
  await db.execute(
    sql`update work_orders set due_date = created_at + interval '5 days' where type = 'preventive'`,
  );
  await db.execute(sql`vacuum analyze work_orders`);

  const headers = await signIn(server, tenant.supervisor.email, tenant.supervisor.password);

  const started = performance.now();
  const run = await fetch(`${server.url}/api/pm-scheduler/run`, { method: 'POST', headers });
  const runMs = performance.now() - started;
  if (!run.ok) throw new Error(`PM scheduler run failed: ${run.status} ${await run.text()}`);
  const { generated } = (await run.json()) as { generated: number };
  const notes = [
    `PM scheduler run: ${generated} work orders from 10,000 equipment × 200 templates in ${(runMs / 1000).toFixed(2)} s (target ≤ 3 s)`,
  ];

  const results: LoadResult[] = [];
  for (const connections of [1, 8]) {
    results.push(
      await measure('GET /api/pm-templates', {
        url: `${server.url}/api/pm-templates`,
        connections,
        seconds,
        headers,
      }),
    );
  }
  for (const connections of [1, 8, 32]) {
    results.push(
      await measure('GET /api/pm-compliance?days=365', {
        url: `${server.url}/api/pm-compliance?days=365`,
        connections,
        seconds,
        headers,
      }),
    );
  }
  return { results, notes };
}
