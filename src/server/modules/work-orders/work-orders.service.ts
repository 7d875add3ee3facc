import { randomUUID } from 'node:crypto';
import type { WorkOrdersExportQuery } from '../../../shared/schemas/reports';
import type {
  CreateWorkOrder,
  ListWorkOrdersQuery,
  UpdateWorkOrder,
  WorkOrder,
} from '../../../shared/schemas/work-orders';
import type { Priority, WorkOrderStatus } from '../../../shared/domain';
import { resolveOccurredAt, type OccurredTime } from '../../../shared/occurred-at';
import * as policy from '../../../shared/policies/work-orders';
import { formatFoNumber } from '../../../shared/work-order-rules';
import type { Database, Executor } from '../../db/client';
import { AppError, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf, type ListTotal } from '../../lib/cursor';
import { versionConflict } from '../../lib/if-match';
import { claimColumns } from '../../lib/occurred-time';
import { isUniqueViolation } from '../../lib/pg-errors';
import { inTransaction, type Outbox } from '../../lib/unit-of-work';
import { sharedCache, type Sharing } from '../../lib/warehouse-cache';
import { mutationEvent, type DomainEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit, recordAudits, systemActor } from '../audit/audit.service';
import { loadDisplayNames } from '../audit/display-names';
import type { AuthContext } from '../auth/auth.context';
import type { CapacityService } from '../capacity/capacity.service';
import type { ResolveCloseOut } from '../close-out/completion-close-out';
import type { DowntimeService } from '../downtime/downtime.service';
import type { EquipmentService } from '../equipment/equipment.service';
import { wordedNotice } from '../notifications/notice-texts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import type { VendorsService } from '../vendors/vendors.service';
import { orderCreated, statusChanged } from './occurred-floors';
import { planWorkOrderUpdate } from './plan-update';
import { buildWorkOrderTimeline } from './timeline';
import { toWorkOrderDto } from './work-order-dto';
import { findWorkOrderAnswer, listWorkOrderAnswers } from './work-order-answers.repository';
import { countWorkOrderList } from './work-order-totals';
import { insertPreventiveOrders, type PreventiveOrderDraft } from './preventive.repository';
import { issueProcedureSteps } from './procedure-steps.repository';
import * as repo from './work-orders.repository';
import { phrase } from '../../../shared/i18n/error-texts';

export interface WorkOrdersServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  equipment: EquipmentService;
  users: UsersService;
  /** Whether an assignee has the day an order is scheduled on off (issue 26 §2, ADR 57). */
  capacity: Pick<CapacityService, 'assertNotOff'>;
  notifications: NotificationsService;
  vendors: VendorsService;
  downtime: Pick<DowntimeService, 'markDownByOrder' | 'backInServiceByOrder' | 'ofWorkOrder'>;
  /**
   * Told of every committed status change, in its transaction: the work requests an order came
   * from follow it (issue 23), and their requesters are mailed as it moves.
   */
  onStatusChange?: (tx: Executor, order: repo.WorkOrderRow, from: WorkOrderStatus) => Promise<void>;
  /** Filtered lists count exactly up to this many matches, then answer it as a lower bound (ADR 34). */
  listCountLimit: number;
  /**
   * The order's procedure (issue 25): issued with the order, and answered before it is completed.
   * The procedure service builds on this one, so it is reached through closures.
   */
  procedure?: {
    issue(tx: Executor, actor: AuthContext, order: repo.WorkOrderRow, procedureId: string): Promise<unknown>;
    assertComplete(tx: Executor, order: repo.WorkOrderRow): Promise<void>;
  };
  /** A completion's close-out codes and note, checked against the plant's rule and the code lists (issue 25 §8). */
  resolveCloseOut: ResolveCloseOut;
}

/** Orders a "generated" event names at most: a scheduler run of thousands sends several. */
const GENERATED_IDS_PER_EVENT = 100;

/** The unique index that keeps FO numbers unique per warehouse (a taken number is a 409, not a race). */
const FO_NUMBER_INDEX = 'work_orders_warehouse_id_fo_number_index';

const foNumbersExhausted = (year: number) =>
  new AppError('CONFLICT', phrase('workOrder.foNumbersExhausted', { year }));

const foTaken = (foNumber: string) =>
  new AppError('CONFLICT', phrase('workOrder.foNumberTaken', { foNumber }), {
    details: [{ path: 'foNumber', ...phrase('workOrder.foNumberTakenShort') }],
  });

