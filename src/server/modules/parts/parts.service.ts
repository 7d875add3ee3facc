import type { ListPartsQuery, Part } from '../../../shared/schemas/parts';
import type { StockMovementKind } from '../../../shared/domain';
import type { Database, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso } from '../../lib/dates';
import { mutationEvent, type DomainEvent } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import type { NotificationsService } from '../notifications/notifications.service';
import * as repo from './parts.repository';

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
    vendor: row.vendor,
    vendorId: row.vendorId,
    location: row.location,
    warehouseId: row.warehouseId,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

export interface StockMovementRequest {
  partId: string;
  /** Positive adds stock, negative takes it. */
  delta: number;
  kind: StockMovementKind;
  reason?: string | null;
  workOrderId?: string | null;
}

export function createPartsService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;

  async function list(actor: AuthContext, query: ListPartsQuery) {
    const [rows, total] = await Promise.all([
      repo.listParts(db, actor.warehouseId, query, decodeCursor(query.cursor)),
      repo.countParts(db, actor.warehouseId, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.partNumber.toLowerCase(), id: r.id }));
    return { items: page.items.map(toPartDto), nextCursor: page.nextCursor, total };
  }

  const find = (warehouseId: string, id: string, tx: Executor = db) => repo.findPart(tx, warehouseId, id);

  /**
   * Moves stock inside the caller's transaction and writes the ledger row. Taking more than
   * is there answers 409 with what is left. The first movement that takes a part to or below
   * its reorder point notifies the warehouse's supervisors and managers (once per crossing).
   */
  async function moveStock(
    tx: Executor,
    outbox: DomainEvent[],
    actor: AuthContext,
    request: StockMovementRequest,
  ) {
    const change = await repo.changeStock(tx, actor.warehouseId, request.partId, request.delta);
    if (!change) {
      const part = await repo.findPart(tx, actor.warehouseId, request.partId);
      if (!part) throw notFound('Part');
      throw new AppError(
        'CONFLICT',
        `Only ${part.stockLevel} left in stock of ${part.name} (${part.partNumber})`,
        {
          details: [{ path: 'quantity', message: `Only ${part.stockLevel} left in stock` }],
        },
      );
    }
    const { part } = change;
    await repo.insertStockMovement(tx, {
      organizationId: actor.organizationId,
      warehouseId: actor.warehouseId,
      partId: part.id,
      kind: request.kind,
      quantityDelta: request.delta,
      stockAfter: part.stockLevel,
      reason: request.reason ?? null,
      workOrderId: request.workOrderId ?? null,
      userId: actor.userId,
    });
    const dto = toPartDto(part);
    outbox.push(
      mutationEvent(
        actor,
        { topic: 'inventory', type: 'part', action: 'updated', id: part.id, data: dto },
        clock.now(),
      ),
    );
    if (change.crossedReorderPoint) {
      await notifications.notifyRoles(tx, outbox, [
        {
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          type: 'part_low_stock',
          title: part.stockLevel === 0 ? `${part.name} is out of stock` : `${part.name} is low on stock`,
          message: `${part.partNumber}: ${part.stockLevel} left, reorder point ${part.reorderPoint}.`,
          priority: part.stockLevel === 0 ? 'high' : 'normal',
          data: { partId: part.id, stockLevel: part.stockLevel, reorderPoint: part.reorderPoint },
        },
      ]);
    }
    return part;
  }

  return { list, find, moveStock };
}

export type PartsService = ReturnType<typeof createPartsService>;
