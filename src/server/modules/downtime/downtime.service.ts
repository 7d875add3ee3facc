import type {
  CloseDowntime,
  CreateDowntime,
  Downtime,
  ListDowntimeQuery,
  UpdateDowntime,
} from '../../../shared/schemas/downtime';
import type { WorkOrderType } from '../../../shared/domain';
import { REPLICA_DOWNTIME_DAYS } from '../../../shared/constants';
import { holdToFloors, type OccurredTime } from '../../../shared/occurred-at';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Database, Executor } from '../../db/client';
import type { ReplicaRange } from '../../db/sql/replica-range';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { versionConflict } from '../../lib/if-match';
import { pgErrorOf } from '../../lib/pg-errors';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { EquipmentStatusListener } from '../equipment/equipment.service';
import type { EquipmentRow } from '../equipment/equipment.repository';
import {
  defaultsForOrder,
  defaultsForStatus,
  downtimeEffectOf,
  durationHours,
  isDownStatus,
} from './downtime-rules';
import * as repo from './downtime.repository';
import type { ReasonsService } from './reasons.service';

/** What the downtime module needs of the equipment module (its service, late-bound in services.ts). */
export interface DowntimeEquipment {
  find(warehouseId: string, id: string, tx?: Executor): Promise<EquipmentRow | undefined>;
  /** The assets an asset is part of, every level up (for `stopsEquipmentId`). */
  ancestorIds(warehouseId: string, id: string): Promise<string[]>;
  setStatus(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    before: EquipmentRow,
    status: EquipmentRow['status'],
  ): Promise<EquipmentRow>;
}

/** A work order of the caller's warehouse, as a downtime record links it. */
export type FindWorkOrder = (
  warehouseId: string,
  id: string,
  tx: Executor,
) => Promise<{ id: string; equipmentId: string | null } | undefined>;

