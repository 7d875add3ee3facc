import { Cron } from 'croner';
import { PM_LOOK_AHEAD_DAYS } from '../../../shared/constants';
import type { SchedulerRun, SchedulerStatus } from '../../../shared/schemas/pm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toIso, toIsoOrNull } from '../../lib/dates';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import * as repo from './scheduler.repository';

/** The hourly schedule of the PM job (operations spec §9). */
export const PM_SCHEDULE = '0 * * * *';

export interface SchedulerDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
  workOrders: WorkOrdersService;
  notifications: NotificationsService;
}

/**
 * The PM scheduler (issue 4 §5). Every hour, and on Run Now for one warehouse: for every
 * active equipment whose model matches an active template, the next due date is the last
 * completed preventive order of that template and equipment (else the install date, else the
 * template's creation, never before the plan existed: see `pairsSql`) plus the template's
 * frequency; when it falls within
 * the next 7 days and no preventive order of that pair is open, one is created with the
 * template's checklist. Runs are serialised by an advisory lock and the partial unique index
 * allows one open order per pair, so overlapping runs and instances never duplicate.
 */
export function createSchedulerService({ db, clock, events, workOrders, notifications }: SchedulerDeps) {
  async function generate(warehouseIds: string[], actor: AuthContext | null): Promise<SchedulerRun> {
    if (warehouseIds.length === 0) return { generated: 0, workOrders: [] };
    return inTransaction(db, events, async (tx, outbox) => {
      await repo.lockSchedulerRuns(tx);
      const now = clock.now();
      const due = await repo.findDuePairs(
        tx,
        warehouseIds,
        new Date(now.getTime() + PM_LOOK_AHEAD_DAYS * 86_400_000),
      );
      const inserted = await workOrders.createPreventiveOrders(
        tx,
        outbox,
        due.map((d) => ({
          organizationId: d.organization_id,
          warehouseId: d.warehouse_id,
          templateId: d.template_id,
          equipmentId: d.equipment_id,
          assetTag: d.asset_tag,
          model: d.model,
          area: d.area,
          component: d.component,
          action: d.action,
          templateDescription: d.template_description,
          estimatedDuration: d.estimated_duration,
          checklist: d.checklist,
          dueDate: new Date(d.due_date).toISOString(),
        })),
      );
      for (const warehouseId of warehouseIds) {
        const orders = inserted.filter((o) => o.warehouse_id === warehouseId);
        await repo.saveSchedulerState(tx, warehouseId, { lastRunAt: now, lastGenerated: orders.length });
        if (orders.length === 0) continue;
        const first = orders
          .slice(0, 3)
          .map((o) => o.fo_number)
          .join(', ');
        await notifications.notifyRoles(tx, outbox, [
          {
            organizationId: orders[0]!.organization_id,
            warehouseId,
            type: 'pm_generated',
            title: `PM scheduler created ${orders.length} work order${orders.length === 1 ? '' : 's'}`,
            message: orders.length > 3 ? `${first} and ${orders.length - 3} more` : first,
            priority: 'normal',
            data: { count: orders.length, workOrderIds: orders.slice(0, 100).map((o) => o.id) },
          },
        ]);
        outbox.push({
          topic: 'pm',
          type: 'pm_scheduler',
          action: 'run',
          id: warehouseId,
          data: { generated: orders.length, at: now.toISOString() },
          at: now.toISOString(),
          organizationId: orders[0]!.organization_id,
          warehouseId,
        });
      }
      if (actor) {
        await recordAudit(tx, actor, {
          entityType: 'pm_scheduler',
          entityId: actor.warehouseId,
          action: 'run',
          changes: { generated: inserted.length },
        });
      }
      return {
        generated: inserted.length,
        workOrders: inserted.map((o) => ({
          id: o.id,
          foNumber: o.fo_number,
          dueDate: toIso(new Date(o.due_date)),
          equipmentId: o.equipment_id,
          assetTag: o.asset_tag,
          templateId: o.pm_template_id,
        })),
      };
    });
  }

  /** The hourly job: every warehouse whose scheduler is on. */
  async function runScheduled(): Promise<{ generated: number; warehouses: number }> {
    const warehouseIds = await repo.runningWarehouses(db);
    const run = await generate(warehouseIds, null);
    return { generated: run.generated, warehouses: warehouseIds.length };
  }

  /** Run Now for the caller's warehouse (works whether the hourly job is on or off). */
  const runNow = (actor: AuthContext) => generate([actor.warehouseId], actor);

  async function status(actor: AuthContext): Promise<SchedulerStatus> {
    const state = await repo.findSchedulerState(db, actor.warehouseId);
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
    await db.transaction(async (tx) => {
      await repo.saveSchedulerState(tx, actor.warehouseId, { isRunning, updatedBy: actor.userId });
      await recordAudit(tx, actor, {
        entityType: 'pm_scheduler',
        entityId: actor.warehouseId,
        action: isRunning ? 'started' : 'stopped',
      });
    });
    const result = await status(actor);
    events.publish(
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
  }

  return { runScheduled, runNow, status, setRunning };
}

export type SchedulerService = ReturnType<typeof createSchedulerService>;
