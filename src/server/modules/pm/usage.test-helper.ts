import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meterReadings, meters, pmTemplates, workOrders } from '../../db/schema';
import { OPEN_STATUSES } from '../../../shared/work-order-rules';

type Scope = { organizationId: string; warehouseId: string };

/**
 * Meters and readings written straight to the tables, as the meters module keeps them: the
 * meter carries its latest reading's value, time and (for a counter) running total.
 */
export async function addMeter(
  db: Executor,
  scope: Scope,
  values: { equipmentId: string; name: string; unit: string; kind: 'counter' | 'gauge' },
) {
  const [meter] = await db
    .insert(meters)
    .values({ ...scope, ...values })
    .returning();
  return meter!;
}

/** A reading; a counter's total is its value here (one segment). */
export async function addReading(
  db: Executor,
  meter: { id: string; organizationId: string; warehouseId: string; kind: string },
  value: number,
  readAt: Date,
) {
  const total = meter.kind === 'counter' ? value : null;
  await db.insert(meterReadings).values({
    organizationId: meter.organizationId,
    warehouseId: meter.warehouseId,
    meterId: meter.id,
    value,
    total,
    readAt,
  });
  await db.update(meters).set({ lastValue: value, lastReadAt: readAt, total }).where(eq(meters.id, meter.id));
}

/** Open orders of a template, oldest first. */
export const openOrders = (db: Executor, templateId: string) =>
  db
    .select()
    .from(workOrders)
    .where(
      and(
        eq(workOrders.pmTemplateId, templateId),
        isNull(workOrders.deletedAt),
        inArray(workOrders.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(workOrders.createdAt);

/** Completes an order at `at` (as the work-orders module records a completion). */
export const complete = (db: Executor, orderId: string, at: Date) =>
  db.update(workOrders).set({ status: 'closed', completedAt: at }).where(eq(workOrders.id, orderId));

/**
 * When a plan began: the database stamps a template with real time, while these tests run the
 * app's clock at a fixed NOW, so a test that counts usage from the plan's start says when it was.
 */
export async function planBegan(db: Executor, templateId: string, at: Date) {
  await db.update(pmTemplates).set({ createdAt: at }).where(eq(pmTemplates.id, templateId));
}
