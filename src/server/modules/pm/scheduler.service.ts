import { Cron } from 'croner';
import { readMeterStepText } from '../../../shared/meter-rules';
import { PM_LOOK_AHEAD_DAYS } from '../../../shared/constants';
import { SCHEDULER_RUN_LISTED, type SchedulerRun, type SchedulerStatus } from '../../../shared/schemas/pm';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorSummary } from '../../lib/error-summary';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit, systemActor } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import { wordedNotice } from '../notifications/notice-texts';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import * as repo from './scheduler.repository';
import { notesWithTrigger, type MeterTrigger } from './usage-trigger';

/** The hourly schedule of the PM job (operations spec §9). */
export const PM_SCHEDULE = '0 * * * *';

/** Pairs a transaction generates: its locks last well under a second, its inserts stay small. */
export const PM_BATCH_SIZE = 1_000;

export interface SchedulerDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  workOrders: Pick<WorkOrdersService, 'createPreventiveOrders'>;
  notifications: Pick<NotificationsService, 'notifyRoles'>;
  /** Pairs generated per transaction (tests make it small). */
  batchSize?: number;
}

type Listed = SchedulerRun['workOrders'];

/** What the pair's meter showed when it made the order due; null when the calendar did. */
function meterTrigger(d: repo.DuePair): MeterTrigger | null {
  const meterName = d.meter_label ?? '';
  const unit = d.meter_unit ?? '';
  if (d.usage_due && d.due_total !== null && d.meter_total !== null) {
    return { kind: 'usage', meterName, unit, dueAtTotal: d.due_total, total: d.meter_total };
  }
  if (d.gauge_due && d.gauge_direction && d.gauge_threshold !== null && d.meter_value !== null) {
    const { gauge_direction: direction, gauge_threshold: threshold, meter_value: value } = d;
    return { kind: 'gauge', meterName, unit, direction, threshold, value };
  }
  return null;
}

/** A due pair as the work-orders module drafts a preventive order (a meter's trigger heads its notes). */
const toDraft = (d: repo.DuePair) => ({
  templateId: d.template_id,
  equipmentId: d.equipment_id,
  assetTag: d.asset_tag,
  model: d.model,
  area: d.area,
  component: d.component,
  action: d.action,
  templateDescription: notesWithTrigger(meterTrigger(d), d.template_description),
  estimatedDuration: d.estimated_duration,
  checklist: d.checklist,
  procedureVersionId: d.procedure_version_id,
  // A meter-triggered order begins by reading its meter, so its completion has the usage it was done at.
  meterStep:
    d.trigger_kind !== 'calendar' && d.meter_id
      ? {
          meterId: d.meter_id,
          meterName: d.meter_label ?? '',
          description: readMeterStepText({ name: d.meter_label ?? '', unit: d.meter_unit ?? '' }),
        }
      : null,
  dueDate: new Date(d.due_date).toISOString(),
});

/**
 * The PM scheduler (issue 4 §5). Every hour, and on Run Now for one warehouse: for every
 * active equipment whose model matches an active template, the next due date is the last
 * completed preventive order of that template and equipment plus the template's frequency,
 * else the plan's first due day (its "first due on", or "last done on" plus the frequency),
 * else for a template without a start the install date or the template's creation plus the
 * frequency (`pairsSql`, ADR 17 and 42); when it falls within the next 7 days and no
 * preventive order of that pair is open, one is created with the template's checklist.
 * Templates triggered by a meter (issue 24) raise the order due now once the asset's counter
 * reaches the next due total, or its gauge passes the threshold (`findDuePairs`); "usage or
 * calendar" by whichever comes first. The order's notes begin with what the meter showed.
 *
 * A run walks the warehouse's assets by asset tag, PM_BATCH_SIZE pairs a transaction (issue
 * 14 §4): each batch commits its orders, their audit rows and event, so no lock is held long
 * and memory stays flat at any fleet size. A run that stops half way leaves its batches
 * committed, and their pairs now have an open order, so the next run takes up the rest. Each
 * batch takes the warehouse's run lock, and the partial unique index allows one open order per
 * pair, so overlapping runs and instances never duplicate.
 */
