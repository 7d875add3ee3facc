import { eq } from 'drizzle-orm';
import { warehouses } from '../../db/schema';
import {
  buildDowntime,
  buildEquipment,
  buildLaborEntry,
  buildMetricSample,
  buildPart,
  buildPartsUsage,
  buildStockMovement,
  buildTenant,
  buildWorkOrder,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/**
 * The hand-built history the analytics tests compute by hand. The clock stands at 12:00:30, so
 * the periods end at 2026-05-15 12:00; the 30-day period starts 2026-04-15 12:00 (720 hours)
 * and its halves meet at 2026-04-30 12:00. Main's labour rate is 40 EUR an hour.
 *
 * PUMP (critical, active, created 1 Jan):
 *   downtime  1 Mar 08–10 breakdown        (before the period: a March failure of the trends)
 *             15 Apr 00–18 breakdown       (started before the period: 6 h inside, no failure of it)
 *             20 Apr 00–06 breakdown, WO1  (failure, repaired in 6 h)
 *              5 May 10–14 waiting for parts (failure, 4 h)
 *             10 May 08–10 planned          (down, no failure)
 *              8 May 10–11 breakdown, deleted (nothing)
 *   orders    WO1 corrective 19 Apr 23:00, done 20 Apr 06:00 (its downtime is the failure)
 *             WO2 emergency 12 May 08:00, 09:00–12:00 without downtime (failure, 3 h)
 *             WO3 preventive 25 Apr, due 1 May, assigned (overdue PM)
 *             WO4 preventive 20 Apr 10:00, due 28 Apr, done 27 Apr 09:00
 *             WO-OLD corrective, done 25 Feb without downtime (a February failure of the trends)
 *             WO-ANCIENT closed in October 2025; a deleted corrective of 9 May
 * FAN (medium, active, created 5 May 18:00: 234 h tracked): down since 15 May 00:00 (failure, open)
 * IDLE (low, maintenance): nothing recorded. OLD (retired) and GONE (deleted) are not the fleet.
 * NOEQ: a corrective order without equipment, 1 May (its costs count for the warehouse only).
 * Parts: SEAL, FILTER, FUSE used in the period; OLDPART (last used 1 Oct 2025) and NEVER on the shelf
 * since June 2025; RECENT created ten minutes ago, LATE first stocked 25 Apr, REFILLED emptied on
 * 1 Apr and stocked again: none of these three has sat on the shelf unused for 180 days.
 * North: a pump with its own failure, labour, parts and stock-out; North has no labour rate.
 */
export const NOW = new Date('2026-05-15T12:00:30Z');
export const d = (iso: string) => new Date(iso);

export async function buildAnalyticsHistory(t: TestApp) {
  const tenant = await buildTenant(t.db);
  const main = { organizationId: tenant.org.id, warehouseId: tenant.main.id };
  const north = { organizationId: tenant.org.id, warehouseId: tenant.north.id };
  const userId = tenant.technician.id;
  await t.db
    .update(warehouses)
    .set({ laborRate: '40.00', monthlyBudget: '5000.00', currency: 'EUR' })
    .where(eq(warehouses.id, tenant.main.id));

  const since = d('2026-01-01T00:00:00Z');
  const pump = await buildEquipment(t.db, {
    ...main,
    assetTag: 'PUMP',
    criticality: 'critical',
    createdAt: since,
  });
  const fan = await buildEquipment(t.db, { ...main, assetTag: 'FAN', createdAt: d('2026-05-05T18:00:00Z') });
  const idle = await buildEquipment(t.db, {
    ...main,
    assetTag: 'IDLE',
    criticality: 'low',
    status: 'maintenance',
    createdAt: since,
  });
  const old = await buildEquipment(t.db, { ...main, assetTag: 'OLD', status: 'retired', createdAt: since });
  const gone = await buildEquipment(t.db, { ...main, assetTag: 'GONE', createdAt: since, deletedAt: since });

  const order = (values: Partial<Parameters<typeof buildWorkOrder>[1]>) =>
    buildWorkOrder(t.db, { ...main, equipmentId: pump.id, ...values });
  const wo1 = await order({
    createdAt: d('2026-04-19T23:00:00Z'),
    startedAt: d('2026-04-20T00:30:00Z'),
    completedAt: d('2026-04-20T06:00:00Z'),
    status: 'verified',
    verifiedAt: d('2026-04-21T09:00:00Z'),
    satisfactionRating: 4,
  });
  const wo2 = await order({
    type: 'emergency',
    createdAt: d('2026-05-12T08:00:00Z'),
    startedAt: d('2026-05-12T09:00:00Z'),
    completedAt: d('2026-05-12T12:00:00Z'),
    status: 'closed',
    verifiedAt: d('2026-05-13T09:00:00Z'),
    satisfactionRating: 5,
  });
  await order({
    type: 'preventive',
    createdAt: d('2026-04-25T08:00:00Z'),
    dueDate: d('2026-05-01T12:00:00Z'),
    status: 'assigned',
    assignedTo: userId,
  });
  const wo4 = await order({
    type: 'preventive',
    createdAt: d('2026-04-20T10:00:00Z'),
    dueDate: d('2026-04-28T12:00:00Z'),
    startedAt: d('2026-04-27T08:00:00Z'),
    completedAt: d('2026-04-27T09:00:00Z'),
    status: 'closed',
    verifiedAt: d('2026-04-28T09:00:00Z'),
    satisfactionRating: 3,
  });
  const woOld = await order({
    createdAt: d('2026-02-20T08:00:00Z'),
    startedAt: d('2026-02-24T08:00:00Z'),
    completedAt: d('2026-02-25T10:00:00Z'),
    status: 'verified',
    verifiedAt: d('2026-03-01T09:00:00Z'),
    satisfactionRating: 1,
  });
  const woAncient = await order({
    createdAt: d('2025-09-30T08:00:00Z'),
    completedAt: d('2025-10-01T08:00:00Z'),
    status: 'closed',
  });
  const deleted = await order({
    createdAt: d('2026-05-09T08:00:00Z'),
    startedAt: d('2026-05-09T10:00:00Z'),
    completedAt: d('2026-05-10T08:00:00Z'),
    status: 'completed',
    deletedAt: d('2026-05-11T08:00:00Z'),
  });
  const noEquipment = await buildWorkOrder(t.db, {
    ...main,
    createdAt: d('2026-05-01T09:00:00Z'),
    status: 'new',
  });

  const down = (equipmentId: string, startedAt: string, endedAt: string | null, values = {}) =>
    buildDowntime(t.db, {
      ...main,
      equipmentId,
      startedAt: d(startedAt),
      endedAt: endedAt ? d(endedAt) : null,
      ...values,
    });
  await down(pump.id, '2026-03-01T08:00:00Z', '2026-03-01T10:00:00Z');
  await down(pump.id, '2026-04-15T00:00:00Z', '2026-04-15T18:00:00Z');
  await down(pump.id, '2026-04-20T00:00:00Z', '2026-04-20T06:00:00Z', { workOrderId: wo1.id });
  await down(pump.id, '2026-05-05T10:00:00Z', '2026-05-05T14:00:00Z', { reasonCode: 'waiting_for_parts' });
  await down(pump.id, '2026-05-10T08:00:00Z', '2026-05-10T10:00:00Z', {
    reasonCode: 'planned_maintenance',
    planned: true,
  });
  await down(pump.id, '2026-05-08T10:00:00Z', '2026-05-08T11:00:00Z', {
    deletedAt: d('2026-05-09T00:00:00Z'),
  });
  await down(fan.id, '2026-05-15T00:00:00Z', null);
  await down(old.id, '2026-05-01T08:00:00Z', '2026-05-01T10:00:00Z');
  await down(gone.id, '2026-05-01T08:00:00Z', '2026-05-01T10:00:00Z');

  const labor = (workOrderId: string, startedAt: string, minutes: number | null) =>
    buildLaborEntry(t.db, { ...main, workOrderId, userId, startedAt: d(startedAt), minutes });
  await labor(wo1.id, '2026-04-20T01:00:00Z', 90);
  await labor(wo2.id, '2026-05-12T09:00:00Z', 120);
  await labor(wo2.id, '2026-05-12T10:00:00Z', null);
  await labor(wo4.id, '2026-04-27T08:00:00Z', 60);
  await labor(noEquipment.id, '2026-05-01T09:00:00Z', 30);
  await labor(woOld.id, '2026-02-24T08:00:00Z', 60);
  await labor(deleted.id, '2026-05-09T10:00:00Z', 600);

  const seal = await buildPart(t.db, { ...main, partNumber: 'SEAL', unitCost: '14.00', stockLevel: 5 });
  const filter = await buildPart(t.db, {
    ...main,
    partNumber: 'FILTER',
    unitCost: '30.00',
    stockLevel: 0,
    reorderPoint: 2,
  });
  const fuse = await buildPart(t.db, { ...main, partNumber: 'FUSE', unitCost: '10.00', stockLevel: 20 });
  const longAgo = d('2025-06-01T08:00:00Z');
  const oldPart = await buildPart(t.db, {
    ...main,
    partNumber: 'OLDPART',
    unitCost: '50.00',
    stockLevel: 4,
    createdAt: longAgo,
  });
  const never = await buildPart(t.db, {
    ...main,
    partNumber: 'NEVER',
    unitCost: '2.50',
    stockLevel: 8,
    createdAt: longAgo,
  });
  const recent = await buildPart(t.db, {
    ...main,
    partNumber: 'RECENT',
    unitCost: '100.00',
    stockLevel: 3,
    createdAt: d('2026-05-15T11:50:00Z'),
  });
  const late = await buildPart(t.db, {
    ...main,
    partNumber: 'LATE',
    unitCost: '5.00',
    stockLevel: 2,
    createdAt: longAgo,
  });
  const refilled = await buildPart(t.db, {
    ...main,
    partNumber: 'REFILLED',
    unitCost: '1.00',
    stockLevel: 6,
    createdAt: longAgo,
  });
  await buildPart(t.db, {
    ...main,
    partNumber: 'DELETED',
    unitCost: '99.00',
    stockLevel: 9,
    deletedAt: since,
  });
  const use = (workOrderId: string, partId: string, quantity: number, unitCost: string, createdAt: string) =>
    buildPartsUsage(t.db, { ...main, workOrderId, partId, quantity, unitCost, createdAt: d(createdAt) });
  await use(wo1.id, seal.id, 2, '12.50', '2026-04-20T02:00:00Z');
  await use(wo4.id, filter.id, 1, '30.00', '2026-04-27T09:00:00Z');
  await use(noEquipment.id, fuse.id, 1, '10.00', '2026-05-01T10:00:00Z');
  await use(woAncient.id, oldPart.id, 1, '50.00', '2025-10-01T08:00:00Z');
  const move = (partId: string, quantityDelta: number, stockAfter: number, createdAt: string) =>
    buildStockMovement(t.db, { ...main, partId, quantityDelta, stockAfter, createdAt: d(createdAt) });
  await move(filter.id, 1, 1, '2026-03-01T08:00:00Z');
  await move(filter.id, -1, 0, '2026-04-27T09:00:00Z');
  await move(fuse.id, -5, 0, '2026-03-10T08:00:00Z');
  await move(fuse.id, 25, 25, '2026-03-11T08:00:00Z');
  await move(oldPart.id, 5, 5, '2025-06-01T08:00:00Z');
  await move(oldPart.id, -1, 4, '2025-10-01T08:00:00Z');
  await move(never.id, 8, 8, '2025-06-01T08:00:00Z');
  await move(recent.id, 3, 3, '2026-05-15T11:50:00Z');
  await move(late.id, 2, 2, '2026-04-25T08:00:00Z');
  await move(refilled.id, 6, 6, '2025-06-01T08:00:00Z');
  await move(refilled.id, -6, 0, '2026-04-01T08:00:00Z');
  await move(refilled.id, 6, 6, '2026-04-02T08:00:00Z');

  // North: all of it must stay out of Main's figures.
  const northPump = await buildEquipment(t.db, { ...north, assetTag: 'N-PUMP', createdAt: since });
  const northOrder = await buildWorkOrder(t.db, {
    ...north,
    equipmentId: northPump.id,
    createdAt: d('2026-05-02T08:00:00Z'),
    startedAt: d('2026-05-02T09:00:00Z'),
    completedAt: d('2026-05-03T08:00:00Z'),
    status: 'completed',
  });
  await buildWorkOrder(t.db, {
    ...north,
    equipmentId: northPump.id,
    type: 'preventive',
    createdAt: d('2026-04-20T08:00:00Z'),
    dueDate: d('2026-04-25T08:00:00Z'),
  });
  await buildDowntime(t.db, {
    ...north,
    equipmentId: northPump.id,
    workOrderId: northOrder.id,
    reasonCode: 'breakdown',
    startedAt: d('2026-05-02T08:00:00Z'),
    endedAt: d('2026-05-02T13:00:00Z'),
  });
  await buildLaborEntry(t.db, {
    ...north,
    workOrderId: northOrder.id,
    userId: tenant.northTech.id,
    startedAt: d('2026-05-02T09:00:00Z'),
    minutes: 60,
  });
  const northPart = await buildPart(t.db, {
    ...north,
    partNumber: 'N-PART',
    unitCost: '5.00',
    stockLevel: 0,
  });
  await buildPartsUsage(t.db, {
    ...north,
    workOrderId: northOrder.id,
    partId: northPart.id,
    quantity: 2,
    unitCost: '5.00',
    createdAt: d('2026-05-02T10:00:00Z'),
  });
  await buildStockMovement(t.db, {
    ...north,
    partId: northPart.id,
    quantityDelta: -2,
    stockAfter: 0,
    createdAt: d('2026-05-02T10:00:00Z'),
  });

  // Health samples: 7 of the 8 taken in the period found the database; the one before does not count.
  for (let hour = 0; hour < 8; hour += 1) {
    await buildMetricSample(t.db, { sampledAt: d(`2026-05-14T0${hour}:00:00Z`), healthy: hour !== 3 });
  }
  await buildMetricSample(t.db, { sampledAt: d('2026-04-01T00:00:00Z'), healthy: false });

  return { tenant, pump, fan, idle };
}