/**
 * An order to create: with the FO number someone chose (a taken one is 409), or without one to
 * take the next free number, drawn in the order's own transaction (a work request approved).
 */
export type NewWorkOrder = Omit<CreateWorkOrder, 'foNumber'> & { foNumber?: string };

/** The status and the timestamps it sets live in the status history, not in "details changed". */
function withoutStatusEffects(changes: Partial<repo.WorkOrderRow>): Partial<repo.WorkOrderRow> {
  const {
    status: _status,
    startedAt: _s,
    completedAt: _c,
    verifiedAt: _v,
    verifiedBy: _b,
    closedAt: _x,
    ...fields
  } = changes;
  return fields;
}

/**
 * How long a list page may be shared by the warehouse's requests. Any change to the
 * warehouse's work orders, equipment or people clears the pages at once; the TTL only bounds
 * changes made on another instance (ADR 15).
 */
export const WORK_ORDER_PAGES_SHARING: Sharing = {
  ttlMs: 5_000,
  clearedBy: ['work_orders', 'equipment', 'users', 'inventory'],
};

type ListPage = { items: WorkOrder[]; nextCursor: string | undefined; total: ListTotal };

export function createWorkOrdersService(deps: WorkOrdersServiceDeps) {
  const { db, clock, events } = deps;
  const pages = sharedCache<ListPage>(WORK_ORDER_PAGES_SHARING, clock, events);

  const event = (actor: AuthContext, action: string, dto: WorkOrder): DomainEvent =>
    mutationEvent(
      actor,
      { topic: 'work_orders', type: 'work_order', action, id: dto.id, data: dto },
      clock.now(),
    );

  async function record(tx: Executor, actor: AuthContext, id: string) {
    const found = await repo.findWorkOrderRecord(tx, actor.warehouseId, id);
    if (!found) throw notFound('Work order');
    return found;
  }

  /** A status-history row's times: when the status changed and, for an offline change, when it arrived. */
  const statusTimes = (when: OccurredTime) => ({
    changedAt: when.at,
    ...(when.claimedAt ? { recordedAt: clock.now(), ...claimColumns(when) } : {}),
  });

  /** A location filter resolved to the equipment standing there (see `WorkOrderFilter`). */
  async function withPlacedEquipment<Q extends WorkOrdersExportQuery>(
    warehouseId: string,
    query: Q,
  ): Promise<Q & Pick<repo.WorkOrderFilter, 'placedEquipmentIds'>> {
    if (!query.locationId) return query;
    const placedEquipmentIds = await deps.equipment.idsAt(
      warehouseId,
      query.locationId,
      query.includeDescendants === true,
    );
    return { ...query, placedEquipmentIds };
  }

  const list = (actor: AuthContext, query: ListWorkOrdersQuery) =>
    pages.get(actor.warehouseId, JSON.stringify(query), () => loadPage(actor.warehouseId, query));

  /**
   * A page and the list's total. The first page counts (nothing when it holds the whole list);
   * its cursor carries that total to the next pages, which never count again (ADR 34).
   */
  async function loadPage(warehouseId: string, asked: ListWorkOrdersQuery): Promise<ListPage> {
    const query = await withPlacedEquipment(warehouseId, asked);
    const now = clock.now();
    const cursor = decodeCursor(query.cursor);
    const rows = await listWorkOrderAnswers(db, warehouseId, query, cursor, now);
    const total =
      cursor?.total ??
      (!cursor && rows.length <= query.limit
        ? { count: rows.length, isLowerBound: false }
        : await countWorkOrderList(db, warehouseId, query, now, deps.listCountLimit));
    // The rows go out as they came (their sort key is not in the response schema, so never written).
    const page = pageOf(rows, query.limit, (r) => ({ v: r.sortKey, id: r.id }), total);
    return { items: page.items, nextCursor: page.nextCursor, total };
  }

  async function get(actor: AuthContext, id: string): Promise<WorkOrder> {
    const found = await findWorkOrderAnswer(db, actor.warehouseId, id);
    if (!found) throw notFound('Work order');
    return found;
  }

  /**
   * One page of an export (reports): the list's filters and sort, `size` rows, no count and no
   * cache, with the labour and parts cost recorded on each order.
   */
  async function exportPage(
    actor: AuthContext,
    query: WorkOrdersExportQuery,
    cursor: string | undefined,
    size: number,
  ) {
    const rows = await repo.listWorkOrders(
      db,
      actor.warehouseId,
      { ...(await withPlacedEquipment(actor.warehouseId, query)), limit: size },
      decodeCursor(cursor),
      clock.now(),
    );
    const page = pageOf(rows, size, (r) => ({ v: r.sortKey, id: r.row.id }));
    const totals = await repo.workTotals(
      db,
      page.items.map((r) => r.row.id),
    );
    return {
      items: page.items.map((r) => ({
        order: toWorkOrderDto(r),
        laborMinutes: totals.get(r.row.id)?.laborMinutes ?? 0,
        partsCost: totals.get(r.row.id)?.partsCost ?? 0,
      })),
      nextCursor: page.nextCursor,
    };
  }

  /** The next free number of this year in the warehouse (the form's suggestion, follow-ups, PMs). */
  async function nextFoNumber(actor: AuthContext, tx: Executor = db): Promise<string> {
    const year = clock.now().getUTCFullYear();
    const [sequence] = await repo.freeFoSequences(tx, actor.warehouseId, year, 1);
    if (sequence === undefined) throw foNumbersExhausted(year);
    return formatFoNumber(year, sequence);
  }

  /**
   * Inserts an order under the next free FO number of the year: the one path of every order the
   * system numbers. The draw happens in the order's transaction under the warehouse's numbering
   * lock, so two such orders never draw the same number. A number typed by hand does not take
   * that lock: an order holding the drawn number uncommitted is waited for, and once it commits
   * the next number is drawn instead of answering 409. Each miss leaves the missed number
   * committed, so the next draw (a fresh snapshot, read committed) passes it: the loop ends, at
   * the latest when the year's numbers run out (409 from the draw).
   */
  async function insertNextNumbered(
    tx: Executor,
    actor: AuthContext,
    values: Omit<repo.NewWorkOrderRow, 'foNumber'>,
  ): Promise<repo.WorkOrderRow> {
    await repo.lockFoNumbering(tx, actor.warehouseId);
    let row: repo.WorkOrderRow | undefined;
    while (!row) {
      row = await repo.insertWorkOrderUnlessNumberTaken(tx, {
        ...values,
        foNumber: await nextFoNumber(actor, tx),
      });
    }
    return row;
  }

  /** The status changes an order starts with: new, then assigned when it is created assigned. */
  const firstStatusChanges = (
    workOrderId: string,
    status: WorkOrderStatus,
    actor: AuthContext,
    when: OccurredTime,
  ): repo.StatusChangeRow[] => {
    const change = (fromStatus: WorkOrderStatus | null, toStatus: WorkOrderStatus) => ({
      workOrderId,
      fromStatus,
      toStatus,
      changedBy: actor.userId,
      ...statusTimes(when),
    });
    const created = change(null, 'new');
    return status === 'assigned' ? [created, change('new', 'assigned')] : [created];
  };

  /** An order under the next free FO number (`insertNextNumbered`), with its first status changes. */
  async function insertNumberedWithHistory(
    tx: Executor,
    actor: AuthContext,
    values: Omit<repo.NewWorkOrderRow, 'foNumber'>,
    when: OccurredTime,
  ): Promise<repo.WorkOrderRow> {
    const row = await insertNextNumbered(tx, actor, values);
    await repo.insertStatusChange(tx, firstStatusChanges(row.id, row.status, actor, when));
    return row;
  }

  /** Equipment of the caller's warehouse, or 404; its model and area fill the order's when not given. */
  async function equipmentFor(actor: AuthContext, equipmentId: string, tx: Executor) {
    const found = await deps.equipment.find(actor.warehouseId, equipmentId, tx);
    if (!found) throw notFound('Equipment');
    return found;
  }

  async function assertVendor(actor: AuthContext, vendorId: string, tx: Executor) {
    if (!(await deps.vendors.findVendor(actor.warehouseId, vendorId, tx))) throw notFound('Vendor');
  }

  async function assertAssignable(actor: AuthContext, userId: string, tx: Executor = db) {
    if (!(await deps.users.findActiveInWarehouse(actor.organizationId, actor.warehouseId, userId, tx))) {
      throw new AppError('VALIDATION_FAILED', phrase('workOrder.assigneeNotMember'), {
        details: [{ path: 'assignedTo', ...phrase('workOrder.notMember') }],
      });
    }
  }

  /**
   * A PATCH that puts the order on a day for someone (a new scheduled start, or another assignee
   * of a scheduled order) is refused when that person has the day off, unless it says `force`
   * (ADR 57). A PATCH that moves neither is not checked again: an order forced onto a day off,
   * or time off entered after it was scheduled, does not block its other edits.
   */
  async function assertScheduleFits(
    tx: Executor,
    actor: AuthContext,
    current: repo.WorkOrderRow,
    patch: UpdateWorkOrder,
  ) {
    if (patch.force) return;
    const moved =
      patch.scheduledStart != null && patch.scheduledStart.getTime() !== current.scheduledStart?.getTime();
    const reassigned = patch.assignedTo !== undefined && patch.assignedTo !== current.assignedTo;
    const start = patch.scheduledStart !== undefined ? patch.scheduledStart : current.scheduledStart;
    const assignee = patch.assignedTo !== undefined ? patch.assignedTo : current.assignedTo;
    if (!start || !assignee || !(moved || reassigned)) return;
    await deps.capacity.assertNotOff(tx, actor.warehouseId, {
      userId: assignee,
      start,
      path: moved ? 'scheduledStart' : 'assignedTo',
    });
  }

  async function notifyAssignee(tx: Executor, outbox: Outbox, actor: AuthContext, wo: repo.WorkOrderRow) {
    if (!wo.assignedTo || wo.assignedTo === actor.userId) return;
    await deps.notifications.notifyUsers(tx, outbox, [wo.assignedTo], {
      organizationId: actor.organizationId,
      warehouseId: actor.warehouseId,
      type: 'wo_assigned',
      ...wordedNotice(
        { title: { key: 'notification.woAssigned.title', params: { number: wo.foNumber } } },
        wo.description,
      ),
      priority: wo.priority === 'critical' ? 'critical' : wo.priority === 'high' ? 'high' : 'normal',
      data: { workOrderId: wo.id, foNumber: wo.foNumber },
    });
  }

  /**
   * Creates a work order: status new, not escalated, no follow-up; requestedBy and the
   * warehouse come from the session. Naming an assignee (supervisors) makes it assigned. One
   * raised offline is created when it was raised (`claimed`, Occurred-At). `alongside` does a
   * caller's own part of the change in the same transaction (a work request approved into it).
   * Without an FO number the order takes the next free one (`insertNextNumbered`); one typed in
   * takes that one and leaves the numbering frontier to the next draw (ADR 74).
   */
  async function create(
    actor: AuthContext,
    input: NewWorkOrder,
    claimed: Date | null = null,
    alongside?: (tx: Executor, outbox: Outbox, order: WorkOrder) => Promise<void>,
  ): Promise<WorkOrder> {
    if (input.assignedTo) {
      enforce(policy.assignOrders(actor));
      await assertAssignable(actor, input.assignedTo);
    }
    if (input.equipmentDown && !input.equipmentId) {
      throw new AppError('VALIDATION_FAILED', phrase('workOrder.chooseDownEquipment'), {
        details: [{ path: 'equipmentId', ...phrase('workOrder.downNeedsEquipment') }],
      });
    }
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        const when = resolveOccurredAt(claimed, clock.now());
        const machine = input.equipmentId ? await equipmentFor(actor, input.equipmentId, tx) : undefined;
        if (input.vendorId) await assertVendor(actor, input.vendorId, tx);
        const status = input.assignedTo ? 'assigned' : 'new';
        const { equipmentDown, foNumber, procedureId, ...fields } = input;
        const values: Omit<repo.NewWorkOrderRow, 'foNumber'> = {
          ...fields,
          estimatedHours: input.estimatedHours === undefined ? undefined : String(input.estimatedHours),
          assetModel: input.assetModel ?? machine?.model,
          area: input.area ?? machine?.area,
          organizationId: actor.organizationId,
          warehouseId: actor.warehouseId,
          requestedBy: actor.userId,
          status,
          escalated: false,
          escalationLevel: 0,
          followUp: false,
          createdAt: when.at,
        };
        const id = randomUUID();
        const typed = foNumber
          ? await repo.insertWorkOrderRecord(
              tx,
              { ...values, id, foNumber },
              firstStatusChanges(id, status, actor, when),
            )
          : undefined;
        const row = typed?.row ?? (await insertNumberedWithHistory(tx, actor, { ...values, id }, when));
        await recordWork(tx, actor, row.id, 'created', undefined, when);
        if (procedureId) await deps.procedure?.issue(tx, actor, row, procedureId);
        await notifyAssignee(tx, outbox, actor, row);
        if (equipmentDown && row.equipmentId) {
          await deps.downtime.markDownByOrder(
            tx,
            outbox,
            actor,
            { id: row.id, type: row.type, equipmentId: row.equipmentId },
            when,
          );
        }
        // The record the insert answered is current unless a procedure or a downtime touched the order since.
        const current = typed && !procedureId && !equipmentDown ? typed : await record(tx, actor, row.id);
        const dto = toWorkOrderDto(current);
        outbox.push(event(actor, 'created', dto));
        await alongside?.(tx, outbox, dto);
        return dto;
      });
    } catch (error) {
      if (input.foNumber && isUniqueViolation(error, FO_NUMBER_INDEX)) throw foTaken(input.foNumber);
      throw error;
    }
  }

  /**
   * A change of fields and status; a change made offline (`claimed`, Occurred-At) is stamped
   * when it was made, unless that is before the order was created or its last status change.
   */
  async function update(
    actor: AuthContext,
    id: string,
    patch: UpdateWorkOrder,
    expected?: number,
    claimed: Date | null = null,
  ): Promise<WorkOrder> {
    try {
      return await inTransaction(db, events, async (tx, outbox) => {
        const current = await repo.findWorkOrderRow(tx, actor.warehouseId, id, true);
        if (!current) throw notFound('Work order');
        if (expected !== undefined && current.version !== expected)
          throw versionConflict(toWorkOrderDto(await record(tx, actor, id)));
        const now = clock.now();
        const draft = planWorkOrderUpdate(current, patch, actor, now);
        const last = draft.transition ? await repo.lastStatusChange(tx, id) : undefined;
        const when = resolveOccurredAt(claimed, now, [orderCreated(current), last && statusChanged(last)]);
        // The plan is pure: planned again to stamp the time it happened when that is not now.
        const plan = when.at === now ? draft : planWorkOrderUpdate(current, patch, actor, when.at);
        if (patch.assignedTo && patch.assignedTo !== current.assignedTo)
          await assertAssignable(actor, patch.assignedTo, tx);
        await assertScheduleFits(tx, actor, current, patch);
        if (
          patch.foNumber &&
          patch.foNumber !== current.foNumber &&
          (await repo.foNumberExists(tx, actor.warehouseId, patch.foNumber))
        ) {
          throw foTaken(patch.foNumber);
        }
        if (patch.vendorId && patch.vendorId !== current.vendorId)
          await assertVendor(actor, patch.vendorId, tx);
        if (patch.equipmentId && patch.equipmentId !== current.equipmentId) {
          const machine = await equipmentFor(actor, patch.equipmentId, tx);
          plan.changes.assetModel ??= machine.model;
          plan.changes.area ??= machine.area;
        }
        if (plan.transition?.to === 'completed') await deps.procedure?.assertComplete(tx, current);
        const closeOut =
          plan.transition?.to === 'completed'
            ? await deps.resolveCloseOut(tx, actor, current, plan.closeOut)
            : undefined;
        const row = await repo.updateWorkOrderRow(
          tx,
          actor.warehouseId,
          id,
          { ...plan.changes, ...closeOut?.columns },
          current.version,
        );
        if (!row) throw versionConflict(toWorkOrderDto(await record(tx, actor, id)));
        if (plan.transition) {
          await repo.insertStatusChange(tx, {
            workOrderId: id,
            fromStatus: plan.transition.from,
            toStatus: plan.transition.to,
            changedBy: actor.userId,
            ...statusTimes(when),
          });
          await deps.onStatusChange?.(tx, row, plan.transition.from);
        }
        const changed = diffFields(current, withoutStatusEffects(plan.changes));
        if (Object.keys(changed).length > 0) await recordWork(tx, actor, id, 'updated', changed, when);
        // The codes in words, as they read at the completion: a later rename does not rewrite history.
        if (closeOut?.recorded) await recordWork(tx, actor, id, 'closed_out', closeOut.recorded, when);
        if (row.assignedTo !== current.assignedTo) await notifyAssignee(tx, outbox, actor, row);
        if (plan.backInService) {
          await deps.downtime.backInServiceByOrder(tx, outbox, actor, { equipmentId: row.equipmentId }, when);
        }
        const dto = toWorkOrderDto(await record(tx, actor, id));
        outbox.push(event(actor, 'updated', dto));
        return dto;
      });
    } catch (error) {
      if (isUniqueViolation(error, FO_NUMBER_INDEX) && patch.foNumber) throw foTaken(patch.foNumber);
      throw error;
    }
  }

  /** Soft delete (managers): the order leaves lists; its FO number stays taken, its history stays. */
  async function remove(actor: AuthContext, id: string, expected?: number): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      const current = await record(tx, actor, id);
      const row = await repo.updateWorkOrderRow(
        tx,
        actor.warehouseId,
        id,
        { deletedAt: clock.now() },
        expected,
      );
      if (!row) throw versionConflict(toWorkOrderDto(current));
      await recordWork(tx, actor, id, 'deleted');
      outbox.push(event(actor, 'deleted', toWorkOrderDto({ ...current, row })));
    });
  }

  async function history(actor: AuthContext, id: string) {
    await record(db, actor, id);
    const [sources, downtime] = await Promise.all([
      repo.workOrderTimelineSources(db, id),
      deps.downtime.ofWorkOrder(actor, id),
    ]);
    const names = await loadDisplayNames(
      db,
      sources.changes.map((c) => c.changes),
    );
    return buildWorkOrderTimeline({ ...sources, downtime }, names);
  }

  /**
   * The order a checklist step, part, labour entry or attachment is recorded on: it must be
   * in the caller's warehouse, not signed off, and the caller's to work on (supervisors and
   * up: any order; technicians: orders assigned to them).
   */
  async function loadForWork(
    tx: Executor,
    actor: AuthContext,
    id: string,
    options: { lock?: boolean; expected?: number } = {},
  ): Promise<repo.WorkOrderRow> {
    const row = await repo.findWorkOrderRow(tx, actor.warehouseId, id, options.lock);
    if (!row) throw notFound('Work order');
    enforce(policy.workOnOrder(actor, row));
    if (row.status === 'verified' || row.status === 'closed') {
      throw new AppError(
        'CONFLICT',
        phrase('workOrder.noMoreWork', { foNumber: row.foNumber, status: row.status }),
      );
    }
    if (options.expected !== undefined && row.version !== options.expected)
      throw versionConflict(toWorkOrderDto(await record(tx, actor, id)));
    return row;
  }

  /** A step's answer flags the order for a planner's attention (issue 25 §1); once is enough. */
  async function flag(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    order: repo.WorkOrderRow,
    because: { step: string; finding: string | null },
    when: OccurredTime,
  ): Promise<void> {
    if (order.flagged) return;
    await repo.updateWorkOrderRow(tx, actor.warehouseId, order.id, { flagged: true }, undefined);
    await recordWork(tx, actor, order.id, 'flagged', because, when);
    outbox.push(event(actor, 'updated', toWorkOrderDto(await record(tx, actor, order.id))));
  }

  /** For other modules (downtime links): the order if it is in that warehouse. */
  const find = (warehouseId: string, id: string, tx: Executor = db) =>
    repo.findWorkOrderRow(tx, warehouseId, id);

  /** The order in the caller's warehouse, for reads of its sub-records (404 otherwise). */
  async function loadForRead(actor: AuthContext, id: string, tx: Executor = db): Promise<repo.WorkOrderRow> {
    const row = await repo.findWorkOrderRow(tx, actor.warehouseId, id);
    if (!row) throw notFound('Work order');
    return row;
  }

  /**
   * Audit row on an order's timeline, at the service clock's time like its status history; an
   * action done offline keeps when it happened beside it (`occurred`).
   */
  const recordWork = (
    tx: Executor,
    actor: AuthContext,
    workOrderId: string,
    action: string,
    changes?: Record<string, unknown>,
    occurred?: OccurredTime,
  ) =>
    recordAudit(tx, actor, {
      entityType: 'work_order',
      entityId: workOrderId,
      action,
      changes,
      at: clock.now(),
      occurred,
    });

  /**
   * An order the system raises inside the caller's transaction (a follow-up, a meter
   * excursion): numbered like any other, status new, audited and announced, raised `when.at`.
   */
  async function raiseOrder(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    values: Omit<repo.NewWorkOrderRow, 'foNumber' | 'organizationId' | 'warehouseId' | 'requestedBy'>,
    when: OccurredTime,
  ): Promise<repo.WorkOrderRow> {
    const row = await insertNumberedWithHistory(
      tx,
      actor,
      {
        ...values,
        status: values.assignedTo ? 'assigned' : 'new',
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        requestedBy: actor.userId,
        createdAt: when.at,
      },
      when,
    );
    await recordWork(tx, actor, row.id, 'created', undefined, when);
    await notifyAssignee(tx, outbox, actor, row);
    outbox.push(event(actor, 'created', toWorkOrderDto(await record(tx, actor, row.id))));
    return row;
  }

  /**
   * A corrective follow-up raised from a failed step, numbered like any other order, raised when
   * the step failed (`when`), assigned as the step's rule says, and named on its origin's timeline.
   */
  async function createFollowUp(
    tx: Executor,
    outbox: Outbox,
    actor: AuthContext,
    parent: repo.WorkOrderRow,
    followUp: {
      step: string;
      description: string;
      priority: Priority | undefined;
      notes?: string | null;
      assignedTo?: string | null;
    },
    when: OccurredTime,
  ): Promise<repo.WorkOrderRow> {
    const row = await raiseOrder(
      tx,
      outbox,
      actor,
      {
        type: 'corrective',
        description: followUp.description,
        notes: followUp.notes ?? null,
        priority: followUp.priority ?? parent.priority,
        assignedTo: followUp.assignedTo ?? null,
        equipmentId: parent.equipmentId,
        assetModel: parent.assetModel,
        area: parent.area,
        followUp: true,
        parentWorkOrderId: parent.id,
      },
      when,
    );
    await recordWork(
      tx,
      actor,
      parent.id,
      'follow_up_created',
      { foNumber: row.foNumber, step: followUp.step, workOrderId: row.id },
      when,
    );
    return row;
  }

  /**
   * The PM scheduler's orders for one warehouse, in one set-based insert under its numbering
   * lock, each numbered with the next free sequence of the year; one audit row per order and one
   * realtime event for the batch, not one per order.
   */
  async function createPreventiveOrders(
    tx: Executor,
    outbox: Outbox,
    warehouse: { organizationId: string; warehouseId: string },
    drafts: Omit<PreventiveOrderDraft, 'foNumber' | 'organizationId' | 'warehouseId'>[],
  ) {
    if (drafts.length === 0) return [];
    const { organizationId, warehouseId } = warehouse;
    await repo.lockFoNumbering(tx, warehouseId);
    const now = clock.now();
    const year = now.getUTCFullYear();
    const sequences = await repo.freeFoSequences(tx, warehouseId, year, drafts.length);
    if (sequences.length < drafts.length) throw foNumbersExhausted(year);
    const inserted = await insertPreventiveOrders(
      tx,
      drafts.map((d, i) => ({
        ...d,
        organizationId,
        warehouseId,
        foNumber: formatFoNumber(year, sequences[i] ?? 0),
      })),
      now,
    );
    const versionOf = new Map(drafts.map((d) => [`${d.templateId}/${d.equipmentId}`, d.procedureVersionId]));
    await issueProcedureSteps(
      tx,
      inserted.flatMap((o) => {
        const versionId = versionOf.get(`${o.pm_template_id}/${o.equipment_id}`);
        return versionId ? [{ workOrderId: o.id, versionId }] : [];
      }),
    );
    await recordAudits(
      tx,
      inserted.map((o) => ({
        actor: systemActor(organizationId, warehouseId),
        entityType: 'work_order',
        entityId: o.id,
        action: 'created',
        changes: { generatedBy: 'pm_scheduler', foNumber: o.fo_number, pmTemplateId: o.pm_template_id },
        at: now,
      })),
    );
    // Every order is named by an event (the devices' copies follow the events), a hundred an event.
    for (let start = 0; start < inserted.length; start += GENERATED_IDS_PER_EVENT) {
      outbox.push({
        topic: 'work_orders',
        type: 'work_order',
        action: 'generated',
        id: randomUUID(),
        data: {
          count: inserted.length,
          workOrderIds: inserted.slice(start, start + GENERATED_IDS_PER_EVENT).map((o) => o.id),
        },
        at: now.toISOString(),
        organizationId,
        warehouseId,
      });
    }
    return inserted;
  }

  return {
    list,
    get,
    exportPage,
    find,
    nextFoNumber,
    create,
    update,
    remove,
    history,
    loadForWork,
    loadForRead,
    flag,
    recordWork,
    createFollowUp,
    raiseOrder,
    createPreventiveOrders,
  };
}

export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;
