import { and, asc, count, eq, getTableName, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../shared/schemas/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  auditLog,
  checklistItems,
  downtime,
  equipment,
  laborEntries,
  locations,
  meterReadings,
  meters,
  notifications,
  organizations,
  parts,
  partsUsage,
  partVendors,
  pmSchedulerState,
  purchaseOrders,
  pmTemplates,
  stockMovements,
  users,
  userWarehouses,
  vendors,
  warehouses,
  workOrders,
  workOrderStatusHistory,
} from '../schema';
import { forecastUsage } from '../../../shared/meter-forecast';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from './index';

// Six months back from here crosses New Year, so FO numbers run in two yearly sequences.
const NOW = new Date('2026-03-10T09:30:00Z');
const OPEN = ['new', 'assigned', 'in_progress'];
const DOWNTIME_COUNTS = { main: 64, north: 9 };
const REASONS_SEEN = [
  'breakdown',
  'operator',
  'other',
  'planned_maintenance',
  'utilities',
  'waiting_for_parts',
];

let t: TestApp;
let seeded: boolean;
let main: string;
let north: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  seeded = await seedDemoIfEmpty(t.db, NOW);
  const plants = await t.db.select().from(warehouses);
  main = plants.find((w) => w.code === 'MAIN')!.id;
  north = plants.find((w) => w.code === 'NORTH')!.id;
});

afterAll(async () => {
  await t?.close();
});

/** Rows per warehouse of a table with a warehouse_id column. */
async function countByWarehouse(table: PgTable) {
  const { rows } = await t.pool.query<{ warehouse_id: string; n: number }>(
    `select warehouse_id, count(*)::int as n from ${getTableName(table)} group by warehouse_id`,
  );
  const of = (id: string) => rows.find((r) => r.warehouse_id === id)?.n ?? 0;
  return { main: of(main), north: of(north) };
}

