import { and, eq, isNull, sql } from 'drizzle-orm';
import { OPENING_STOCK_REASON } from '../../../shared/stock-reasons';
import { parts, stockMovements } from '../../db/schema';
import type { Executor } from '../../db/client';
import { batches } from '../../db/sql/batches';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/unit-of-work';
import { diffFields, recordAudits } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import { importedEvent, recordImportedBatch } from '../audit/imported-batch';
import type { PartRow } from './parts.repository';

/** The fields a CSV import sets (issue 28 §4) besides the stock; the part number is the key. */
export type ImportedPartFields = Pick<
  PartRow,
  | 'name'
  | 'description'
  | 'category'
  | 'unitCost'
  | 'reorderPoint'
  | 'reorderQuantity'
  | 'maxStock'
  | 'vendor'
  | 'vendorId'
  | 'location'
>;

export interface PartCreate {
  partNumber: string;
  fields: ImportedPartFields;
  /** The opening stock, received into the ledger as the part form's create does. */
  stockLevel: number;
}

export interface PartChange {
  before: PartRow;
  changes: Partial<ImportedPartFields>;
  /** A stock level that differs from the stored one: an adjustment through the ledger. */
  stockLevel?: number;
}

/** The parts service's own stock path: sets a part's stock and writes its ledger row and event. */
export type SetStock = (
  tx: Executor,
  outbox: Outbox,
  actor: AuthContext,
  request: { partId: string; stockLevel: number; reason: string },
) => Promise<void>;

/** The parts service's low-stock notice, for a part a new reorder point puts at or below it. */
export type NotifyLowStock = (
  tx: Executor,
  outbox: Outbox,
  actor: AuthContext,
  part: PartRow,
) => Promise<void>;

/**
 * The parts module's bulk path for CSV imports: multi-row writes in batches, one audit row per
 * part, one outbox event per batch naming its parts. Stock never changes silently: opening stock
 * is a ledger receipt, and a differing stock level goes through the service's stock path.
 */
export function createPartsBulk({
  clock,
  setStock,
  notifyLowStock,
}: {
  clock: Clock;
  setStock: SetStock;
  notifyLowStock: NotifyLowStock;
}) {
  /** Every live part of the warehouse, for matching a file's rows by part number. */
  const liveRows = (tx: Executor, warehouseId: string): Promise<PartRow[]> =>
    tx
      .select()
      .from(parts)
      .where(and(eq(parts.warehouseId, warehouseId), isNull(parts.deletedAt)));

  const batchOf = (importId: string, ids: string[]) => ({
    at: clock.now(),
    topic: 'inventory' as const,
    type: 'part',
    importId,
    ids,
  });

  async function insertAll(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    rows: PartCreate[],
  ) {
    for (const batch of batches(rows)) {
      const inserted = await tx
        .insert(parts)
        .values(
          batch.map((r) => ({
            ...r.fields,
            partNumber: r.partNumber,
            stockLevel: r.stockLevel,
            // As the create route does: a part born at or below its reorder point is not yet notified.
            lowStockNotified: false,
            organizationId: actor.organizationId,
            warehouseId: actor.warehouseId,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })),
        )
        .returning({ id: parts.id, stockLevel: parts.stockLevel });
      const opening = inserted.filter((r) => r.stockLevel > 0);
      if (opening.length > 0) {
        await tx.insert(stockMovements).values(
          opening.map((r) => ({
            organizationId: actor.organizationId,
            warehouseId: actor.warehouseId,
            partId: r.id,
            kind: 'receive' as const,
            quantityDelta: r.stockLevel,
            stockAfter: r.stockLevel,
            reason: OPENING_STOCK_REASON,
            userId: actor.userId,
          })),
        );
      }
      await recordImportedBatch(
        tx,
        outbox,
        actor,
        batchOf(
          importId,
          inserted.map((r) => r.id),
        ),
      );
    }
  }

  async function updateAll(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    rows: PartChange[],
  ) {
    const changed = rows.filter((r) => Object.keys(r.changes).length > 0);
    for (const batch of batches(changed)) {
      const values = batch.map(({ before, changes, stockLevel }) => ({
        ...before,
        ...changes,
        stockFollows: stockLevel !== undefined,
      }));
      // One statement per batch: the new values travel as one JSON parameter. The low-stock flag
      // follows a new reorder point as the part form's edit does, unless the stock moves next
      // (the stock path then decides, from the flag as it was).
      await tx.execute(sql`
        update ${parts} as t set
          name = v.name, description = v.description, category = v.category,
          unit_cost = v."unitCost", reorder_point = v."reorderPoint",
          reorder_quantity = v."reorderQuantity", max_stock = v."maxStock",
          vendor = v.vendor, vendor_id = v."vendorId", location = v.location,
          low_stock_notified = case when v."stockFollows" then t.low_stock_notified
            else t.stock_level <= v."reorderPoint" end,
          updated_by = ${actor.userId}, updated_at = now(), version = t.version + 1
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
          id uuid, name text, description text, category text, "unitCost" numeric,
          "reorderPoint" integer, "reorderQuantity" integer, "maxStock" integer,
          vendor text, "vendorId" uuid, location text, "stockFollows" boolean)
        where t.id = v.id and t.warehouse_id = ${actor.warehouseId}`);
      outbox.push(
        importedEvent(
          actor,
          batchOf(
            importId,
            batch.map((c) => c.before.id),
          ),
        ),
      );
    }
    const reason = `CSV import ${importId}`;
    for (const { before, changes, stockLevel } of rows) {
      if (stockLevel !== undefined) {
        await setStock(tx, outbox, actor, { partId: before.id, stockLevel, reason });
      } else if (
        changes.reorderPoint !== undefined &&
        !before.lowStockNotified &&
        before.stockLevel <= changes.reorderPoint
      ) {
        await notifyLowStock(tx, outbox, actor, { ...before, ...changes, lowStockNotified: true });
      }
    }
    for (const batch of batches(rows)) {
      await recordAudits(
        tx,
        batch.map(({ before, changes, stockLevel }) => ({
          actor,
          entityType: 'part',
          entityId: before.id,
          action: 'updated',
          changes: diffFields<PartRow>(
            before,
            stockLevel === undefined ? changes : { ...changes, stockLevel },
          ),
        })),
      );
    }
  }

  /** Applies a planned import inside the caller's transaction. */
  async function apply(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    importId: string,
    plan: { creates: PartCreate[]; changes: PartChange[] },
  ): Promise<void> {
    await insertAll(tx, outbox, actor, importId, plan.creates);
    await updateAll(tx, outbox, actor, importId, plan.changes);
  }

  return { liveRows, apply };
}

export type PartsBulk = ReturnType<typeof createPartsBulk>;
