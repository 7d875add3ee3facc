import { formatMeterValue, readMeterStepText } from '../../../shared/meter-rules';
import { lineRule } from '../../../shared/procedure-lines';
import { resolveOccurredAt } from '../../../shared/occurred-at';
import type {
  ChecklistItem,
  CreateChecklistItem,
  UpdateChecklistItem,
} from '../../../shared/schemas/work-order-activity';
import type { Database } from '../../db/client';
import { AppError, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import * as policy from '../../../shared/policies/work-orders';
import { diffFields } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './activity.repository';
import type { WorkOrdersService } from './work-orders.service';
import type { MetersService } from '../meters/meters.service';
import { personName } from '../audit/display-names';
import { orderCreated } from './occurred-floors';
import { answerOf, stepOf } from './order-step-dto';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';

export function toChecklistDto(record: repo.ChecklistRecord): ChecklistItem {
  const { row, completedByName, meter, reading } = record;
  const step = stepOf(row);
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    position: row.position,
    description: row.description,
    status: row.status,
    note: row.note,
    completedBy: row.completedBy,
    completedByName: personName(row.completedBy, completedByName),
    completedAt: toIsoOrNull(row.completedAt),
    followUpWorkOrderId: row.followUpWorkOrderId,
    meter,
    reading: reading && { id: reading.id, value: reading.value, readAt: reading.readAt.toISOString() },
    step,
    section: row.section,
    answer: answerOf(record, step),
    version: row.version,
  };
}

const stepProblem = (path: string, problem: Phrase) =>
  new AppError('UNPROCESSABLE', problem, { details: [{ path, ...problem }] });

/**
 * A reading goes on a step that reads a meter, and such a step is done by its reading: ticking
 * it without one is refused while it has none (a step whose meter was removed is a plain step).
 */
function checkMeterStep(found: repo.ChecklistRecord, input: UpdateChecklistItem) {
  if (input.reading && !found.meter) throw stepProblem('reading', phrase('workOrder.stepReadsNoMeter'));
  if (input.status === 'done' && !input.reading && found.meter && !found.row.meterReadingId)
    throw stepProblem('reading', phrase('workOrder.enterReading', { meter: found.meter.name }));
}

/** The meter a new "read meter" step reads: one of the order's equipment. */
function checkStepMeter(order: { equipmentId: string | null }, meter: { name: string; equipmentId: string }) {
  if (!order.equipmentId) throw stepProblem('meterId', phrase('workOrder.noEquipmentNoMeter'));
  if (meter.equipmentId !== order.equipmentId)
    throw stepProblem('meterId', phrase('workOrder.meterNotOfEquipment', { meter: meter.name }));
}

