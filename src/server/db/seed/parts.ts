import type { parts, partsUsage, stockMovements } from '../schema';
import { STAGE, stageTime } from './drafts';
import { addDays } from './random';
import type { PartSpec, PlantContext, SeededPart, WorkOrderDraft } from './types';
import { foNumberOf } from './work-order-rows';

type PartRow = typeof parts.$inferInsert;
type UsageRow = typeof partsUsage.$inferInsert;
type MovementRow = typeof stockMovements.$inferInsert;

/** A delivery taken in on a purchase order (purchasing-history.ts): a priced receipt in the ledger. */
export interface Delivery {
  /** The receipt line it is; the ledger answers the part's cost before and after it by this id. */
  receiptLineId: string;
  receiptId: string;
  movementId: string;
  partId: string;
  quantity: number;
  unitCost: string;
  at: Date;
  reason: string;
  userId: string;
}

export interface StockLedger {
  usage: UsageRow[];
  movements: MovementRow[];
  /** When each part that is low now last fell to its reorder point, and to what: the moment supervisors were told. */
  lowSince: Map<string, { at: Date; stock: number }>;
  lastMovedAt: Map<string, Date>;
  /** Issues to work orders and deliveries: each saved the part once more. */
  changeCount: Map<string, number>;
  /** Each part's moving average cost after its last delivery (ADR 59). */
  costOf: Map<string, string>;
  costsByReceiptLine: Map<string, { costBefore: string; costAfter: string }>;
}

/** The receipt's average, as PostgreSQL computes it: rounded half away from zero to the cent. */
function averageIn(stock: number, cost: string, quantity: number, price: string): string {
  const cents =
    (stock * Math.round(Number(cost) * 100) + quantity * Math.round(Number(price) * 100)) /
    (stock + quantity);
  return (Math.round(cents) / 100).toFixed(2);
}

const stockedAt = (ctx: PlantContext) => addDays(ctx.now, -190);

export const seedParts = (ctx: PlantContext, specs: PartSpec[]): SeededPart[] =>
  specs.map((spec) => ({ id: ctx.rng.uuid(), spec }));

/**
 * The stock ledger, written backwards from today's levels: one opening receipt big enough
 * for everything used since less what purchase orders delivered, then a usage movement per
 * parts-usage row and a priced receipt per delivery in time order, so each part's last
 * stockAfter is its stock level. Deliveries move the average cost that later uses copy.
 */
