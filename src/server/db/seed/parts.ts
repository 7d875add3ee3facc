import type { parts, partsUsage, stockMovements } from '../schema';
import { STAGE, stageTime } from './drafts';
import { addDays } from './random';
import type { PartSpec, PlantContext, SeededPart, WorkOrderDraft } from './types';
import { foNumberOf } from './work-order-rows';

type PartRow = typeof parts.$inferInsert;
type UsageRow = typeof partsUsage.$inferInsert;
type MovementRow = typeof stockMovements.$inferInsert;

export interface StockLedger {
  usage: UsageRow[];
  movements: MovementRow[];
  /** When each part that is low now first fell to its reorder point, and to what: the moment supervisors were told. */
  lowSince: Map<string, { at: Date; stock: number }>;
  lastMovedAt: Map<string, Date>;
  usageCount: Map<string, number>;
}

const stockedAt = (ctx: PlantContext) => addDays(ctx.now, -190);

export const seedParts = (ctx: PlantContext, specs: PartSpec[]): SeededPart[] =>
  specs.map((spec) => ({ id: ctx.rng.uuid(), spec }));

/**
 * The stock ledger, written backwards from today's levels: one opening receipt big enough
 * for everything used since, then a usage movement per parts-usage row, so each part's last
 * stockAfter is its stock level.
 */
export function buildStockLedger(
  ctx: PlantContext,
  seeded: SeededPart[],
  drafts: WorkOrderDraft[],
  numbers: Map<string, string>,
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
    usageCount: new Map(),
  };
  const openedAt = stockedAt(ctx);
  for (const { id, spec } of seeded) {
    const own = uses.filter((use) => use.part.id === id);
    let stock = spec.stock + own.reduce((sum, use) => sum + use.quantity, 0);
    const record = (
      createdAt: Date,
      movement: Pick<MovementRow, 'kind' | 'quantityDelta' | 'reason' | 'workOrderId' | 'userId'>,
    ) => {
      ledger.movements.push({
        id: ctx.rng.uuid(),
        organizationId: ctx.organizationId,
        warehouseId: ctx.warehouseId,
        partId: id,
        stockAfter: stock,
        createdAt,
        ...movement,
      });
      ledger.lastMovedAt.set(id, createdAt);
      if (stock <= spec.reorderPoint && spec.stock <= spec.reorderPoint && !ledger.lowSince.has(id))
        ledger.lowSince.set(id, { at: createdAt, stock });
    };
    record(openedAt, {
      kind: 'receive',
      quantityDelta: stock,
      reason: 'Opening stock received',
      userId: ctx.staff.owner,
    });
    for (const use of own) {
      stock -= use.quantity;
      const foNumber = foNumberOf(numbers, use.draft);
      ledger.usage.push({
        id: ctx.rng.uuid(),
        organizationId: ctx.organizationId,
        warehouseId: ctx.warehouseId,
        workOrderId: use.draft.id,
        partId: id,
        quantity: use.quantity,
        unitCost: spec.unitCost,
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
    ledger.usageCount.set(id, own.length);
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
    unitCost: spec.unitCost,
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
    // Each issue to a work order saved the part once more.
    version: 1 + (ledger.usageCount.get(id) ?? 0),
  }));
}