export function createChecklistService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  workOrders: WorkOrdersService;
  meters: Pick<MetersService, 'load' | 'readInTransaction'>;
}) {
  const { db, clock, events, workOrders, meters } = deps;
  const event = (actor: AuthContext, action: string, dto: ChecklistItem) =>
    mutationEvent(
      actor,
      { topic: 'work_orders', type: 'checklist_item', action, id: dto.id, data: dto },
      clock.now(),
    );

  async function list(actor: AuthContext, workOrderId: string): Promise<ChecklistItem[]> {
    await workOrders.loadForRead(actor, workOrderId);
    return (await repo.listChecklist(db, workOrderId)).map(toChecklistDto);
  }

  async function add(
    actor: AuthContext,
    workOrderId: string,
    input: CreateChecklistItem,
  ): Promise<ChecklistItem> {
    return inTransaction(db, events, async (tx, outbox) => {
      const order = await workOrders.loadForWork(tx, actor, workOrderId);
      const meter = input.meterId ? (await meters.load(actor, input.meterId, tx)).meter : null;
      if (meter) checkStepMeter(order, meter);
      const row = await repo.insertChecklistItem(tx, {
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        workOrderId: order.id,
        description: input.description ?? (meter ? readMeterStepText(meter) : ''),
        position: input.position,
        meterId: meter?.id,
        step: lineRule(meter),
      });
      await workOrders.recordWork(tx, actor, order.id, 'checklist_added', {
        itemId: row.id,
        description: row.description,
      });
      const dto = toChecklistDto({
        row,
        completedByName: null,
        meter: meter && { id: meter.id, name: meter.name, unit: meter.unit },
        reading: null,
        followUpFoNumber: null,
      });
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  /**
   * Ticks, skips or fails a step, or edits it. A failed step can raise a corrective
   * follow-up order in the same transaction (issue 3 §3). An answer given offline (`claimed`,
   * Occurred-At) is stamped when it was given, if that is after the order was created.
   */
  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateChecklistItem,
    expected?: number,
    claimed: Date | null = null,
  ): Promise<ChecklistItem> {
    return inTransaction(db, events, async (tx, outbox) => {
      const found = await repo.findChecklistItem(tx, actor.warehouseId, id);
      if (!found) throw notFound('Checklist item');
      const order = await workOrders.loadForWork(tx, actor, found.row.workOrderId);
      const when = resolveOccurredAt(claimed, clock.now(), [orderCreated(order)]);
      checkMeterStep(found, input);
      const reading =
        input.reading && found.meter
          ? await meters.readInTransaction(
              tx,
              outbox,
              actor,
              found.meter.id,
              { ...input.reading, readAt: when.at, workOrderId: order.id },
              claimed,
            )
          : null;
      const status = reading ? 'done' : input.status;
      const isDone = status !== undefined && status !== 'pending';
      const changes = {
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        ...(status !== undefined
          ? {
              status,
              completedBy: isDone ? actor.userId : null,
              completedAt: isDone ? when.at : null,
            }
          : {}),
        ...(reading ? { meterReadingId: reading.id } : {}),
        ...(status === 'pending' && found.row.meterReadingId ? { meterReadingId: null } : {}),
      };
      let row = await repo.updateChecklistRow(tx, id, changes, expected);
      if (!row) throw versionConflict(toChecklistDto(found));
      if (input.createFollowUp && !row.followUpWorkOrderId) {
        const followUp = await workOrders.createFollowUp(
          tx,
          outbox,
          actor,
          order,
          {
            step: row.description,
            description: `Follow-up from ${order.foNumber}: failed check "${row.description}"`,
            priority: input.followUpPriority,
          },
          when,
        );
        row = (await repo.updateChecklistRow(tx, id, { followUpWorkOrderId: followUp.id }, undefined)) ?? row;
      }
      const edited = (r: repo.ChecklistRow) => ({
        description: r.description,
        note: r.note,
        status: r.status,
      });
      await workOrders.recordWork(
        tx,
        actor,
        order.id,
        'checklist_updated',
        {
          itemId: id,
          description: row.description,
          ...diffFields(edited(found.row), edited(row)),
          ...(reading && found.meter ? { reading: formatMeterValue(reading.value, found.meter.unit) } : {}),
        },
        when,
      );
      const dto = toChecklistDto({
        row,
        completedByName: isDone ? `${actor.firstName} ${actor.lastName}` : found.completedByName,
        followUpFoNumber:
          row.followUpWorkOrderId === found.row.followUpWorkOrderId ? found.followUpFoNumber : null,
        meter: found.meter,
        reading: reading
          ? { id: reading.id, value: reading.value, readAt: new Date(reading.readAt) }
          : row.meterReadingId
            ? found.reading
            : null,
      });
      outbox.push(event(actor, 'updated', dto));
      return dto;
    });
  }

  /** Removing a step is a planning change: supervisors and up. */
  async function remove(actor: AuthContext, id: string): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const found = await repo.findChecklistItem(tx, actor.warehouseId, id);
      if (!found) throw notFound('Checklist item');
      enforce(policy.removeChecklistStep(actor));
      await workOrders.loadForWork(tx, actor, found.row.workOrderId);
      await repo.deleteChecklistRow(tx, id);
      await workOrders.recordWork(tx, actor, found.row.workOrderId, 'checklist_removed', {
        itemId: id,
        description: found.row.description,
        status: found.row.status,
      });
      outbox.push(event(actor, 'deleted', toChecklistDto(found)));
    });
  }

  return { list, add, update, remove };
}

export type ChecklistService = ReturnType<typeof createChecklistService>;
