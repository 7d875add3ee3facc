import { dayCapacity, daysBetween } from '../../../shared/planning/capacity';
import { distribute, type FreeDay } from '../../../shared/planning/distribute';
import { DAY_START_HOUR, plantDayOf, plantInstant } from '../../../shared/planning/plant-time';
import type { DistributeBody, Distribution } from '../../../shared/schemas/planning';
import { OPEN_STATUSES, STATUS_LABELS } from '../../../shared/work-order-rules';
import { currentAmbientTransaction, runInAmbientTransaction } from '../../db/ambient-transaction';
import type { Database } from '../../db/client';
import { openTransaction } from '../../db/open-transaction';
import { phrase } from '../../../shared/i18n/error-texts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.context';
import type { CapacityService } from '../capacity/capacity.service';
import type { PlantSettingsService } from '../settings/plant-settings.service';
import type { UsersService } from '../users/users.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import { boardTechnicians } from './board.service';
import { bookedHours, personDay, windowInstants } from './planning-days';
import * as repo from './planning.repository';

export interface DistributeDeps {
  db: Database;
  clock: Clock;
  users: Pick<UsersService, 'listProfiles'>;
  plantSettings: Pick<PlantSettingsService, 'reportContext'>;
  workOrders: Pick<WorkOrdersService, 'update'>;
  capacity: Pick<CapacityService, 'ofPeople'>;
}

type Placement = Distribution['placements'][number];

const listed = (items: readonly string[]) => items.join(', ');

/** The chosen orders, all of this plant and open, else the refusal that names them. */
function assertDistributable(ids: readonly string[], found: readonly repo.CardRow[]) {
  const missing = ids.length - found.length;
  if (missing > 0) {
    throw new AppError(
      'NOT_FOUND',
      missing === 1 ? phrase('planning.oneOrderGone') : phrase('planning.ordersGone', { count: missing }),
    );
  }
  const closed = found.filter((o) => !OPEN_STATUSES.includes(o.status));
  if (closed.length > 0) {
    // The orders with their status as the board names it (an English label, shown as sent).
    const orders = listed(closed.map((o) => `${o.fo_number} (${STATUS_LABELS[o.status]})`));
    throw new AppError(
      'UNPROCESSABLE',
      closed.length === 1
        ? phrase('planning.onlyOpenOne', { orders })
        : phrase('planning.onlyOpenMany', { orders }),
      { details: [{ path: 'workOrderIds', ...phrase('planning.notOpen', { orders }) }] },
    );
  }
}

/** The chosen people, all of them rows of the board (active technicians of this plant), else 422. */
function assertTechnicians(ids: readonly string[], technicians: readonly { id: string }[]) {
  const known = new Set(technicians.map((p) => p.id));
  const strangers = ids.filter((id) => !known.has(id));
  if (strangers.length === 0) return;
  throw new AppError(
    'UNPROCESSABLE',
    strangers.length === 1
      ? phrase('planning.oneNotTechnician')
      : phrase('planning.manyNotTechnicians', { count: strangers.length }),
    { details: [{ path: 'technicianIds', ...phrase('planning.notTechnician') }] },
  );
}

/**
 * Runs `work` in one transaction: the request's own when it has one (an Idempotency-Key), else
 * one opened here and made ambient, so that every update the work makes through other
 * services (which open their own transactions) joins it and commits, or rolls back, with the rest.
 */
async function inOneTransaction<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (currentAmbientTransaction()) return work();
  const transaction = await openTransaction(db);
  try {
    const result = await runInAmbientTransaction(transaction.ambient, work);
    await transaction.commit();
    return result;
  } catch (error) {
    await transaction.rollback();
    throw error;
  }
}

