import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downtime, equipment, workOrders } from '../../db/schema';
import { buildDowntime, buildEquipment, buildTenant, buildWorkOrder } from '../../test/factories';
import { seededRandom } from '../../test/seeded-random';
import { createTestApp, type TestApp } from '../../test/test-app';
import { downtimeTotals, orderTotals, talliedHistory } from './equipment.repository';
import { DAY_MS, midpointOf, RECENT_FAILURE_DAYS, windowOfDays } from './formulas';
import { countedHistory } from './history.direct';

/**
 * The tallies of migration 0040 against the orders and stops themselves, after a seeded random
 * history of creates, edits of type, status, dates, equipment and warehouse, deletes and
 * undeletes, late stops and corrections of stops, and equipment moved between warehouses: for
 * several windows (one in the past) and subtrees, every fleet equipment's totals agree value for value.
 */
const NOW = new Date('2026-05-15T12:00:30Z');
const SEED = 3001;
const STEPS = 400;

let t: TestApp;
let warehouseIds: string[];
let equipmentIds: string[];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const tenant = await buildTenant(t.db);
  const organizationId = tenant.org.id;
  warehouseIds = [tenant.main.id, tenant.north.id];
  const next = seededRandom(SEED);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
  const equipmentOf = new Map<string, string>();
  for (let i = 0; i < 12; i++) {
    const warehouseId = pick(warehouseIds);
    const row = await buildEquipment(t.db, { organizationId, warehouseId, createdAt: daysAgo(400 - i * 30) });
    equipmentOf.set(row.id, warehouseId);
  }
  equipmentIds = [...equipmentOf.keys()];
  const orders: string[] = [];
  const stops: string[] = [];
  // Each stop gets a slot of its own in time, so no two of one equipment ever overlap.
  let slot = 0;
  const newStop = async () => {
    const equipmentId = pick(equipmentIds);
    const startedAt = daysAgo(500 - slot++ * 1.2);
    const row = await buildDowntime(t.db, {
      organizationId,
      warehouseId: equipmentOf.get(equipmentId)!,
      equipmentId,
      startedAt,
      endedAt: new Date(startedAt.getTime() + (1 + next() * 20) * 3_600_000),
      planned: next() < 0.3,
      ...(orders.length > 0 && next() < 0.3 ? { workOrderId: pick(orders) } : {}),
    });
    stops.push(row.id);
  };
  const steps: (() => Promise<unknown>)[] = [
    async () => {
      const equipmentId = pick(equipmentIds);
      const createdAt = daysAgo(next() * 450 - 5);
      const row = await buildWorkOrder(t.db, {
        organizationId,
        warehouseId: equipmentOf.get(equipmentId)!,
        equipmentId,
        type: pick(['preventive', 'corrective', 'emergency'] as const),
        createdAt,
      });
      orders.push(row.id);
    },
    () =>
      t.db
        .update(workOrders)
        .set({
          type: pick(['preventive', 'corrective', 'emergency'] as const),
          status: pick(['new', 'in_progress', 'completed', 'closed'] as const),
          createdAt: daysAgo(next() * 450),
          equipmentId: pick(equipmentIds),
        })
        .where(eq(workOrders.id, pick(orders))),
    () =>
      t.db
        .update(workOrders)
        .set({ deletedAt: NOW })
        .where(eq(workOrders.id, pick(orders))),
    () =>
      t.db
        .update(workOrders)
        .set({ deletedAt: null })
        .where(eq(workOrders.id, pick(orders))),
    () =>
      t.db
        .update(workOrders)
        .set({ warehouseId: pick(warehouseIds) })
        .where(eq(workOrders.id, pick(orders))),
    newStop,
    () =>
      t.db
        .update(downtime)
        .set({ deletedAt: NOW })
        .where(eq(downtime.id, pick(stops))),
    () =>
      t.db
        .update(downtime)
        .set({ deletedAt: null })
        .where(eq(downtime.id, pick(stops))),
    () =>
      t.db
        .update(downtime)
        .set({ planned: next() < 0.5 })
        .where(eq(downtime.id, pick(stops))),
    async () => {
      const equipmentId = pick(equipmentIds);
      const warehouseId = pick(warehouseIds);
      equipmentOf.set(equipmentId, warehouseId);
      await t.db.update(equipment).set({ warehouseId }).where(eq(equipment.id, equipmentId));
    },
    () => t.db.delete(downtime).where(eq(downtime.id, stops.pop()!)),
  ];
  await steps[0]!();
  await newStop();
  for (let i = 0; i < STEPS; i++) {
    // Late stops, creates and edits come more often than moves and removals.
    const weighted = next() < 0.5 ? pick(steps.slice(0, 6)) : pick(steps);
    if (weighted === steps[10] && stops.length < 2) continue;
    await weighted();
  }
});
afterAll(() => t.close());

const WINDOWS = [
  { days: 7, to: NOW },
  { days: 30, to: NOW },
  { days: 90, to: NOW },
  { days: 365, to: NOW },
  { days: 90, to: new Date(NOW.getTime() - 120 * DAY_MS) },
];

describe('history tallies (migration 0040) against the rows themselves', () => {
  it('holds exactly the live orders and stops per equipment and warehouse', async () => {
    const recount = await t.db.execute(sql`
      select equipment_id, warehouse_id, sum(orders)::int as orders, sum(stops)::int as stops from (
        select equipment_id, warehouse_id, 1 as orders, 0 as stops from work_orders
        where deleted_at is null and equipment_id is not null
        union all
        select equipment_id, warehouse_id, 0, 1 from downtime where deleted_at is null
      ) rows group by 1, 2 order by 1, 2`);
    const tallies = await t.db.execute(sql`
      select equipment_id, warehouse_id, orders, stops from derived.equipment_history order by 1, 2`);
    expect(tallies.rows).toEqual(recount.rows);
    expect(recount.rows.length).toBeGreaterThan(10);
  });

  it('gives every fleet equipment the same totals as counting, for every window and subtree', async () => {
    const subtrees = [undefined, equipmentIds.slice(0, 5), equipmentIds.slice(5)];
    let withHistory = 0;
    for (const warehouseId of warehouseIds) {
      for (const { days, to } of WINDOWS) {
        for (const equipmentIds of subtrees) {
          const window = { warehouseId, ...windowOfDays(to, days), equipmentIds };
          const scope = {
            ...window,
            mid: midpointOf(window),
            recentFrom: new Date(window.to.getTime() - RECENT_FAILURE_DAYS * DAY_MS),
          };
          const label = `${warehouseId} ${days} days to ${to.toISOString()} ${equipmentIds?.length ?? 'all'}`;
          const [orders, stops] = await Promise.all([
            orderTotals(t.db, scope, talliedHistory),
            downtimeTotals(t.db, scope, talliedHistory),
          ]);
          expect(orders, label).toEqual(await orderTotals(t.db, scope, countedHistory));
          expect(stops, label).toEqual(await downtimeTotals(t.db, scope, countedHistory));
          withHistory +=
            orders.filter((o) => o.has_order).length + stops.filter((s) => s.has_downtime).length;
        }
      }
    }
    // The history is rich enough to tell the two apart.
    expect(withHistory).toBeGreaterThan(50);
  });
});