describe('demo seed', () => {
  it('seeds an empty database once and leaves a seeded one alone', async () => {
    expect(seeded).toBe(true);
    const before = await countByWarehouse(workOrders);
    expect(await seedDemoIfEmpty(t.db, NOW)).toBe(false);
    expect(await t.db.select({ n: count() }).from(organizations)).toEqual([{ n: 1 }]);
    expect(await t.db.select({ n: count() }).from(users)).toEqual([{ n: 8 }]);
    expect(await countByWarehouse(workOrders)).toEqual(before);
  });

  it('creates the organization, both plants and the preference order of memberships', async () => {
    const [org] = await t.db.select().from(organizations);
    expect(org!.name).toBe('Demo Manufacturing');
    const plants = await t.db
      .select({ name: warehouses.name, code: warehouses.code })
      .from(warehouses)
      .orderBy(warehouses.code);
    expect(plants).toEqual([
      { name: 'Main Plant', code: 'MAIN' },
      { name: 'North Plant', code: 'NORTH' },
    ]);
    const adminPlants = await t.db
      .select({ warehouseId: userWarehouses.warehouseId })
      .from(userWarehouses)
      .innerJoin(users, eq(users.id, userWarehouses.userId))
      .where(eq(users.email, 'admin@example.com'))
      .orderBy(asc(userWarehouses.createdAt));
    expect(adminPlants.map((p) => p.warehouseId)).toEqual([main, north]);
  });

  it('lets each demo account sign in with the demo password', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
      'admin@example.com',
      'manager@example.com',
      'supervisor@example.com',
      'technician@example.com',
      'north.tech@example.com',
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, account.email).toBe(200);
      const { user } = response.json<LoginResponse>();
      expect(user.role).toBe(account.role);
      expect(user.warehouseId).toBe(account.warehouses[0] === 'North Plant' ? north : main);
    }
    const tom = await t.db.select().from(users).where(eq(users.email, 'technician@example.com'));
    expect(`${tom[0]!.firstName} ${tom[0]!.lastName}`).toBe('Tom Rivera');
  });

  it('gives Main Plant a full data set and North Plant a smaller one of its own', async () => {
    expect(await countByWarehouse(equipment)).toEqual({ main: 38, north: 8 });
    expect(await countByWarehouse(workOrders)).toEqual({ main: 97, north: 15 });
    expect(await countByWarehouse(parts)).toEqual({ main: 45, north: 11 });
    expect(await countByWarehouse(vendors)).toEqual({ main: 9, north: 3 });
    expect(await countByWarehouse(pmTemplates)).toEqual({ main: 12, north: 2 });
    const scheduler = await t.db.select().from(pmSchedulerState);
    expect(scheduler.map((s) => s.isRunning)).toEqual([true, true]);

    const units = await t.db.select().from(equipment).where(eq(equipment.warehouseId, main));
    expect(new Set(units.map((u) => u.status))).toEqual(
      new Set(['active', 'maintenance', 'inactive', 'retired']),
    );
    expect(new Set(units.map((u) => u.criticality))).toEqual(new Set(['low', 'medium', 'high', 'critical']));
    for (const unit of units) {
      expect(unit.assetTag).toMatch(/^[A-Za-z0-9-]{3,20}$/);
      expect(unit.installDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(unit.specifications).toBeTypeOf('object');
    }
  });

  it('records the work done: checklists, labour, parts, stock ledger, notifications and audit', async () => {
    expect(await countByWarehouse(checklistItems)).toEqual({ main: 244, north: 36 });
    expect(await countByWarehouse(laborEntries)).toEqual({ main: 94, north: 13 });
    expect(await countByWarehouse(partsUsage)).toEqual({ main: 71, north: 20 });
    expect(await countByWarehouse(stockMovements)).toEqual({ main: 136, north: 31 });
    expect(await countByWarehouse(notifications)).toEqual({ main: 127, north: 5 });
    expect(await countByWarehouse(auditLog)).toEqual({ main: 211, north: 41 });

    const items = await t.db.select().from(checklistItems);
    expect(items.filter((i) => i.status === 'failed')).toHaveLength(1);
    const [failed] = items.filter((i) => i.status === 'failed');
    const [followUp] = await t.db
      .select()
      .from(workOrders)
      .where(eq(workOrders.id, failed!.followUpWorkOrderId!));
    expect(followUp).toMatchObject({
      followUp: true,
      parentWorkOrderId: failed!.workOrderId,
      type: 'corrective',
    });
  });

  it('writes a consistent history for every work order', async () => {
    const orders = await t.db.select().from(workOrders);
    const history = await t.db
      .select()
      .from(workOrderStatusHistory)
      .orderBy(asc(workOrderStatusHistory.changedAt));
    const mainOrders = orders.filter((o) => o.warehouseId === main);
    const tally = (values: string[]) =>
      Object.fromEntries([...new Set(values)].sort().map((v) => [v, values.filter((x) => x === v).length]));
    expect(tally(mainOrders.map((o) => o.status))).toEqual({
      new: 3,
      assigned: 13,
      in_progress: 3,
      completed: 11,
      verified: 26,
      closed: 41,
    });
    expect(tally(mainOrders.map((o) => o.type))).toEqual({ corrective: 43, emergency: 7, preventive: 47 });
    expect(history.length).toBe(531);

    for (const order of orders) {
      const label = order.foNumber;
      expect(order.createdAt <= NOW, label).toBe(true);
      expect(order.description.length, label).toBeGreaterThanOrEqual(10);
      expect(order.estimatedHours, label).toMatch(/^\d\.(00|25|50|75)$/);
      if (order.status !== 'new') expect(order.assignedTo, label).not.toBeNull();
      const times = [order.createdAt, order.startedAt, order.completedAt, order.verifiedAt, order.closedAt];
      const reached = { in_progress: 2, completed: 3, verified: 4, closed: 5 }[order.status as string] ?? 1;
      expect(
        times.map((d) => d !== null),
        label,
      ).toEqual(times.map((_, i) => i < reached));
      const present = times.filter((d): d is Date => d !== null);
      expect(present, label).toEqual([...present].sort((a, b) => a.getTime() - b.getTime()));
      expect(order.verifiedBy !== null, label).toBe(order.verifiedAt !== null);

      const own = history.filter((h) => h.workOrderId === order.id);
      expect(own.at(-1)?.toStatus, label).toBe(order.status);
      expect(own[0]?.fromStatus, label).toBeNull();
      // One version per saved change: each status change, and each escalation the job made.
      expect(own.length + order.escalationLevel, label).toBe(order.version);
    }
  });

  it('records downtime consistent with the history: down units have an open stop, running ones none', async () => {
    expect(await countByWarehouse(downtime)).toEqual(DOWNTIME_COUNTS);
    const stops = await t.db.select().from(downtime);
    const units = await t.db.select().from(equipment);
    const orders = new Map((await t.db.select().from(workOrders)).map((o) => [o.id, o]));
    for (const unit of units) {
      const open = stops.filter((d) => d.equipmentId === unit.id && d.endedAt === null);
      const isDown = unit.status === 'maintenance' || unit.status === 'inactive';
      expect(open.length, unit.assetTag).toBe(isDown ? 1 : 0);
    }
    for (const stop of stops) {
      const order = stop.workOrderId ? orders.get(stop.workOrderId) : undefined;
      if (stop.endedAt) expect(stop.endedAt > stop.startedAt).toBe(true);
      if (order?.type === 'preventive')
        expect([stop.reasonCode, stop.planned]).toEqual(['planned_maintenance', true]);
      if (order && order.type !== 'preventive') expect(stop.planned).toBe(false);
      if (order && stop.endedAt) expect(stop.endedAt).toEqual(order.completedAt);
    }
    const reasons = new Set(stops.map((d) => d.reasonCode));
    expect(reasons).toEqual(new Set(REASONS_SEEN));
  });

  it('rates every verified order and costs labour at each plant’s rate', async () => {
    const orders = await t.db.select().from(workOrders);
    for (const order of orders) {
      if (order.verifiedAt) expect(order.satisfactionRating, order.foNumber).toBeGreaterThanOrEqual(1);
      else expect(order.satisfactionRating, order.foNumber).toBeNull();
    }
    const plants = await t.db.select().from(warehouses).orderBy(asc(warehouses.code));
    expect(plants.map((p) => [p.code, p.laborRate, p.currency, p.monthlyBudget])).toEqual([
      ['MAIN', '68.00', 'USD', '8500.00'],
      ['NORTH', '61.50', 'USD', null],
    ]);
  });

  it('numbers work orders WO-{year}-{NNN} per year, unique per warehouse', async () => {
    const orders = await t.db.select().from(workOrders).orderBy(asc(workOrders.createdAt));
    for (const plant of [main, north]) {
      const own = orders.filter((o) => o.warehouseId === plant);
      expect(new Set(own.map((o) => o.foNumber)).size).toBe(own.length);
      const perYear = new Map<number, number>();
      for (const order of own) {
        expect(order.foNumber).toMatch(/^WO-\d{4}-\d{3}$/);
        const year = order.createdAt.getUTCFullYear();
        perYear.set(year, (perYear.get(year) ?? 0) + 1);
        expect(order.foNumber).toBe(`WO-${year}-${String(perYear.get(year)).padStart(3, '0')}`);
      }
      expect([...perYear.keys()]).toEqual([2025, 2026]);
    }
  });

  it('keeps one open preventive order per template and unit, with overdue and upcoming ones', async () => {
    const orders = await t.db.select().from(workOrders).where(eq(workOrders.warehouseId, main));
    const openPm = orders.filter((o) => o.pmTemplateId && OPEN.includes(o.status));
    expect(new Set(openPm.map((o) => `${o.pmTemplateId}/${o.equipmentId}`)).size).toBe(openPm.length);
    const hoursUntilDue = openPm.map((o) => (o.dueDate!.getTime() - NOW.getTime()) / 3_600_000);
    expect(hoursUntilDue.some((h) => h < 0)).toBe(true);
    expect(hoursUntilDue.some((h) => h >= 0 && h < 24)).toBe(true);
    expect(hoursUntilDue.some((h) => h >= 24 && h <= 240)).toBe(true);
    expect(
      orders.some((o) => o.type === 'corrective' && OPEN.includes(o.status) && o.dueDate && o.dueDate < NOW),
    ).toBe(true);
  });

  it("plans each technician's fortnight from today, on working days and never past a day's 8 hours", async () => {
    const { rows } = await t.pool.query<{
      who: string;
      status: string;
      day: string;
      hour: number;
      hours: number;
    }>(
      `select assigned_to as who, status, to_char(scheduled_start at time zone 'UTC', 'YYYY-MM-DD') as day,
              extract(epoch from (scheduled_start at time zone 'UTC')::time)::float / 3600 as hour,
              coalesce(scheduled_hours, estimated_hours, 1)::float as hours
         from work_orders where scheduled_start is not null`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['assigned', 'in_progress']));
    const fortnight = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16'].concat([
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-23',
    ]);
    expect(rows.every((r) => fortnight.includes(r.day))).toBe(true);
    const load = new Map<string, number>();
    for (const r of rows) load.set(`${r.who}/${r.day}`, (load.get(`${r.who}/${r.day}`) ?? 0) + r.hours);
    expect(Math.max(...load.values())).toBeLessThanOrEqual(8);
    // Back to back from 08:00: each starts after what came before it that day, and ends by 16:00.
    expect(rows.every((r) => r.hour >= 8 && r.hour + r.hours <= 16 + 1e-9)).toBe(true);
    const [backlog] = await t.db
      .select({ n: count() })
      .from(workOrders)
      .where(
        and(isNull(workOrders.scheduledStart), isNull(workOrders.deletedAt), eq(workOrders.status, 'new')),
      );
    expect(backlog?.n).toBeGreaterThan(0);
  });

  it('has low and out-of-stock parts whose ledger ends at their stock level', async () => {
    const stock = await t.db.select().from(parts);
    const mainParts = stock.filter((p) => p.warehouseId === main);
    expect(mainParts.filter((p) => p.stockLevel === 0).length).toBeGreaterThanOrEqual(3);
    expect(
      mainParts.filter((p) => p.stockLevel > 0 && p.stockLevel <= p.reorderPoint).length,
    ).toBeGreaterThanOrEqual(3);
    for (const part of stock)
      expect(part.lowStockNotified, part.partNumber).toBe(part.stockLevel <= part.reorderPoint);

    const movements = await t.db.select().from(stockMovements).orderBy(asc(stockMovements.createdAt));
    for (const part of stock) {
      const own = movements.filter((m) => m.partId === part.id);
      expect(own[0]?.kind, part.partNumber).toBe('receive');
      expect(own.at(-1)?.stockAfter, part.partNumber).toBe(part.stockLevel);
      expect(
        own.reduce((sum, m) => sum + m.quantityDelta, 0),
        part.partNumber,
      ).toBe(part.stockLevel);
    }
  });

  it('gives Main Plant five months of purchase orders in every status, consistent with their lines', async () => {
    const orders = await t.db.select().from(purchaseOrders).orderBy(asc(purchaseOrders.createdAt));
    expect(orders.every((o) => o.warehouseId === main)).toBe(true);
    const tally = Object.fromEntries(
      [...new Set(orders.map((o) => o.status))]
        .sort()
        .map((s) => [s, orders.filter((o) => o.status === s).length]),
    );
    expect(tally).toEqual({
      approved: 1,
      cancelled: 1,
      draft: 1,
      ordered: 2,
      partially_received: 1,
      received: 7,
      submitted: 1,
    });
    const emails = new Map((await t.db.select().from(users)).map((u) => [u.id, u.email]));
    const perYear = new Map<number, number>();
    for (const order of orders) {
      const year = order.createdAt.getUTCFullYear();
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
      expect(order.number).toBe(`PO-${year}-${String(perYear.get(year)).padStart(4, '0')}`);
      const steps = [order.createdAt, order.submittedAt, order.approvedAt, order.orderedAt, order.receivedAt];
      const present = steps.filter((d): d is Date => d !== null);
      expect(present, order.number).toEqual([...present].sort((a, b) => a.getTime() - b.getTime()));
      expect(order.updatedAt <= NOW, order.number).toBe(true);
      expect(order.submittedBy && emails.get(order.submittedBy), order.number).toBe(
        order.status === 'draft' ? null : 'supervisor@example.com',
      );
      // A supervisor approves up to 1,000 (ADR 59): above it the manager did, or nobody yet.
      if (order.approvedBy)
        expect(emails.get(order.approvedBy), order.number).toBe(
          Number(order.total) > 1000 ? 'manager@example.com' : 'supervisor@example.com',
        );
      expect(order.approvedAt !== null, order.number).toBe(!['draft', 'submitted'].includes(order.status));
      expect(order.receivedAt !== null, order.number).toBe(order.status === 'received');
    }
    expect(Number(orders.find((o) => o.status === 'submitted')!.total)).toBeGreaterThan(1000);
    const { rows: sequences } = await t.pool.query<{ year: number; last_sequence: number }>(
      'select year, last_sequence from purchase_order_sequences where warehouse_id = $1 order by year',
      [main],
    );
    expect(sequences.map((s) => [s.year, s.last_sequence])).toEqual([...perYear]);

    const ordered = orders.filter((o) => o.status === 'ordered');
    expect(ordered.some((o) => o.expectedDate! < NOW.toISOString().slice(0, 10))).toBe(true);
    expect(ordered.some((o) => o.expectedDate! >= NOW.toISOString().slice(0, 10))).toBe(true);
    const received = orders.filter((o) => o.status === 'received');
    const late = received.filter((o) => o.receivedAt!.toISOString().slice(0, 10) > o.expectedDate!);
    expect(late.length).toBeGreaterThanOrEqual(1);
    expect(late.length).toBeLessThan(received.length);
  });

  it('keeps totals, received quantities, receipts, stock movements and what is on order in step', async () => {
    const mismatches = async (query: string) => (await t.pool.query(query)).rows;
    // Totals are Σ quantity × price of the lines.
    expect(
      await mismatches(`select o.number from purchase_orders o join purchase_order_lines l on l.purchase_order_id = o.id
        group by o.id having o.total <> sum(l.quantity * l.unit_price)`),
    ).toEqual([]);
    // Each line's received quantity is what its receipts not reversed took in; received orders in full.
    expect(
      await mismatches(`select l.id from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
        left join purchase_order_receipt_lines rl on rl.line_id = l.id
        left join purchase_order_receipts r on r.id = rl.receipt_id and r.reversed_at is null
        group by l.id, o.status having l.received_quantity <> coalesce(sum(rl.quantity) filter (where r.id is not null), 0)
          or (o.status = 'received' and l.received_quantity <> l.quantity)
          or (o.status in ('draft', 'submitted', 'approved', 'ordered', 'cancelled') and l.received_quantity <> 0)`),
    ).toEqual([]);
    // Every receipt line is a priced "Received on PO-…" movement at the receipt's time, after the order went out.
    const { rows: receipts } = await t.pool.query<{ n: number; unmatched: number }>(
      `select count(*)::int as n, count(*) filter (where m.id is null or r.received_at <= o.ordered_at)::int as unmatched
         from purchase_order_receipt_lines rl
         join purchase_order_receipts r on r.id = rl.receipt_id
         join purchase_order_lines l on l.id = rl.line_id
         join purchase_orders o on o.id = r.purchase_order_id
         left join stock_movements m on m.receipt_id = r.id and m.part_id = rl.part_id and m.kind = 'receive'
          and m.quantity_delta = rl.quantity and m.unit_cost = rl.unit_cost and rl.unit_cost = l.unit_price
          and m.created_at = r.received_at and m.reason = 'Received on ' || o.number`,
    );
    expect(receipts).toEqual([{ n: 20, unmatched: 0 }]);
    // On order is what open orders still bring; the reorder list still has parts to buy.
    expect(
      await mismatches(`select p.part_number from parts p where p.on_order <> coalesce((
        select sum(greatest(l.quantity - l.received_quantity, 0)) from purchase_order_lines l
          join purchase_orders o on o.id = l.purchase_order_id
         where l.part_id = p.id and o.status in ('draft', 'submitted', 'approved', 'ordered', 'partially_received')), 0)`),
    ).toEqual([]);
    const { rows: reorder } = await t.pool.query<{ short: number; covered: number }>(
      `select count(*) filter (where stock_level + on_order <= reorder_point)::int as short,
              count(*) filter (where stock_level <= reorder_point and stock_level + on_order > reorder_point)::int as covered
         from parts where warehouse_id = $1`,
      [main],
    );
    expect(reorder).toEqual([{ short: 5, covered: 4 }]);
  });

  it('lists each part’s preferred vendor at about its cost, and a dearer second vendor for five', async () => {
    expect(await countByWarehouse(parts)).toEqual({ main: 45, north: 11 });
    const quotes = await t.db
      .select({
        partId: partVendors.partId,
        vendorId: partVendors.vendorId,
        price: partVendors.unitPrice,
        lead: partVendors.leadTimeDays,
      })
      .from(partVendors);
    expect(quotes).toHaveLength(45 + 5 + 11);
    const stock = await t.db.select().from(parts);
    for (const part of stock) {
      const own = quotes.filter((q) => q.partId === part.id);
      const preferred = own.find((q) => q.vendorId === part.vendorId);
      expect(preferred, part.partNumber).toBeDefined();
      expect(Math.abs(Number(preferred!.price) / Number(part.unitCost) - 1), part.partNumber).toBeLessThan(
        0.09,
      );
      for (const other of own.filter((q) => q !== preferred))
        expect(Number(other.price), part.partNumber).toBeGreaterThan(Number(preferred!.price));
    }
    expect(quotes.every((q) => q.lead! >= 3 && q.lead! <= 14)).toBe(true);
  });

  it('matches every PM template to equipment of its own warehouse', async () => {
    const templates = await t.db.select().from(pmTemplates);
    const units = await t.db
      .select({ warehouseId: equipment.warehouseId, model: equipment.model })
      .from(equipment);
    for (const template of templates) {
      expect(
        units.some((u) => u.warehouseId === template.warehouseId && u.model === template.model),
        template.model,
      ).toBe(true);
      expect(template.checklist.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(templates.map((tpl) => tpl.frequency))).toEqual(
      new Set(['weekly', 'monthly', 'quarterly', 'annually']),
    );
  });

  it('places every unit in a location tree of two sites, with parts on two lines', async () => {
    expect(await countByWarehouse(locations)).toEqual({ main: 15, north: 5 });
    const sites = await t.db.select().from(locations).where(isNull(locations.parentId));
    expect(sites.map((s) => `${s.name}:${s.kind}`).sort()).toEqual(['Main Plant:site', 'North Plant:site']);
    const units = await t.db.select().from(equipment);
    expect(units.filter((u) => u.locationId === null).map((u) => u.assetTag)).toEqual([]);
    const byId = new Map(units.map((u) => [u.id, u]));
    const places = new Map((await t.db.select().from(locations)).map((l) => [l.id, l.name]));
    for (const unit of units) expect(places.get(unit.locationId!), unit.assetTag).toBe(unit.area);
    const parts = units.filter((u) => u.parentId !== null);
    expect(parts.map((u) => `${u.assetTag}<${byId.get(u.parentId!)!.assetTag}`).sort()).toEqual([
      'CNV-002<PRS-001',
      'ROB-003<PRS-001',
      'VFD-001<CTW-001',
      'VFD-002<CNV-001',
      'VFD-004<PMP-001',
    ]);
  });

  it('gives meters a year of readings and usage-based plans a forecast ahead, none due yet', async () => {
    expect(await countByWarehouse(meters)).toEqual({ main: 9, north: 2 });
    const usage = (await t.db.select().from(pmTemplates)).filter((tpl) => tpl.triggerKind !== 'calendar');
    expect(usage.map((tpl) => `${tpl.model}:${tpl.triggerKind}`).sort()).toEqual([
      'Atlas Copco GA37:usage',
      'Grundfos CR 32-2:gauge',
      'Schuler MSP 250:usage',
      'Toyota 8FGU25:usage_or_calendar',
    ]);
    const units = await t.db.select().from(equipment).where(eq(equipment.warehouseId, main));
    const cmp1 = units.find((u) => u.assetTag === 'CMP-001')!;
    const [hours] = await t.db
      .select()
      .from(meters)
      .where(and(eq(meters.equipmentId, cmp1.id), eq(meters.name, 'Running hours')));
    const readings = await t.db
      .select()
      .from(meterReadings)
      .where(eq(meterReadings.meterId, hours!.id))
      .orderBy(asc(meterReadings.readAt));
    expect(readings.length).toBeGreaterThanOrEqual(365);
    expect(readings.at(-1)!.total).toBe(hours!.total);
    expect(hours!.lastReadAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
    const forecast = forecastUsage(
      readings.map((r) => ({ readAt: r.readAt, total: r.total!, reset: r.reset !== null })),
      Math.ceil(hours!.total! / 500) * 500,
    );
    if (forecast.kind !== 'forecast') throw new Error(forecast.reason);
    const daysAhead = (forecast.nextDueAt.getTime() - NOW.getTime()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(10);
    expect(daysAhead).toBeLessThan(18);
    expect(forecast.rate).toBeGreaterThan(17);
    expect(forecast.rate).toBeLessThan(23);
    const [vibration] = await t.db.select().from(meters).where(eq(meters.name, 'Bearing vibration'));
    expect(vibration!.lastValue!).toBeLessThan(7.1);
    expect(vibration!.excursionSince).toBeNull();
  });

  it('notifies the supervisor, manager, technician and North technician, some read', async () => {
    const rows = await t.db
      .select({
        email: users.email,
        type: notifications.type,
        read: notifications.read,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    const perUser = Object.fromEntries(
      [...new Set(rows.map((r) => r.email))].map((e) => [e, rows.filter((r) => r.email === e).length]),
    );
    expect(perUser).toEqual({
      'supervisor@example.com': 66,
      'manager@example.com': 53,
      'technician@example.com': 8,
      'north.tech@example.com': 5,
    });
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['wo_assigned', 'wo_overdue', 'part_low_stock', 'pm_generated', 'equipment_alert']),
    );
    expect(new Set(rows.map((r) => r.read))).toEqual(new Set([true, false]));
    const twoWeeksAgo = NOW.getTime() - 14 * 86_400_000;
    expect(rows.every((r) => r.createdAt.getTime() >= twoWeeksAgo && r.createdAt <= NOW)).toBe(true);
  });

  it('produces the same data for the same moment', async () => {
    const other = await createTestApp({ now: NOW });
    try {
      await seedDemo(other.db, NOW);
      const snapshot = (app: TestApp) =>
        app.db
          .select({
            id: workOrders.id,
            foNumber: workOrders.foNumber,
            status: workOrders.status,
            createdAt: workOrders.createdAt,
          })
          .from(workOrders)
          .orderBy(asc(workOrders.id));
      expect(await snapshot(other)).toEqual(await snapshot(t));
    } finally {
      await other.close();
    }
  });
});
