import { resolveOccurredAt } from '../../../shared/occurred-at';
import type { CreateLaborEntry, LaborEntry } from '../../../shared/schemas/work-order-activity';
import * as policy from '../../../shared/policies/work-orders';
import type { Database } from '../../db/client';
import { conflict, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './activity.repository';
import type { WorkOrdersService } from './work-orders.service';
import { personName } from '../audit/display-names';
import { orderCreated } from './occurred-floors';
import { phrase } from '../../../shared/i18n/error-texts';

type LaborRecord = { row: repo.LaborRow; userName: string | null };

export function toLaborDto({ row, userName }: LaborRecord): LaborEntry {
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    userId: row.userId,
    userName: personName(row.userId, userName) ?? '',
    startedAt: toIso(row.startedAt),
    endedAt: toIsoOrNull(row.endedAt),
    minutes: row.minutes,
    note: row.note,
  };
}

/** A stopped timer counts whole minutes, at least one. */
const minutesBetween = (start: Date, end: Date) =>
  Math.max(1, Math.ceil((end.getTime() - start.getTime()) / 60_000));

export function createLaborService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  workOrders: WorkOrdersService;
}) {
  const { db, clock, events, workOrders } = deps;
  const event = (actor: AuthContext, action: string, dto: LaborEntry) =>
    mutationEvent(
      actor,
      { topic: 'work_orders', type: 'labor_entry', action, id: dto.id, data: dto },
      clock.now(),
    );
  const myName = (actor: AuthContext) => `${actor.firstName} ${actor.lastName}`;

  async function list(actor: AuthContext, workOrderId: string): Promise<LaborEntry[]> {
    await workOrders.loadForRead(actor, workOrderId);
    return (await repo.listLabor(db, workOrderId)).map(toLaborDto);
  }

  /**
   * Hours worked (recorded as ending now), or, without hours, a timer started now (one per
   * person and order). Done offline (`claimed`, Occurred-At): ending, or started, then.
   */
  async function log(
    actor: AuthContext,
    workOrderId: string,
    input: CreateLaborEntry,
    claimed: Date | null = null,
  ): Promise<LaborEntry> {
    return inTransaction(db, events, async (tx, outbox) => {
      const order = await workOrders.loadForWork(tx, actor, workOrderId);
      const when = resolveOccurredAt(claimed, clock.now(), [orderCreated(order)]);
      const base = {
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        workOrderId: order.id,
        userId: actor.userId,
        note: input.note,
      };
      let row: repo.LaborRow;
      if (input.hours === undefined) {
        if (await repo.findRunningTimer(tx, order.id, actor.userId))
          throw conflict(phrase('workOrder.timerRunning'));
        row = await repo.insertLabor(tx, { ...base, startedAt: when.at });
        await workOrders.recordWork(tx, actor, order.id, 'labor_started', {}, when);
      } else {
        const minutes = Math.round(input.hours * 60);
        row = await repo.insertLabor(tx, {
          ...base,
          startedAt: new Date(when.at.getTime() - minutes * 60_000),
          endedAt: when.at,
          minutes,
        });
        await workOrders.recordWork(
          tx,
          actor,
          order.id,
          'labor_logged',
          { hours: input.hours, note: input.note ?? null },
          when,
        );
      }
      const dto = toLaborDto({ row, userName: myName(actor) });
      outbox.push(event(actor, 'created', dto));
      return dto;
    });
  }

  async function loadOwn(actor: AuthContext, id: string, tx: Parameters<typeof repo.findLabor>[0]) {
    const found = await repo.findLabor(tx, actor.warehouseId, id);
    if (!found) throw notFound('Labour entry');
    enforce(policy.changeRecordedWork(actor, { recordedBy: found.row.userId }, 'labour entries'));
    return found;
  }

  /** Stops a running timer: now, or when it was stopped offline (`claimed`) if that is after its start. */
  async function stop(actor: AuthContext, id: string, claimed: Date | null = null): Promise<LaborEntry> {
    return inTransaction(db, events, async (tx, outbox) => {
      const found = await loadOwn(actor, id, tx);
      await workOrders.loadForWork(tx, actor, found.row.workOrderId);
      const when = resolveOccurredAt(claimed, clock.now(), [
        { at: found.row.startedAt, what: 'the timer started' },
      ]);
      const minutes = minutesBetween(found.row.startedAt, when.at);
      const row = await repo.stopLaborRow(tx, id, when.at, minutes);
      if (!row) throw conflict(phrase('workOrder.timerStopped'));
      await workOrders.recordWork(
        tx,
        actor,
        row.workOrderId,
        'labor_logged',
        { hours: Math.round((minutes / 60) * 100) / 100 },
        when,
      );
      const dto = toLaborDto({ row, userName: found.userName });
      outbox.push(event(actor, 'updated', dto));
      return dto;
    });
  }

  async function remove(actor: AuthContext, id: string): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const found = await loadOwn(actor, id, tx);
      await workOrders.loadForWork(tx, actor, found.row.workOrderId);
      await repo.deleteLaborRow(tx, id);
      await workOrders.recordWork(tx, actor, found.row.workOrderId, 'labor_removed', {});
      outbox.push(event(actor, 'deleted', toLaborDto(found)));
    });
  }

  return { list, log, stop, remove };
}

export type LaborService = ReturnType<typeof createLaborService>;
