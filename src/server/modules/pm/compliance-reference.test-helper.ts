import { OPEN_STATUSES } from '../../../shared/work-order-rules';
import type { WorkOrderStatus } from '../../../shared/domain';
import { monthsBetween, trendStart } from '../../lib/trend-months';

/**
 * The PM compliance rule written again, plainly, over the orders themselves: what the summary
 * tables and their triggers must always agree with (tests only).
 */
export interface OrderFacts {
  warehouseId: string;
  type: string;
  status: WorkOrderStatus;
  equipmentId: string | null;
  dueDate: Date | null;
  completedAt: Date | null;
  deletedAt: Date | null;
}

export interface AssetFacts {
  id: string;
  assetTag: string;
  warehouseId: string;
  deletedAt: Date | null;
}

const DAY_MS = 86_400_000;

/** One decimal, half up, in integers: no floating point to argue with. */
export const exactRate = (onTime: number, scheduled: number) =>
  scheduled === 0 ? null : Math.floor((onTime * 2000 + scheduled) / (2 * scheduled)) / 10;

export function referenceCompliance(
  orders: readonly OrderFacts[],
  assets: readonly AssetFacts[],
  scope: { warehouseId: string; now: Date; days: number; graceDays: number },
) {
  const to = scope.now.getTime();
  const from = to - scope.days * DAY_MS;
  const pms = orders.filter(
    (o) => o.warehouseId === scope.warehouseId && o.type === 'preventive' && o.deletedAt === null,
  );
  const due = (o: OrderFacts, start: number) =>
    o.dueDate !== null && o.dueDate.getTime() >= start && o.dueDate.getTime() <= to;
  const counts = (list: readonly OrderFacts[]) => {
    const completed = list.filter((o) => o.completedAt !== null);
    const onTime = completed.filter(
      (o) => o.completedAt!.getTime() <= o.dueDate!.getTime() + scope.graceDays * DAY_MS,
    );
    const overdue = list.filter((o) => o.completedAt === null && o.dueDate!.getTime() < to);
    return {
      scheduled: list.length,
      completed: completed.length,
      onTime: onTime.length,
      overdue: overdue.length,
    };
  };

  const inWindow = counts(pms.filter((o) => due(o, from)));
  const trendFrom = trendStart(new Date(from), scope.now).getTime();
  const monthOf = (o: OrderFacts) => o.dueDate!.toISOString().slice(0, 7);
  const monthlyTrends = monthsBetween(new Date(trendFrom), scope.now).map((month) => {
    const c = counts(pms.filter((o) => due(o, trendFrom) && monthOf(o) === month));
    return {
      month,
      complianceRate: exactRate(c.onTime, c.scheduled),
      completed: c.completed,
      scheduled: c.scheduled,
    };
  });

  const equipmentCompliance = assets
    .filter((a) => a.warehouseId === scope.warehouseId && a.deletedAt === null)
    .filter((a) => pms.some((o) => o.equipmentId === a.id))
    .sort((a, b) => (a.assetTag.toLowerCase() < b.assetTag.toLowerCase() ? -1 : 1))
    .map((a) => {
      const own = pms.filter((o) => o.equipmentId === a.id);
      const c = counts(own.filter((o) => due(o, from)));
      const times = (list: (Date | null)[]) =>
        list.filter((d): d is Date => d !== null).map((d) => d.getTime());
      const lastPm = Math.max(...times(own.map((o) => o.completedAt)));
      const nextPm = Math.min(
        ...times(own.filter((o) => OPEN_STATUSES.includes(o.status)).map((o) => o.dueDate)),
      );
      return {
        equipmentId: a.id,
        assetTag: a.assetTag,
        complianceRate: exactRate(c.onTime, c.scheduled),
        lastPMDate: Number.isFinite(lastPm) ? new Date(lastPm).toISOString() : null,
        nextPMDate: Number.isFinite(nextPm) ? new Date(nextPm).toISOString() : null,
        overdueCount: c.overdue,
      };
    });

  return {
    overallComplianceRate: exactRate(inWindow.onTime, inWindow.scheduled),
    totalPMsCompleted: inWindow.completed,
    totalPMsScheduled: inWindow.scheduled,
    completedOnTime: inWindow.onTime,
    overdueCount: inWindow.overdue,
    monthlyTrends,
    equipmentCompliance,
  };
}
