import type { DashboardStats } from '../../../shared/schemas/dashboard';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sharedCache, type Sharing } from '../../lib/warehouse-cache';
import type { EventBus } from '../../realtime/event-bus';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './dashboard.repository';

const DAY_MS = 86_400_000;

/** Week-over-week change in percent, rounded; null when last week had none (no honest percentage). */
export function weekOverWeekChange(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
}

/** Seconds the figures may be shared; any work-order or equipment change in the warehouse clears them. */
export const DASHBOARD_SHARING: Sharing = { ttlMs: 5_000, clearedBy: ['work_orders', 'equipment'] };

export function createDashboardService({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
}) {
  const cache = sharedCache<DashboardStats>(DASHBOARD_SHARING, clock, events);

  /**
   * The four stat cards of core spec §2 over the last `days`: orders created, of those still
   * open, orders completed, and active of all equipment; plus the real week-over-week change
   * that replaces the prototype's fixed '+12% from last week'.
   */
  const stats = (actor: AuthContext, days: number) =>
    cache.get(actor.warehouseId, String(days), () => compute(actor.warehouseId, days));

  async function compute(warehouseId: string, days: number): Promise<DashboardStats> {
    const to = clock.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const weekStart = new Date(to.getTime() - 7 * DAY_MS);
    const previousWeekStart = new Date(to.getTime() - 14 * DAY_MS);
    const [created, completed, machines] = await Promise.all([
      repo.countCreated(db, warehouseId, { from, weekStart, previousWeekStart }),
      repo.countCompleted(db, warehouseId, from),
      repo.countEquipment(db, warehouseId),
    ]);
    return {
      totalWorkOrders: created.total,
      pendingWorkOrders: created.pending,
      completedWorkOrders: completed,
      activeEquipment: machines.active,
      totalEquipment: machines.total,
      period: { days, from: from.toISOString(), to: to.toISOString() },
      weekOverWeek: {
        current: created.currentWeek,
        previous: created.previousWeek,
        changePercent: weekOverWeekChange(created.currentWeek, created.previousWeek),
      },
    };
  }

  return { stats };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