/** "Distribute" (issue 26 §3, ADR 57): a greedy fill of the chosen orders into the chosen technicians' free hours. */
export function createDistribute(deps: DistributeDeps) {
  const { db, clock } = deps;

  /**
   * Plans, and with `apply` schedules, the chosen orders. A day's free hours are its capacity
   * less the hours already scheduled on it (the chosen orders aside: they are being planned
   * again), from today's plant day on. Each placement starts at the working day's start plus
   * the hours booked before it that day. Applying goes through the work-order update path in
   * one transaction, each order against the version the preview saw: one changed order
   * refuses the whole apply (409) and nothing is scheduled.
   */
  async function distributeOrders(actor: AuthContext, input: DistributeBody): Promise<Distribution> {
    const workOrderIds = [...new Set(input.workOrderIds)];
    const technicianIds = [...new Set(input.technicianIds)];
    const [{ timezone }, people, chosen] = await Promise.all([
      deps.plantSettings.reportContext(actor),
      boardTechnicians(deps.users, actor),
      repo.ordersByIds(db, actor.warehouseId, workOrderIds),
    ]);
    assertDistributable(workOrderIds, chosen);
    assertTechnicians(technicianIds, people);

    const today = plantDayOf(clock.now(), timezone);
    const from = input.from < today ? today : input.from;
    const { freeDays, booked } = await freeTime(actor, technicianIds, new Set(workOrderIds), {
      from,
      to: input.to,
      timezone,
    });
    const plan = distribute(
      chosen.map((o) => ({
        id: o.id,
        dueDate: o.due_date === null ? null : new Date(o.due_date).toISOString(),
        priority: o.priority,
        hours: o.hours,
      })),
      freeDays,
    );
    const byId = new Map(chosen.map((o) => [o.id, o]));
    const facts = (id: string) => ({
      foNumber: byId.get(id)?.fo_number ?? '',
      version: byId.get(id)?.version ?? 0,
    });
    const placements: Placement[] = plan.placements.map((p) => {
      const key = personDay(p.technicianId, p.date);
      const before = booked.get(key) ?? 0;
      booked.set(key, before + p.hours);
      return {
        workOrderId: p.workOrderId,
        ...facts(p.workOrderId),
        technicianId: p.technicianId,
        date: p.date,
        scheduledStart: plantInstant(p.date, DAY_START_HOUR + before, timezone).toISOString(),
        hours: p.hours,
      };
    });
    const unplaced = plan.unplaced.map((id) => ({ workOrderId: id, ...facts(id) }));
    if (!input.apply) return { applied: false, placements, unplaced };

    await inOneTransaction(db, async () => {
      for (const placement of placements) {
        await schedule(actor, placement, input.versions?.[placement.workOrderId]);
      }
    });
    return { applied: true, placements, unplaced };
  }

  /**
   * The hours already booked on each technician's plant days of the window (the chosen orders
   * aside: they are being planned again), and the days with hours left: capacity less booked.
   */
  async function freeTime(
    actor: AuthContext,
    technicianIds: readonly string[],
    chosenIds: ReadonlySet<string>,
    window: { from: string; to: string; timezone: string },
  ) {
    const days = daysBetween(window.from, window.to);
    if (days.length === 0) return { freeDays: [], booked: new Map<string, number>() };
    const { start, end } = windowInstants(window.from, window.to, window.timezone);
    const [scheduled, capacityOf] = await Promise.all([
      repo.scheduledIn(db, actor.warehouseId, start, end),
      deps.capacity.ofPeople(technicianIds, window.from, window.to),
    ]);
    const booked = bookedHours(
      scheduled.filter((o) => !chosenIds.has(o.id)),
      window.timezone,
    );
    const freeDays: FreeDay[] = technicianIds.flatMap((technicianId) => {
      const { workingHours, timeOff } = capacityOf(technicianId);
      return days.map((date) => ({
        technicianId,
        date,
        freeHours:
          dayCapacity(workingHours, timeOff, date) - (booked.get(personDay(technicianId, date)) ?? 0),
      }));
    });
    return { freeDays: freeDays.filter((day) => day.freeHours > 0), booked };
  }

  /** One placement through the work-order update path; a stale version names the order it refuses. */
  async function schedule(actor: AuthContext, placement: Placement, expected: number | undefined) {
    try {
      await deps.workOrders.update(
        actor,
        placement.workOrderId,
        { scheduledStart: new Date(placement.scheduledStart), assignedTo: placement.technicianId },
        expected,
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'VERSION_CONFLICT') {
        throw new AppError(
          'VERSION_CONFLICT',
          phrase('planning.changedSincePreview', { foNumber: placement.foNumber }),
          { extra: error.extra },
        );
      }
      throw error;
    }
  }

  return { distribute: distributeOrders };
}
