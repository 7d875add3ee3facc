import type { AnalyticsPeriodWindow, PurchasingAnalytics } from '../../../shared/schemas/analytics';
import type { Database } from '../../db/client';
import { toIsoOrNull } from '../../lib/dates';
import { monthsBetween, trendStart } from '../../lib/trend-months';
import type { WarehouseCache } from '../../lib/warehouse-cache';
import type { AuthContext } from '../auth/auth.context';
import { roundOrNull, roundTo, type AnalysisWindow, type KpiWindow } from './formulas';
import * as repo from './purchasing-analytics.repository';
import { fillMonths } from './report-figures';
import { plantSettings } from './reports.repository';

const money = (value: number) => roundTo(value, 2);

/**
 * Purchasing on Inventory Analytics (issue 27 §8): spend by vendor and month, open commitments
 * and vendor lead times, cached per warehouse and period like the other reports. Purchasing
 * changes are announced on the inventory topic, which clears them.
 */
export function createPurchasingAnalytics(deps: {
  db: Database;
  cacheOf: <T>() => WarehouseCache<T>;
  windowOf: (actor: AuthContext, days: number) => KpiWindow;
  periodOf: (window: AnalysisWindow, days: number) => AnalyticsPeriodWindow;
}) {
  const { db } = deps;
  const cache = deps.cacheOf<PurchasingAnalytics>();

  async function compute(actor: AuthContext, days: number): Promise<PurchasingAnalytics> {
    const window = deps.windowOf(actor, days);
    const start = trendStart(window.from, window.to);
    const [settings, byVendor, byMonth, open, leadTimes] = await Promise.all([
      plantSettings(db, window.warehouseId),
      repo.spendByVendor(db, window),
      repo.spendByMonth(db, { ...window, from: start }),
      repo.openCommitments(db, window.warehouseId),
      repo.leadTimes(db, window),
    ]);
    return {
      period: deps.periodOf(window, days),
      currency: settings.currency,
      spendByVendor: byVendor.map((row) => ({
        vendorId: row.vendor_id,
        vendorName: row.vendor_name,
        spend: money(row.spend),
        orders: row.orders,
      })),
      spendByMonth: fillMonths(monthsBetween(start, window.to), byMonth, (row, month) => ({
        month,
        spend: money(row?.spend ?? 0),
      })),
      openCommitments: {
        count: open[0]?.total_count ?? 0,
        value: money(open[0]?.total_value ?? 0),
        orders: open.map((row) => ({
          purchaseOrderId: row.id,
          number: row.number,
          vendorName: row.vendor_name,
          orderedAt: toIsoOrNull(row.ordered_at ? new Date(row.ordered_at) : null),
          expectedDate: row.expected_date,
          outstanding: money(row.outstanding),
        })),
      },
      leadTimes: leadTimes.map((row) => ({
        vendorId: row.vendor_id,
        vendorName: row.vendor_name,
        orders: row.orders,
        promisedDays: roundOrNull(row.promised_days, 1),
        actualDays: roundOrNull(row.actual_days, 1),
        lateCount: row.late_count,
      })),
    };
  }

  return {
    /** Spend, open commitments and vendor lead times of the last `days` (issue 27 §8). */
    purchasing: (actor: AuthContext, days: number) =>
      cache.get(actor.warehouseId, String(days), () => compute(actor, days)),
  };
}
