import { resolveOccurredAt } from '../../../shared/occurred-at';
import type { CreatePartsUsage, PartsUsage } from '../../../shared/schemas/work-order-activity';
import * as policy from '../../../shared/policies/work-orders';
import type { Database } from '../../db/client';
import { enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso } from '../../lib/dates';
import { occurredAtColumn } from '../../lib/occurred-time';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import type { PartsService } from '../parts/parts.service';
import * as repo from './activity.repository';
import type { WorkOrdersService } from './work-orders.service';
import { personName } from '../audit/display-names';
import { orderCreated } from './occurred-floors';

type UsageRecord = {
  row: repo.PartsUsageRow;
  partNumber: string;
  partName: string;
  usedByName: string | null;
};

export function toPartsUsageDto({ row, partNumber, partName, usedByName }: UsageRecord): PartsUsage {
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    partId: row.partId,
    partNumber,
    partName,
    quantity: row.quantity,
    unitCost: row.unitCost,
    usedBy: row.usedBy,
    usedByName: personName(row.usedBy, usedByName),
    note: row.note,
    createdAt: toIso(row.createdAt),
  };
}

export function createPartsUsageService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  workOrders: WorkOrdersService;
  parts: PartsService;
}) {
  const { db, clock, events, workOrders, parts } = deps;
  const event = (actor: AuthContext, action: string, dto: PartsUsage) =>
    mutationEvent(
      actor,
      { topic: 'work_orders', type: 'parts_usage', action, id: dto.id, data: dto },
      clock.now(),
    );

  async function list(actor: AuthContext, workOrderId: string): Promise<PartsUsage[]> {
    await workOrders.loadForRead(actor, workOrderId);
    return (await repo.listPartsUsage(db, workOrderId)).map(toPartsUsageDto);
  }

  /**
   * Takes the parts out of stock in the same transaction: never below zero (409 with what is
   * left). A use recorded offline (`claimed`, Occurred-At) is dated when the parts were used,
   * if that is after the order was created; the stock ledger keeps it in the order applied.
   */
  async function record(
    actor: AuthContext,
    workOrderId: string,
    input: CreatePartsUsage,
    claimed: Date | null = null,
  ): Promise<PartsUsage> {
    return inTransaction(db, events, async (tx, outbox) => {
      const order = await workOrders.loadForWork(tx, actor, workOrderId);
      const when = resolveOccurredAt(claimed, clock.now(), [orderCreated(order)]);
      const part = await parts.moveStock(tx, outbox, actor, {
        partId: input.partId,
        delta: -input.quantity,
        kind: 'usage',
        reason: `Used on ${order.foNumber}`,
        workOrderId: order.id,
        occurredAt: occurredAtColumn(when),
      });
      const row = await repo.insertPartsUsage(tx, {
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        workOrderId: order.id,
        partId: part.id,
        quantity: input.quantity,
        unitCost: part.unitCost,
        usedBy: actor.userId,
        note: input.note,
        createdAt: when.at,
      });
      await workOrders.recordWork(
        tx,
        actor,
        order.id,
        'part_used',
        { quantity: input.quantity, partNumber: part.partNumber, partName: part.name },
        when,
      );
      const dto = toPartsUsageDto({
        row,
        partNumber: part.partNumber,
        partName: part.name,
        usedByName: `${actor.firstName} ${actor.lastName}`,
      });
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  /** A usage recorded by mistake: the parts go back to stock. The recorder or a supervisor. */
  async function remove(actor: AuthContext, id: string): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const found = await repo.findPartsUsage(tx, actor.warehouseId, id);
      if (!found) throw notFound('Parts usage');
      enforce(policy.changeRecordedWork(actor, { recordedBy: found.row.usedBy }, 'parts usage'));
      const order = await workOrders.loadForWork(tx, actor, found.row.workOrderId);
      await parts.moveStock(tx, outbox, actor, {
        partId: found.row.partId,
        delta: found.row.quantity,
        kind: 'adjust',
        reason: `Returned from ${order.foNumber}`,
        workOrderId: order.id,
      });
      await repo.deletePartsUsageRow(tx, id);
      await workOrders.recordWork(tx, actor, order.id, 'part_returned', {
        quantity: found.row.quantity,
        partNumber: found.partNumber,
      });
      outbox.push(event(actor, 'deleted', toPartsUsageDto(found)));
    });
  }

  return { list, record, remove };
}

export type PartsUsageService = ReturnType<typeof createPartsUsageService>;