export function toDowntimeDto(record: repo.DowntimeRecord, now: Date): Downtime {
  const { row } = record;
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    equipmentAssetTag: record.equipmentAssetTag,
    equipmentName: record.equipmentName,
    workOrderId: row.workOrderId,
    workOrderFoNumber: record.workOrderFoNumber,
    reasonCode: row.reasonCode,
    reasonLabel: record.reasonLabel,
    planned: row.planned,
    stopsChildren: row.stopsChildren,
    startedAt: toIso(row.startedAt),
    endedAt: toIsoOrNull(row.endedAt),
    durationHours: durationHours(row.startedAt, row.endedAt, now),
    note: row.note,
    openedByName: record.openedByName,
    closedByName: record.closedByName,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

const inFuture = (field: 'startedAt' | 'endedAt') =>
  new AppError(
    'VALIDATION_FAILED',
    phrase('downtime.inFuture', { field: field === 'startedAt' ? 'start' : 'end' }),
    {
      details: [{ path: field, ...phrase('downtime.inFutureShort') }],
    },
  );

const overlapping = () => conflict(phrase('downtime.overlap'));

/** The exclusion constraint of migration 0011 caught an overlap a concurrent change made. */
const isOverlap = (error: unknown) => pgErrorOf(error)?.code === '23P01';

/**
 * Downtime records (issue 12 §1): opened and closed with the equipment's status, by a work order
 * raised with "equipment down" and completed with "back in service", or by hand; corrected by
 * supervisors. Every change is audited and announced on the equipment topic.
 */
export function createDowntimeService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  equipment: DowntimeEquipment;
  reasons: ReasonsService;
  findWorkOrder: FindWorkOrder;
}) {
  const { db, clock, events, equipment, reasons } = deps;

  const event = (actor: AuthContext, action: string, dto: Downtime) =>
    mutationEvent(
      actor,
      { topic: 'equipment', type: 'downtime', action, id: dto.id, data: dto },
      clock.now(),
    );

  async function record(actor: AuthContext, id: string, tx: Executor = db): Promise<repo.DowntimeRecord> {
    const found = await repo.findDowntimeRecord(tx, actor.warehouseId, id);
    if (!found) throw notFound('Downtime');
    return found;
  }

  const dtoOf = async (actor: AuthContext, id: string, tx: Executor) =>
    toDowntimeDto(await record(actor, id, tx), clock.now());

  async function list(actor: AuthContext, asked: ListDowntimeQuery) {
    const query: repo.DowntimeFilter = asked.stopsEquipmentId
      ? { ...asked, stoppedFromIds: await equipment.ancestorIds(actor.warehouseId, asked.stopsEquipmentId) }
      : asked;
    const [rows, total] = await Promise.all([
      repo.listDowntime(db, actor.warehouseId, query, decodeCursor(query.cursor)),
      repo.countDowntime(db, actor.warehouseId, query),
    ]);
    const page = pageOf(rows, query.limit, (r) => ({ v: r.row.startedAt.toISOString(), id: r.row.id }));
    const now = clock.now();
    return { items: page.items.map((r) => toDowntimeDto(r, now)), nextCursor: page.nextCursor, total };
  }

  const get = (actor: AuthContext, id: string) => dtoOf(actor, id, db);

  /** The stops linked to one order of the caller's warehouse (its history), newest first. */
  async function ofWorkOrder(actor: AuthContext, workOrderId: string): Promise<Downtime[]> {
    return (await ofWorkOrders(actor, [workOrderId])).get(workOrderId) ?? [];
  }

  /** The stops of several orders at once, by order (the device's copy reads a page of orders). */
  async function ofWorkOrders(actor: AuthContext, ids: readonly string[]): Promise<Map<string, Downtime[]>> {
    const now = clock.now();
    const records = await repo.downtimeOfWorkOrders(db, actor.warehouseId, ids);
    return new Map([...records].map(([id, rows]) => [id, rows.map((r) => toDowntimeDto(r, now))]));
  }

  /** One page of the downtime export: records overlapping [from, to], newest first, without a count. */
  async function exportPage(
    actor: AuthContext,
    range: { from: Date; to: Date },
    cursor: string | undefined,
    size: number,
  ) {
    const rows = await repo.listDowntime(
      db,
      actor.warehouseId,
      { ...range, limit: size },
      decodeCursor(cursor),
    );
    const page = pageOf(rows, size, (r) => ({ v: r.row.startedAt.toISOString(), id: r.row.id }));
    const now = clock.now();
    return { items: page.items.map((r) => toDowntimeDto(r, now)), nextCursor: page.nextCursor };
  }

  async function equipmentOf(actor: AuthContext, id: string, tx: Executor): Promise<EquipmentRow> {
    const found = await equipment.find(actor.warehouseId, id, tx);
    if (!found) throw notFound('Equipment');
    return found;
  }

  async function assertWorkOrder(actor: AuthContext, id: string, equipmentId: string, tx: Executor) {
    const order = await deps.findWorkOrder(actor.warehouseId, id, tx);
    if (!order) throw notFound('Work order');
    if (order.equipmentId !== equipmentId) {
      throw new AppError('VALIDATION_FAILED', phrase('downtime.orderOfOtherEquipment'), {
        details: [{ path: 'workOrderId', ...phrase('downtime.notOrderOfEquipment') }],
      });
    }
  }

  function assertPast(at: Date | undefined | null, field: 'startedAt' | 'endedAt') {
    if (at && at > clock.now()) throw inFuture(field);
  }

  /**
   * Inserts a record, audited and announced; the caller has checked it fits. Without a word on
   * `stopsChildren`, a stop of equipment with live children stops them too (a whole line).
   */
  async function insert(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    values: Omit<repo.NewDowntimeRow, 'organizationId' | 'warehouseId' | 'openedBy' | 'updatedBy'>,
    occurred?: OccurredTime,
  ): Promise<Downtime> {
    const row = await repo.insertDowntime(tx, {
      ...values,
      stopsChildren: values.stopsChildren ?? (await repo.hasLiveChildren(tx, values.equipmentId)),
      organizationId: actor.organizationId,
      warehouseId: actor.warehouseId,
      openedBy: actor.userId,
      updatedBy: actor.userId,
    });
    await recordAudit(tx, actor, {
      entityType: 'downtime',
      entityId: row.id,
      action: 'created',
      changes: {
        equipmentId: row.equipmentId,
        reasonCode: row.reasonCode,
        planned: row.planned,
        stopsChildren: row.stopsChildren,
        startedAt: toIso(row.startedAt),
        endedAt: toIsoOrNull(row.endedAt),
        workOrderId: row.workOrderId,
      },
      at: clock.now(),
      occurred,
    });
    const dto = await dtoOf(actor, row.id, tx);
    outbox.push(event(actor, 'created', dto));
    return dto;
  }

  /** Ends the open record at `endedAt`, audited and announced. */
  async function closeRow(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    open: repo.DowntimeRow,
    endedAt: Date,
    note?: string,
    occurred?: OccurredTime,
  ): Promise<Downtime> {
    if (endedAt <= open.startedAt) {
      throw new AppError('VALIDATION_FAILED', phrase('downtime.endAfterStart'), {
        details: [{ path: 'endedAt', ...phrase('downtime.endAfterStart') }],
      });
    }
    const changes = { endedAt, closedBy: actor.userId, updatedBy: actor.userId, ...(note ? { note } : {}) };
    const row = await repo.updateDowntimeRow(tx, actor.warehouseId, open.id, changes);
    if (!row) throw notFound('Downtime');
    await recordAudit(tx, actor, {
      entityType: 'downtime',
      entityId: row.id,
      action: 'closed',
      changes: diffFields(open, { endedAt, ...(note ? { note } : {}) }),
      at: clock.now(),
      occurred,
    });
    const dto = await dtoOf(actor, row.id, tx);
    outbox.push(event(actor, 'closed', dto));
    return dto;
  }

  /**
   * POST /api/downtime. Open (no end): the equipment must be running; it goes into
   * maintenance. Closed (an end): a past stop, which must not overlap another record.
   */
  async function create(actor: AuthContext, input: CreateDowntime): Promise<Downtime> {
    const startedAt = input.startedAt ?? clock.now();
    assertPast(startedAt, 'startedAt');
    assertPast(input.endedAt, 'endedAt');
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        const machine = await equipmentOf(actor, input.equipmentId, tx);
        if (input.workOrderId) await assertWorkOrder(actor, input.workOrderId, machine.id, tx);
        const reason = await reasons.usable(actor, input.reasonCode, tx);
        const values = {
          equipmentId: machine.id,
          workOrderId: input.workOrderId ?? null,
          reasonCode: reason.code,
          planned: input.planned ?? reason.planned,
          stopsChildren: input.stopsChildren,
          startedAt,
          endedAt: input.endedAt ?? null,
          note: input.note ?? null,
        };
        if (input.endedAt === undefined) {
          if (await repo.findOpenDowntime(tx, machine.id)) {
            throw conflict(phrase('downtime.alreadyDown', { assetTag: machine.assetTag }));
          }
          if (await repo.overlapsAnother(tx, machine.id, { start: startedAt, end: null }))
            throw overlapping();
          const dto = await insert(tx, outbox, actor, values);
          if (!isDownStatus(machine.status))
            await equipment.setStatus(tx, outbox, actor, machine, 'maintenance');
          return dto;
        }
        if (await repo.overlapsAnother(tx, machine.id, { start: startedAt, end: input.endedAt })) {
          throw overlapping();
        }
        return insert(tx, outbox, actor, values);
      });
    } catch (error) {
      if (isOverlap(error)) throw overlapping();
      throw error;
    }
  }

  /** PATCH: a supervisor corrects times, reason, planned, stops-children, note or the order (audited). */
  async function update(
    actor: AuthContext,
    id: string,
    input: UpdateDowntime,
    expected?: number,
  ): Promise<Downtime> {
    assertPast(input.startedAt, 'startedAt');
    assertPast(input.endedAt, 'endedAt');
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        const before = (await record(actor, id, tx)).row;
        if (expected !== undefined && before.version !== expected) {
          throw versionConflict(await dtoOf(actor, id, tx));
        }
        if (input.endedAt !== undefined && before.endedAt === null) {
          throw conflict(phrase('downtime.stillDownClose'));
        }
        const startedAt = input.startedAt ?? before.startedAt;
        const endedAt = input.endedAt ?? before.endedAt;
        if (endedAt && endedAt <= startedAt) {
          throw new AppError('VALIDATION_FAILED', phrase('downtime.endAfterStart'), {
            details: [{ path: 'endedAt', ...phrase('downtime.endAfterStart') }],
          });
        }
        if (await repo.overlapsAnother(tx, before.equipmentId, { start: startedAt, end: endedAt }, id)) {
          throw overlapping();
        }
        if (input.reasonCode !== undefined && input.reasonCode !== before.reasonCode) {
          await reasons.usable(actor, input.reasonCode, tx);
        }
        if (input.workOrderId) await assertWorkOrder(actor, input.workOrderId, before.equipmentId, tx);
        const row = await repo.updateDowntimeRow(
          tx,
          actor.warehouseId,
          id,
          { ...input, updatedBy: actor.userId },
          before.version,
        );
        if (!row) throw versionConflict(await dtoOf(actor, id, tx));
        await recordAudit(tx, actor, {
          entityType: 'downtime',
          entityId: id,
          action: 'updated',
          changes: diffFields(before, input),
          at: clock.now(),
        });
        const dto = await dtoOf(actor, id, tx);
        outbox.push(event(actor, 'updated', dto));
        return dto;
      });
    } catch (error) {
      if (isOverlap(error)) throw overlapping();
      throw error;
    }
  }

  /** POST …/close: the equipment runs again; its status becomes active. */
  async function close(
    actor: AuthContext,
    id: string,
    input: CloseDowntime,
    expected?: number,
  ): Promise<Downtime> {
    const endedAt = input.endedAt ?? clock.now();
    assertPast(endedAt, 'endedAt');
    return inTransaction(db, events, async (tx, outbox) => {
      const before = (await record(actor, id, tx)).row;
      if (expected !== undefined && before.version !== expected) {
        throw versionConflict(await dtoOf(actor, id, tx));
      }
      if (before.endedAt !== null) throw conflict(phrase('downtime.alreadyEnded'));
      const dto = await closeRow(tx, outbox, actor, before, endedAt, input.note);
      const machine = await equipmentOf(actor, before.equipmentId, tx);
      if (isDownStatus(machine.status)) await equipment.setStatus(tx, outbox, actor, machine, 'active');
      return dto;
    });
  }

  /** Soft delete of a record made in error; an open one must be closed first. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const current = await record(actor, id, tx);
      if (current.row.endedAt === null) {
        throw conflict(phrase('downtime.stillDownRemove'));
      }
      const row = await repo.updateDowntimeRow(
        tx,
        actor.warehouseId,
        id,
        { deletedAt: clock.now(), updatedBy: actor.userId },
        expected,
      );
      if (!row) throw versionConflict(toDowntimeDto(current, clock.now()));
      await recordAudit(tx, actor, {
        entityType: 'downtime',
        entityId: id,
        action: 'deleted',
        at: clock.now(),
      });
      outbox.push(event(actor, 'deleted', toDowntimeDto({ ...current, row }, clock.now())));
    });
  }

  /**
   * The equipment listener (issue 12 §1): into maintenance or out of service opens a record (a
   * planned one, see defaultsForStatus); active or retired again closes the open one.
   */
  const followEquipmentStatus: EquipmentStatusListener = async (tx, outbox, actor, before, after) => {
    const effect = downtimeEffectOf(before.status, after.status);
    if (effect === 'none') return;
    const open = await repo.findOpenDowntime(tx, after.id);
    if (effect === 'close') {
      if (open) await closeRow(tx, outbox, actor, open, clock.now());
      return;
    }
    if (open) return;
    const defaults = defaultsForStatus(after.status);
    await insert(tx, outbox, actor, {
      equipmentId: after.id,
      workOrderId: null,
      reasonCode: defaults.reasonCode,
      planned: defaults.planned,
      startedAt: clock.now(),
      endedAt: null,
      note: null,
    });
  };

  /**
   * A work order raised with "equipment down": its equipment stops when the order was raised
   * (`raised`: now, or when it was raised offline, unless that is before the equipment's
   * previous stop ended). An equipment already down keeps its record, which takes this order
   * when it has none.
   */
  async function markDownByOrder(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    order: { id: string; type: WorkOrderType; equipmentId: string },
    raised: OccurredTime,
  ): Promise<void> {
    const machine = await equipmentOf(actor, order.equipmentId, tx);
    const open = await repo.findOpenDowntime(tx, machine.id);
    if (open) {
      if (open.workOrderId) return;
      const row = await repo.updateDowntimeRow(tx, actor.warehouseId, open.id, {
        workOrderId: order.id,
        updatedBy: actor.userId,
      });
      if (!row) throw notFound('Downtime');
      await recordAudit(tx, actor, {
        entityType: 'downtime',
        entityId: open.id,
        action: 'updated',
        changes: diffFields(open, { workOrderId: order.id }),
        at: clock.now(),
      });
      outbox.push(event(actor, 'updated', await dtoOf(actor, open.id, tx)));
    } else {
      const defaults = defaultsForOrder(order.type);
      const previousEnd = await repo.latestDowntimeEnd(tx, machine.id);
      const start = holdToFloors(raised, clock.now(), [
        previousEnd && { at: previousEnd, what: 'its previous downtime ended' },
      ]);
      await insert(
        tx,
        outbox,
        actor,
        {
          equipmentId: machine.id,
          workOrderId: order.id,
          reasonCode: defaults.reasonCode,
          planned: defaults.planned,
          startedAt: start.at,
          endedAt: null,
          note: null,
        },
        start,
      );
    }
    if (!isDownStatus(machine.status)) await equipment.setStatus(tx, outbox, actor, machine, 'maintenance');
  }

  /**
   * An order completed with "back in service": the equipment's open downtime ends at the
   * completion (`completed`: now, or when it was completed offline, unless that is before the
   * downtime began) and the equipment is active again.
   */
  async function backInServiceByOrder(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    order: { equipmentId: string | null },
    completed: OccurredTime,
  ): Promise<void> {
    if (!order.equipmentId) {
      throw new AppError('VALIDATION_FAILED', phrase('downtime.orderWithoutEquipment'), {
        details: [{ path: 'backInService', ...phrase('downtime.noEquipmentOnOrder') }],
      });
    }
    const machine = await equipmentOf(actor, order.equipmentId, tx);
    const open = await repo.findOpenDowntime(tx, machine.id);
    if (open) {
      const end = holdToFloors(completed, clock.now(), [{ at: open.startedAt, what: 'the downtime began' }]);
      await closeRow(tx, outbox, actor, open, end.at, undefined, end);
    }
    if (isDownStatus(machine.status)) await equipment.setStatus(tx, outbox, actor, machine, 'active');
  }

  /** The device copy's downtime (ADR 42): open, or ended in the last REPLICA_DOWNTIME_DAYS. */
  async function inRange(actor: AuthContext, range: ReplicaRange) {
    const now = clock.now();
    const endedSince = new Date(now.getTime() - REPLICA_DOWNTIME_DAYS * 86_400_000);
    const records = await repo.downtimeInRange(db, actor.warehouseId, range, endedSince);
    return records.map((r) => toDowntimeDto(r, now));
  }

  return {
    inRange,
    list,
    get,
    ofWorkOrder,
    ofWorkOrders,
    exportPage,
    create,
    update,
    close,
    remove,
    followEquipmentStatus,
    markDownByOrder,
    backInServiceByOrder,
  };
}

export type DowntimeService = ReturnType<typeof createDowntimeService>;
