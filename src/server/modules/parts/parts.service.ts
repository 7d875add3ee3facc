import type { StockMovementKind } from '../../../shared/domain';
import { OPENING_STOCK_REASON } from '../../../shared/stock-reasons';
import {
  maxStockFits,
  type CreatePart,
  type ListPartsQuery,
  type Part,
  type PartsSummary,
  type StockAdjustment,
  type StockMovement,
  type UpdatePart,
} from '../../../shared/schemas/parts';
import { REPLICA_MOVEMENTS_PER_PART } from '../../../shared/constants';
import { INT4_MAX } from '../../../shared/schemas/common';
import type { PartBundle } from '../../../shared/schemas/sync';
import type { Database, Executor } from '../../db/client';
import type { ReplicaRange } from '../../db/sql/replica-range';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type DomainEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import { auditedSoftDelete } from '../audit/audited-soft-delete';
import type { AuthContext } from '../auth/auth.context';
import { wordedNotice } from '../notifications/notice-texts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { VendorsService } from '../vendors/vendors.service';
import { createPartsBulk, type SetStock } from './parts-bulk';
import * as repo from './parts.repository';
import { personName } from '../audit/display-names';
import { phrase } from '../../../shared/i18n/error-texts';

export function toPartDto(row: repo.PartRow): Part {
  return {
    id: row.id,
    name: row.name,
    partNumber: row.partNumber,
    description: row.description,
    category: row.category,
    unitOfMeasure: row.unitOfMeasure,
    unitCost: row.unitCost,
    stockLevel: row.stockLevel,
    reorderPoint: row.reorderPoint,
    reorderQuantity: row.reorderQuantity,
    maxStock: row.maxStock,
    vendor: row.vendor,
    vendorId: row.vendorId,
    location: row.location,
    warehouseId: row.warehouseId,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

type MovementRecord = Awaited<ReturnType<typeof repo.listMovements>>[number];

function toMovementDto({ row, workOrderFoNumber, userName }: MovementRecord): StockMovement {
  return {
    id: row.id,
    partId: row.partId,
    kind: row.kind,
    quantityDelta: row.quantityDelta,
    stockAfter: row.stockAfter,
    reason: row.reason,
    workOrderId: row.workOrderId,
    workOrderFoNumber,
    userId: row.userId,
    userName: personName(row.userId, userName),
    unitCost: row.unitCost,
    createdAt: toIso(row.createdAt),
    occurredAt: toIsoOrNull(row.occurredAt),
  };
}

export interface StockMovementRequest {
  partId: string;
  /** Positive adds stock, negative takes it. */
  delta: number;
  kind: StockMovementKind;
  reason?: string | null;
  workOrderId?: string | null;
  /** When the parts were used, for a use done offline (Occurred-At); the ledger's order stays the order applied. */
  occurredAt?: Date | null;
}

const numberTaken = (partNumber: string) =>
  new AppError('CONFLICT', phrase('part.numberTaken', { partNumber }), {
    details: [{ path: 'partNumber', ...phrase('part.numberTakenShort') }],
  });

export interface PartsServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  notifications: NotificationsService;
  vendors: VendorsService;
}

export function createPartsService({ db, clock, events, notifications, vendors }: PartsServiceDeps) {
  const event = (actor: AuthContext, action: string, part: repo.PartRow): DomainEvent =>
    mutationEvent(
      actor,
      { topic: 'inventory', type: 'part', action, id: part.id, data: toPartDto(part) },
      clock.now(),
    );

  async function load(actor: AuthContext, id: string, tx: Executor = db): Promise<repo.PartRow> {
    const row = await repo.findPart(tx, actor.warehouseId, id);
    if (!row) throw notFound('Part');
    return row;
  }

  async function list(actor: AuthContext, query: ListPartsQuery) {
    const [rows, total] = await Promise.all([
      repo.listParts(db, actor.warehouseId, query, decodeCursor(query.cursor)),
      repo.countParts(db, actor.warehouseId, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.partNumber.toLowerCase(), id: r.id }));
    return { items: page.items.map(toPartDto), nextCursor: page.nextCursor, total };
  }

  /** One page of the parts export, by part number, without the list's count. */
  async function exportPage(actor: AuthContext, cursor: string | undefined, size: number) {
    const rows = await repo.listParts(db, actor.warehouseId, { limit: size }, decodeCursor(cursor));
    const page = pageOf(rows, size, (r) => ({ v: r.partNumber.toLowerCase(), id: r.id }));
    return { items: page.items.map(toPartDto), nextCursor: page.nextCursor };
  }

  async function summary(actor: AuthContext): Promise<PartsSummary> {
    const s = await repo.partsSummary(db, actor.warehouseId);
    return {
      totalParts: s.total,
      lowStockItems: s.low,
      outOfStockItems: s.out,
      totalValue: s.value,
      categories: s.categories,
    };
  }

  const get = async (actor: AuthContext, id: string) => toPartDto(await load(actor, id));

  /** The vendor's name is kept with the part (the spec's field) and its id links the vendor. */
  async function vendorFields(actor: AuthContext, vendorId: string | null | undefined, tx: Executor) {
    if (!vendorId) return {};
    const vendor = await vendors.findVendor(actor.warehouseId, vendorId, tx);
    if (!vendor) throw notFound('Vendor');
    return { vendorId, vendor: vendor.name };
  }

  /** Tells the warehouse's supervisors and managers once, when a part first reaches its reorder point. */
  async function notifyLowStock(tx: Executor, outbox: Outbox, actor: AuthContext, part: repo.PartRow) {
    await notifications.notifyRoles(tx, outbox, [
      {
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        type: 'part_low_stock',
        ...wordedNotice({
          title: {
            key:
              part.stockLevel === 0 ? 'notification.partOutOfStock.title' : 'notification.partLowStock.title',
            params: { name: part.name },
          },
          message: {
            key: 'notification.partLowStock.message',
            params: {
              partNumber: part.partNumber,
              stockLevel: String(part.stockLevel),
              reorderPoint: String(part.reorderPoint),
            },
          },
        }),
        priority: part.stockLevel === 0 ? 'high' : 'normal',
        data: { partId: part.id, stockLevel: part.stockLevel, reorderPoint: part.reorderPoint },
      },
    ]);
  }

  async function create(actor: AuthContext, input: CreatePart): Promise<Part> {
    if (await repo.findPartByNumber(db, actor.warehouseId, input.partNumber))
      throw numberTaken(input.partNumber);
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        const row = await repo.insertPart(tx, {
          ...input,
          ...(await vendorFields(actor, input.vendorId, tx)),
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          lowStockNotified: false,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        if (row.stockLevel > 0) {
          await repo.insertStockMovement(tx, {
            organizationId: actor.organizationId,
            warehouseId: actor.warehouseId,
            partId: row.id,
            kind: 'receive',
            quantityDelta: row.stockLevel,
            stockAfter: row.stockLevel,
            reason: OPENING_STOCK_REASON,
            userId: actor.userId,
          });
        }
        await recordAudit(tx, actor, { entityType: 'part', entityId: row.id, action: 'created' });
        outbox.push(event(actor, 'created', row));
        return toPartDto(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw numberTaken(input.partNumber);
      throw error;
    }
  }

  /**
   * Moves stock inside the caller's transaction and writes the ledger row. Going below zero
   * answers 409 with what is in stock. The first movement that takes a part to or below its
   * reorder point notifies the warehouse's planners (once per crossing).
   */
  async function moveStock(tx: Executor, outbox: Outbox, actor: AuthContext, request: StockMovementRequest) {
    const { part } = await applyStockChange(
      tx,
      outbox,
      actor,
      request.partId,
      { mode: 'add', value: request.delta },
      request,
    );
    return part;
  }

  async function applyStockChange(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    partId: string,
    change: { mode: 'add' | 'set'; value: number },
    ledger: {
      kind: StockMovementKind;
      reason?: string | null;
      workOrderId?: string | null;
      occurredAt?: Date | null;
      receiptId?: string | null;
    },
    cost?: repo.CostChange,
  ) {
    const result = await repo.changeStock(tx, actor.warehouseId, partId, change, cost);
    if (!result) {
      const part = await load(actor, partId, tx);
      if (change.mode === 'add' && part.stockLevel + change.value > INT4_MAX) {
        throw new AppError('CONFLICT', phrase('part.stockTooLarge', { name: part.name, max: INT4_MAX }), {
          details: [
            { path: 'quantity', ...phrase('part.atMostMore', { count: INT4_MAX - part.stockLevel }) },
          ],
        });
      }
      throw new AppError(
        'CONFLICT',
        ledger.kind === 'usage'
          ? phrase('part.onlyLeft', { count: part.stockLevel, name: part.name, partNumber: part.partNumber })
          : phrase('part.belowZero', { count: part.stockLevel }),
        { details: [{ path: 'quantity', ...phrase('part.onlyInStock', { count: part.stockLevel }) }] },
      );
    }
    const { part } = result;
    await repo.insertStockMovement(tx, {
      organizationId: actor.organizationId,
      warehouseId: actor.warehouseId,
      partId: part.id,
      kind: ledger.kind,
      quantityDelta: part.stockLevel - result.before,
      stockAfter: part.stockLevel,
      reason: ledger.reason ?? null,
      workOrderId: ledger.workOrderId ?? null,
      userId: actor.userId,
      occurredAt: ledger.occurredAt ?? null,
      unitCost: cost?.unitCost ?? null,
      receiptId: ledger.receiptId ?? null,
    });
    outbox.push(event(actor, 'updated', part));
    if (result.crossedReorderPoint) await notifyLowStock(tx, outbox, actor, part);
    return { part, costBefore: result.costBefore };
  }

  /**
   * A delivery received on a purchase order, or its reversal: stock moves with the price paid
   * in the ledger and the part's moving average cost follows (issue 27 §4). Inside the caller's
   * transaction; the part's row lock orders concurrent deliveries of one part.
   */
  async function moveStockAtCost(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    request: { partId: string; delta: number; reason: string; receiptId: string; cost: repo.CostChange },
  ) {
    const { part, costBefore } = await applyStockChange(
      tx,
      outbox,
      actor,
      request.partId,
      { mode: 'add', value: request.delta },
      { kind: 'receive', reason: request.reason, receiptId: request.receiptId },
      request.cost,
    );
    return { part: toPartDto(part), costBefore, costAfter: part.unitCost };
  }

  /** Receive, adjust (±) or count, with the reason in the ledger. */
  async function adjust(actor: AuthContext, partId: string, input: StockAdjustment): Promise<StockMovement> {
    return inTransaction(db, events, async (tx, outbox) => {
      await load(actor, partId, tx);
      const change =
        input.kind === 'count'
          ? ({ mode: 'set', value: input.quantity } as const)
          : ({ mode: 'add', value: input.quantity } as const);
      await applyStockChange(tx, outbox, actor, partId, change, { kind: input.kind, reason: input.reason });
      await recordAudit(tx, actor, {
        entityType: 'part',
        entityId: partId,
        action: 'stock_adjusted',
        changes: { ...input },
      });
      const [latest] = await repo.listMovements(tx, partId, 1);
      if (!latest) throw new Error('The movement just written is missing');
      return toMovementDto(latest);
    });
  }

  /** A stock level a CSV import brings: an adjustment in the ledger, with the import as its reason. */
  const setStock: SetStock = async (tx, outbox, actor, request) => {
    await applyStockChange(
      tx,
      outbox,
      actor,
      request.partId,
      { mode: 'set', value: request.stockLevel },
      { kind: 'adjust', reason: request.reason },
    );
  };

  async function update(actor: AuthContext, id: string, input: UpdatePart, expected?: number): Promise<Part> {
    const before = await load(actor, id);
    if (input.partNumber && input.partNumber.toLowerCase() !== before.partNumber.toLowerCase()) {
      if (await repo.findPartByNumber(db, actor.warehouseId, input.partNumber))
        throw numberTaken(input.partNumber);
    }
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        const { stockLevel, vendorId, ...fields } = input;
        const vendor =
          vendorId === undefined
            ? {}
            : vendorId === null
              ? { vendorId: null }
              : await vendorFields(actor, vendorId, tx);
        let row = await repo.updatePartRow(
          tx,
          actor.warehouseId,
          id,
          { ...fields, ...vendor, updatedBy: actor.userId },
          expected,
        );
        if (!row) throw versionConflict(toPartDto(await load(actor, id, tx)));
        // Checked on the updated row, inside the transaction that rolls back: a body may carry one
        // of the two figures, and the other is then the stored one. Other edits leave them be.
        const touchesMaximum = input.reorderPoint !== undefined || input.maxStock !== undefined;
        if (touchesMaximum && !maxStockFits(row)) {
          const refusal = phrase('part.maxStockBelowReorderPoint');
          throw new AppError('VALIDATION_FAILED', refusal, { details: [{ path: 'maxStock', ...refusal }] });
        }
        if (stockLevel !== undefined && stockLevel !== row.stockLevel) {
          ({ part: row } = await applyStockChange(
            tx,
            outbox,
            actor,
            id,
            { mode: 'set', value: stockLevel },
            { kind: 'count', reason: 'Corrected on the part form' },
          ));
        } else if (input.reorderPoint !== undefined) {
          // A new reorder point can put a part below it (or lift it out) without any movement.
          const isLow = row.stockLevel <= row.reorderPoint;
          if (isLow !== row.lowStockNotified) {
            row =
              (await repo.updatePartRow(tx, actor.warehouseId, id, { lowStockNotified: isLow }, undefined)) ??
              row;
            if (isLow) await notifyLowStock(tx, outbox, actor, row);
          }
        }
        await recordAudit(tx, actor, {
          entityType: 'part',
          entityId: id,
          action: 'updated',
          changes: diffFields(before, input),
        });
        outbox.push(event(actor, 'updated', row));
        return toPartDto(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw numberTaken(input.partNumber ?? before.partNumber);
      throw error;
    }
  }

  /** Soft delete: the ledger and past usage keep pointing at the part. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    await load(actor, id);
    await auditedSoftDelete({ db, events, clock }, actor, {
      entityType: 'part',
      id,
      markDeleted: (tx, changes) => repo.updatePartRow(tx, actor.warehouseId, id, changes, expected),
      current: async (tx) => toPartDto(await load(actor, id, tx)),
      deletedEvent: (row) => event(actor, 'deleted', row),
    });
  }

  async function movements(actor: AuthContext, partId: string, query: { limit: number; cursor?: string }) {
    await load(actor, partId);
    const rows = await repo.listMovements(db, partId, query.limit, decodeCursor(query.cursor));
    const total = await repo.countMovements(db, partId);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.sortKey, id: r.row.id }));
    return { items: page.items.map(toMovementDto), total, nextCursor: page.nextCursor };
  }

  const find = (warehouseId: string, id: string, tx: Executor = db) => repo.findPart(tx, warehouseId, id);
  /** Several parts of the warehouse in one read, for another module's lines. */
  const findMany = (warehouseId: string, ids: readonly string[], tx: Executor = db) =>
    repo.findParts(tx, warehouseId, ids);

  /**
   * The device copy's parts (ADR 42): a page in id order, or those of the ids still live, each
   * with the first page of its stock history.
   */
  async function inRange(actor: AuthContext, range: ReplicaRange): Promise<PartBundle[]> {
    const rows = await repo.partsInRange(db, actor.warehouseId, range);
    const lines = await repo.latestMovementsOf(
      db,
      rows.map((r) => r.id),
      REPLICA_MOVEMENTS_PER_PART,
    );
    const byPart = new Map<string, StockMovement[]>();
    for (const line of lines) {
      const history = byPart.get(line.row.partId) ?? [];
      history.push(toMovementDto(line));
      byPart.set(line.row.partId, history);
    }
    return rows.map((row) => ({ part: toPartDto(row), movements: byPart.get(row.id) ?? [] }));
  }

  return {
    list,
    exportPage,
    summary,
    get,
    create,
    update,
    remove,
    adjust,
    movements,
    moveStock,
    moveStockAtCost,
    find,
    findMany,
    inRange,
    /** CSV imports' bulk path (issue 28 §4). */
    bulk: createPartsBulk({ clock, setStock, notifyLowStock }),
  };
}

export type PartsService = ReturnType<typeof createPartsService>;