export function createSchedulerService(deps: SchedulerDeps) {
  const { db, clock, events, workOrders, notifications } = deps;
  const batchSize = deps.batchSize ?? PM_BATCH_SIZE;

  /** One batch: the next assets from the cursor, their due pairs (at most a batch), their orders. */
  async function generateBatch(
    warehouse: Omit<repo.SchedulerWarehouse, 'name'>,
    cursor: repo.PairCursor,
    when: { now: Date; horizon: Date },
  ) {
    return inTransaction(db, events, async (tx, outbox) => {
      await repo.lockSchedulerRun(tx, warehouse.warehouseId);
      const assets = await repo.nextEquipment(tx, warehouse.warehouseId, cursor, batchSize);
      if (assets.length === 0) return { next: null, orders: [] };
      const due = await repo.findDuePairs(
        tx,
        { warehouseId: warehouse.warehouseId, equipmentIds: assets.map((a) => a.id), after: cursor },
        when,
        batchSize,
      );
      const orders =
        due.length === 0
          ? []
          : await workOrders.createPreventiveOrders(tx, outbox, warehouse, due.map(toDraft));
      const last = due.at(-1);
      // A full batch may stop inside an asset's templates; else every pair of these assets is done.
      const next: repo.PairCursor | null =
        due.length === batchSize && last
          ? { tagKey: last.tag_key, templateId: last.template_id }
          : assets.length === batchSize
            ? { tagKey: assets.at(-1)!.tag_key, templateId: null }
            : null;
      return { next, orders };
    });
  }

  /** After the batches: the run's state, one notice, its audit row and event. */
  async function recordRun(
    warehouse: Omit<repo.SchedulerWarehouse, 'name'>,
    actor: AuthContext | null,
    run: { at: Date; generated: number; listed: Listed },
  ) {
    const { organizationId, warehouseId } = warehouse;
    const { at, generated, listed } = run;
    await inTransaction(db, events, async (tx, outbox) => {
      await repo.saveSchedulerState(tx, warehouseId, { lastRunAt: at, lastGenerated: generated });
      if (generated > 0) {
        const first = listed
          .slice(0, 3)
          .map((o) => o.foNumber)
          .join(', ');
        await notifications.notifyRoles(tx, outbox, [
          {
            organizationId,
            warehouseId,
            type: 'pm_generated',
            ...wordedNotice(
              {
                title: { key: 'notification.pmGenerated.title', params: { count: generated } },
                ...(generated > 3
                  ? {
                      message: {
                        key: 'notification.pmGenerated.more',
                        params: { first, more: String(generated - 3) },
                      },
                    }
                  : {}),
              },
              first,
            ),
            priority: 'normal',
            data: { count: generated, workOrderIds: listed.map((o) => o.id) },
          },
        ]);
      }
      await recordAudit(tx, actor ?? systemActor(organizationId, warehouseId), {
        entityType: 'pm_scheduler',
        entityId: warehouseId,
        action: 'run',
        changes: { generated, trigger: actor ? 'run_now' : 'schedule' },
      });
      outbox.push({
        topic: 'pm',
        type: 'pm_scheduler',
        action: 'run',
        id: warehouseId,
        data: { generated, at: at.toISOString() },
        at: at.toISOString(),
        organizationId,
        warehouseId,
      });
    });
  }

  /** One warehouse's run, batch after batch; its data can never stop another warehouse's. */
  async function generate(
    warehouse: Omit<repo.SchedulerWarehouse, 'name'>,
    actor: AuthContext | null,
  ): Promise<SchedulerRun> {
    const at = clock.now();
    const horizon = new Date(at.getTime() + PM_LOOK_AHEAD_DAYS * 86_400_000);
    let cursor: repo.PairCursor | null = { tagKey: '', templateId: null };
    let generated = 0;
    const listed: Listed = [];
    while (cursor) {
      const batch = await generateBatch(warehouse, cursor, { now: at, horizon });
      generated += batch.orders.length;
      for (const o of batch.orders.slice(0, SCHEDULER_RUN_LISTED - listed.length)) {
        listed.push({
          id: o.id,
          foNumber: o.fo_number,
          dueDate: toIso(new Date(o.due_date)),
          equipmentId: o.equipment_id,
          assetTag: o.asset_tag,
          templateId: o.pm_template_id,
        });
      }
      cursor = batch.next;
    }
    await recordRun(warehouse, actor, { at, generated, listed });
    return { generated, workOrders: listed };
  }

  /**
   * The hourly job: every warehouse whose scheduler is on, each in its own transaction. A
   * warehouse that fails is reported (the job fails, so the administrators are alerted, naming
   * it) after every other warehouse has had its run.
   */
  async function runScheduled(): Promise<{ generated: number; warehouses: number }> {
    const warehouses = await repo.runningWarehouses(db);
    let generated = 0;
    const failures: string[] = [];
    for (const warehouse of warehouses) {
      try {
        generated += (await generate(warehouse, null)).generated;
      } catch (error) {
        failures.push(`${warehouse.name}: ${errorSummary(error)}`);
      }
    }
    if (failures.length > 0) {
      throw new Error(
        `PM generation failed in ${failures.length} of ${warehouses.length} warehouses (${failures.join('; ')}); ${generated} work orders were generated in the others`,
      );
    }
    return { generated, warehouses: warehouses.length };
  }

  /** Run Now for the caller's warehouse (works whether the hourly job is on or off). */
  const runNow = (actor: AuthContext) => generate(actor, actor);

  async function status(actor: AuthContext, tx: Executor = db): Promise<SchedulerStatus> {
    const state = await repo.findSchedulerState(tx, actor.warehouseId);
    const isRunning = state?.isRunning ?? true;
    const next = isRunning ? new Cron(PM_SCHEDULE, { paused: true }).nextRun(clock.now()) : null;
    return {
      isRunning,
      lastRun: toIsoOrNull(state?.lastRunAt),
      nextRun: toIsoOrNull(next),
      lastGenerated: state?.lastGenerated ?? 0,
    };
  }

  /** Start or stop the hourly job for the caller's warehouse; the switch survives restarts. */
  async function setRunning(actor: AuthContext, isRunning: boolean): Promise<SchedulerStatus> {
    return inTransaction(db, events, async (tx, outbox) => {
      const before = await repo.findSchedulerState(tx, actor.warehouseId);
      await repo.saveSchedulerState(tx, actor.warehouseId, { isRunning, updatedBy: actor.userId });
      await recordAudit(tx, actor, {
        entityType: 'pm_scheduler',
        entityId: actor.warehouseId,
        action: isRunning ? 'started' : 'stopped',
        changes: { isRunning: { from: before?.isRunning ?? true, to: isRunning } },
      });
      const result = await status(actor, tx);
      outbox.push(
        mutationEvent(
          actor,
          {
            topic: 'pm',
            type: 'pm_scheduler',
            action: isRunning ? 'started' : 'stopped',
            id: actor.warehouseId,
            data: result,
          },
          clock.now(),
        ),
      );
      return result;
    });
  }

  /** How many warehouses stopped their hourly PM scheduler (the debug self-check). */
  const stoppedCount = () => repo.countStoppedSchedulers(db);

  return { runScheduled, runNow, status, setRunning, stoppedCount };
}

export type SchedulerService = ReturnType<typeof createSchedulerService>;