export function buildStockLedger(
  ctx: PlantContext,
  seeded: SeededPart[],
  drafts: WorkOrderDraft[],
  numbers: Map<string, string>,
  deliveries: readonly Delivery[],
): StockLedger {
  const uses = drafts
    .flatMap((draft) => {
      const usedAt = stageTime(draft, STAGE.completed);
      return usedAt ? draft.partsUsed.map((use) => ({ ...use, draft, usedAt })) : [];
    })
    .sort((a, b) => a.usedAt.getTime() - b.usedAt.getTime());

  const ledger: StockLedger = {
    usage: [],
    movements: [],
    lowSince: new Map(),
    lastMovedAt: new Map(),
    changeCount: new Map(),
    costOf: new Map(),
    costsByReceiptLine: new Map(),
  };
  const openedAt = stockedAt(ctx);
  for (const { id, spec } of seeded) {
    const own = uses.filter((use) => use.part.id === id);
    const delivered = deliveries.filter((delivery) => delivery.partId === id);
    let stock =
      spec.stock +
      own.reduce((sum, use) => sum + use.quantity, 0) -
      delivered.reduce((sum, delivery) => sum + delivery.quantity, 0);
    let cost = spec.unitCost;
    // A delivery's id was drawn from the purchasing stream: drawing it here would shift every later id.
    const record = (
      createdAt: Date,
      movement: Pick<
        MovementRow,
        'kind' | 'quantityDelta' | 'reason' | 'workOrderId' | 'userId' | 'unitCost' | 'receiptId'
      >,
      movementId = ctx.rng.uuid(),
    ) => {
      if (stock < 0) throw new Error(`Demo seed: ${spec.partNumber} would go below zero stock`);
      ledger.movements.push({
        id: movementId,
        organizationId: ctx.organizationId,
        warehouseId: ctx.warehouseId,
        partId: id,
        stockAfter: stock,
        createdAt,
        ...movement,
      });
      ledger.lastMovedAt.set(id, createdAt);
      // A delivery above the reorder point re-arms the warning, as the service does.
      if (stock > spec.reorderPoint) ledger.lowSince.delete(id);
      else if (spec.stock <= spec.reorderPoint && !ledger.lowSince.has(id))
        ledger.lowSince.set(id, { at: createdAt, stock });
    };
    const deliver = (delivery: Delivery) => {
      const costBefore = cost;
      cost = averageIn(stock, cost, delivery.quantity, delivery.unitCost);
      stock += delivery.quantity;
      ledger.costsByReceiptLine.set(delivery.receiptLineId, { costBefore, costAfter: cost });
      record(
        delivery.at,
        {
          kind: 'receive',
          quantityDelta: delivery.quantity,
          reason: delivery.reason,
          userId: delivery.userId,
          unitCost: delivery.unitCost,
          receiptId: delivery.receiptId,
        },
        delivery.movementId,
      );
    };
    record(openedAt, {
      kind: 'receive',
      quantityDelta: stock,
      reason: 'Opening stock received',
      userId: ctx.staff.owner,
    });
    const events = [
      ...own.map((use) => ({ at: use.usedAt, kind: 'use' as const, use })),
      ...delivered.map((delivery) => ({ at: delivery.at, kind: 'delivery' as const, delivery })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const event of events) {
      if (event.kind === 'delivery') {
        deliver(event.delivery);
        continue;
      }
      const { use } = event;
      stock -= use.quantity;
      const foNumber = foNumberOf(numbers, use.draft);
      ledger.usage.push({
        id: ctx.rng.uuid(),
        organizationId: ctx.organizationId,
        warehouseId: ctx.warehouseId,
        workOrderId: use.draft.id,
        partId: id,
        quantity: use.quantity,
        unitCost: cost,
        usedBy: use.draft.assignee,
        note: `Issued to ${foNumber}`,
        createdAt: use.usedAt,
      });
      record(use.usedAt, {
        kind: 'usage',
        quantityDelta: -use.quantity,
        reason: `Used on ${foNumber}`,
        workOrderId: use.draft.id,
        userId: use.draft.assignee,
      });
    }
    ledger.changeCount.set(id, own.length + delivered.length);
    ledger.costOf.set(id, cost);
  }
  return ledger;
}

/** Part rows at today's levels; those at or below their reorder point have already been reported. */
export function buildPartRows(
  ctx: PlantContext,
  seeded: SeededPart[],
  vendorIdByName: Map<string, string>,
  ledger: StockLedger,
): PartRow[] {
  const createdAt = stockedAt(ctx);
  return seeded.map(({ id, spec }) => ({
    id,
    organizationId: ctx.organizationId,
    warehouseId: ctx.warehouseId,
    name: spec.name,
    partNumber: spec.partNumber,
    description: spec.description,
    category: spec.category,
    unitOfMeasure: 'each',
    unitCost: ledger.costOf.get(id) ?? spec.unitCost,
    stockLevel: spec.stock,
    reorderPoint: spec.reorderPoint,
    vendor: spec.vendor,
    vendorId: vendorIdByName.get(spec.vendor) ?? null,
    location: spec.location,
    lowStockNotified: spec.stock <= spec.reorderPoint,
    createdBy: ctx.staff.owner,
    updatedBy: ctx.staff.owner,
    createdAt,
    updatedAt: ledger.lastMovedAt.get(id) ?? createdAt,
    version: 1 + (ledger.changeCount.get(id) ?? 0),
  }));
}
