import { z } from 'zod';
import { CRITICALITIES, EQUIPMENT_STATUSES } from '../domain';
import { said } from '../i18n/error-texts/reports';
import { booleanQuery, idSchema, pageQuerySchema, timestampSchema } from './common';
import {
  ANALYTICS_PERIODS,
  AVAILABILITY_BUCKETS,
  DEFAULT_ANALYTICS_PERIOD,
  KPI_NAMES,
  type AnalyticsPeriod,
  type KpiName,
} from '../analytics-names';

/**
 * Reliability analytics (issue 12, operations spec §2, §3, §9). Every figure is computed by the
 * analytics module from recorded history; null where there is none, never a made-up 0. The
 * formulas are written once, in src/server/modules/analytics.
 */

/** Here too for the module's readers; the screens import them from analytics-names alone. */
export {
  ANALYTICS_PERIODS,
  AVAILABILITY_BUCKETS,
  DEFAULT_ANALYTICS_PERIOD,
  KPI_NAMES,
  type AnalyticsPeriod,
  type AvailabilityBucket,
  type KpiName,
} from '../analytics-names';

const days = z.coerce
  .number({ error: said('number.notNumber', { field: 'daysParam' }) })
  .refine((d): d is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(d), {
    error: said('analytics.daysOneOf', { values: ANALYTICS_PERIODS.join(', ') }),
  })
  .default(DEFAULT_ANALYTICS_PERIOD);

export const analyticsQuerySchema = z.object({ days });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * A part of the warehouse to read figures for (issue 24): a location and every location under
 * it (its equipment, and their parts that stand at no location of their own), or an equipment
 * and every equipment under it. Without either, the whole warehouse.
 */
const subtreeFields = {
  locationId: idSchema.optional(),
  parentId: idSchema.optional(),
};
const oneSubtree = (v: { locationId?: string | undefined; parentId?: string | undefined }) =>
  v.locationId === undefined || v.parentId === undefined;
const oneSubtreeIssue = { error: said('analytics.oneSubtree'), path: ['parentId'] };

export const subtreeAnalyticsQuerySchema = z
  .object({ days, ...subtreeFields })
  .refine(oneSubtree, oneSubtreeIssue);
export type SubtreeAnalyticsQuery = z.infer<typeof subtreeAnalyticsQuerySchema>;
export type SubtreeQuery = Pick<SubtreeAnalyticsQuery, 'locationId' | 'parentId'>;

export const ANALYTICS_SCOPE_KINDS = ['warehouse', 'location', 'parent'] as const;

/** What an answer covers: the whole warehouse, a location's subtree or a parent equipment's. */
export const analyticsScopeSchema = z.object({
  kind: z.enum(ANALYTICS_SCOPE_KINDS),
  /** The location or the parent equipment; null for the whole warehouse. */
  id: idSchema.nullable(),
  /** The warehouse's, the location's or the equipment's name. */
  name: z.string(),
});
export type AnalyticsScope = z.infer<typeof analyticsScopeSchema>;

const costLine = {
  laborHours: z.number(),
  /** Null while the labour rate is not set. */
  labor: z.number().nullable(),
  parts: z.number(),
  /** Labour (when known) plus parts. */
  total: z.number(),
};

/**
 * The scope's figures added up over its equipment (the list's rows): each sum is the sum of the
 * rows' unrounded figures, rounded once, so it may differ from a sum of the rounded rows by
 * their rounding. Availability weighs each equipment by its tracked time.
 */
export const analyticsRollupSchema = z.object({
  /** Equipment of the scope that is not retired, and of those the ones with history. */
  equipmentCount: z.number().int(),
  withHistoryCount: z.number().int(),
  /** Σ of the tracked hours of the equipment with history, one decimal. */
  trackedHours: z.number(),
  /** Σ of their hours down (their ancestors' stops that stop their children included), one decimal. */
  downtimeHours: z.number(),
  /** 100 × (1 − Σ down ÷ Σ tracked), one decimal; null without history. */
  availability: z.number().nullable(),
  failures: z.number().int(),
  workOrders: z.object({
    total: z.number().int(),
    preventive: z.number().int(),
    corrective: z.number().int(),
    emergency: z.number().int(),
  }),
  /** Labour and parts spent on the equipment's orders in the period. */
  costs: z.object(costLine),
});
export type AnalyticsRollup = z.infer<typeof analyticsRollupSchema>;

/** The window every answer was computed over: the last `days` days up to `to`. */
export const analyticsPeriodSchema = z.object({
  days: z.number().int(),
  from: timestampSchema,
  to: timestampSchema,
});
export type AnalyticsPeriodWindow = z.infer<typeof analyticsPeriodSchema>;

export const TRENDS = ['improving', 'declining', 'stable'] as const;
export type Trend = (typeof TRENDS)[number];

/** The equipment analytics record of operations spec §3, one per equipment of the warehouse. */
export const equipmentPerformanceSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Where it stands and what it is part of (issue 24), for a tree of the figures. */
  locationId: idSchema.nullable(),
  parentId: idSchema.nullable(),
  /** The asset tag. */
  assetNumber: z.string(),
  status: z.enum(EQUIPMENT_STATUSES),
  criticality: z.enum(CRITICALITIES),
  /** 0–10, one decimal: the criticality, raised by the failures' impact. */
  criticalityScore: z.number(),
  /** 0–100, whole; null without history. */
  healthScore: z.number().nullable(),
  /** Operating hours ÷ failures, whole hours; null without failures in the period. */
  mtbf: z.number().nullable(),
  /** Mean repair time in hours, one decimal; null without a repair with a known duration. */
  mttr: z.number().nullable(),
  /** Percent of the period not down, one decimal; null without history. */
  availability: z.number().nullable(),
  /** Labour (when the rate is set) plus parts in the period, rounded; null without history. */
  maintenanceCost: z.number().nullable(),
  /** Hours down within the period, one decimal; null without history. */
  downtimeHours: z.number().nullable(),
  failures: z.number().int(),
  totalWorkOrders: z.number().int(),
  preventiveWorkOrders: z.number().int(),
  correctiveWorkOrders: z.number().int(),
  emergencyWorkOrders: z.number().int(),
  overduePMs: z.number().int(),
  /** Down right now: an open downtime record of its own, or of an ancestor that stops its children. */
  isDown: z.boolean(),
  trends: z.object({ mtbfTrend: z.enum(TRENDS), availabilityTrend: z.enum(TRENDS) }),
});
export type EquipmentPerformance = z.infer<typeof equipmentPerformanceSchema>;

/** Most critical first (criticality score, then lowest health). */
export const listEquipmentPerformanceQuerySchema = pageQuerySchema
  .extend({
    days,
    /** Only the predictive insights' candidates: health under 80 or availability declining. */
    insights: booleanQuery.optional(),
    ...subtreeFields,
  })
  .refine(oneSubtree, oneSubtreeIssue);
export type ListEquipmentPerformanceQuery = z.infer<typeof listEquipmentPerformanceQuerySchema>;

/**
 * GET /api/analytics/equipment-performance/summary: the four cards and the fleet's figures, of
 * the scope's equipment when asked for a location or a parent, with their roll-up.
 */
export const fleetPerformanceSchema = z.object({
  period: analyticsPeriodSchema,
  scope: analyticsScopeSchema,
  currency: z.string(),
  /** Equipment of the warehouse that is not retired. */
  equipmentCount: z.number().int(),
  /** Of those, the ones with work orders or downtime recorded (the others have no figures). */
  withHistoryCount: z.number().int(),
  activeCount: z.number().int(),
  downCount: z.number().int(),
  /** Criticality score of 8 or more. */
  criticalCount: z.number().int(),
  /** Health under 70. */
  needsAttentionCount: z.number().int(),
  /** Mean of the equipment's availability, one decimal. */
  fleetAvailability: z.number().nullable(),
  /** The fleet's operating hours ÷ its failures, whole hours. */
  mtbf: z.number().nullable(),
  /** Mean repair time over every failure with a known duration, one decimal. */
  mttr: z.number().nullable(),
  failures: z.number().int(),
  /** Labour (when the rate is set) plus parts recorded in the period, rounded. */
  maintenanceCost: z.number(),
  /** False: the labour rate is not set and maintenanceCost holds parts only. */
  laborRateSet: z.boolean(),
  availabilityDistribution: z.array(
    z.object({ range: z.enum(AVAILABILITY_BUCKETS), count: z.number().int() }),
  ),
  rollup: analyticsRollupSchema,
});
export type FleetPerformance = z.infer<typeof fleetPerformanceSchema>;

/** A day (periods up to 90 days) or a week (longer ones) of the fleet. */
export const performanceTrendPointSchema = z.object({
  /** First day of the bucket, YYYY-MM-DD (UTC). */
  date: z.string(),
  /** Mean availability of the equipment tracked in the bucket, one decimal; null when none were. */
  availability: z.number().nullable(),
  /** Work orders created in the bucket. */
  workOrders: z.number().int(),
  /** Operating hours ÷ failures in the bucket, whole hours; null without failures. */
  mtbf: z.number().nullable(),
  failures: z.number().int(),
  downtimeHours: z.number(),
});
export type PerformanceTrendPoint = z.infer<typeof performanceTrendPointSchema>;

export const performanceTrendsQuerySchema = pageQuerySchema.extend({ days });
export type PerformanceTrendsQuery = z.infer<typeof performanceTrendsQuerySchema>;

/** The eight KPIs of operations spec §3; each null until there is something to compute it from. */
export const kpisSchema = z.object({
  period: z.object({ from: timestampSchema, to: timestampSchema }),
  /** Fleet availability, %. */
  equipmentUptime: z.number().nullable(),
  /** Hours. */
  mtbf: z.number().nullable(),
  /** Hours. */
  mttr: z.number().nullable(),
  /** % of the work orders created in the period that are completed (or verified, closed). */
  workOrderCompletion: z.number().nullable(),
  /** PM compliance rate of the period, %. */
  pmCompliance: z.number().nullable(),
  /** % of the maintenance cost spent on planned (preventive) work. */
  costEfficiency: z.number().nullable(),
  /** Mean verification rating (1–5) of the period as % of 5. */
  userSatisfaction: z.number().nullable(),
  /** % of the recorded health samples in which the service reached its database. */
  systemAvailability: z.number().nullable(),
  targets: z.object(
    Object.fromEntries(KPI_NAMES.map((name) => [name, z.number()])) as Record<KpiName, z.ZodNumber>,
  ),
});
export type Kpis = z.infer<typeof kpisSchema>;

const monthSchema = z.string();

/** GET /api/analytics/maintenance-trends: PM compliance, failure patterns, planned vs unplanned. */
export const maintenanceTrendsSchema = z.object({
  period: analyticsPeriodSchema,
  /** Per calendar month over the period or the last 6 months, whichever is longer. */
  pmCompliance: z.array(
    z.object({
      month: monthSchema,
      complianceRate: z.number().nullable(),
      completed: z.number().int(),
      scheduled: z.number().int(),
    }),
  ),
  /** Failures of the period by the reason of their downtime; reasonCode null: no downtime recorded. */
  failuresByReason: z.array(
    z.object({
      reasonCode: z.string().nullable(),
      reasonLabel: z.string(),
      failures: z.number().int(),
      downtimeHours: z.number(),
    }),
  ),
  failuresByMonth: z.array(
    z.object({
      month: monthSchema,
      corrective: z.number().int(),
      emergency: z.number().int(),
      /** All failures of the month (completed corrective and emergency orders, unplanned stops). */
      failures: z.number().int(),
    }),
  ),
  plannedVsUnplanned: z.object({
    plannedOrders: z.number().int(),
    unplannedOrders: z.number().int(),
    /** % of the period's orders that were planned (preventive); null without orders. */
    plannedShare: z.number().nullable(),
    plannedDowntimeHours: z.number(),
    unplannedDowntimeHours: z.number(),
  }),
  kpis: kpisSchema,
});
export type MaintenanceTrends = z.infer<typeof maintenanceTrendsSchema>;

/**
 * GET /api/analytics/costs: cost by equipment, labour vs parts, month by month against the
 * budget; of the scope's equipment when asked for a location or a parent (its totals are then
 * the subtree's roll-up).
 */
export const costAnalysisSchema = z.object({
  period: analyticsPeriodSchema,
  scope: analyticsScopeSchema,
  currency: z.string(),
  laborRate: z.number().nullable(),
  monthlyBudget: z.number().nullable(),
  totals: z.object({ ...costLine, planned: z.number(), unplanned: z.number() }),
  /** The 10 most costly equipment of the period. */
  byEquipment: z.array(
    z.object({ equipmentId: idSchema, assetNumber: z.string(), name: z.string(), ...costLine }),
  ),
  /** Per calendar month over the period or the last 6 months, whichever is longer. */
  byMonth: z.array(z.object({ month: monthSchema, ...costLine, budget: z.number().nullable() })),
});
export type CostAnalysis = z.infer<typeof costAnalysisSchema>;

const partLine = { partId: idSchema, partNumber: z.string(), name: z.string() };

/** GET /api/analytics/inventory: turnover, usage, stock-outs and dead stock. */
export const inventoryAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  currency: z.string(),
  /** Σ stock level × unit cost now. */
  stockValue: z.number(),
  /** Σ quantity × unit cost of the parts used in the period. */
  usedValue: z.number(),
  /** Times a year the stock turns over at the period's rate of use, one decimal; null without stock. */
  turnover: z.number().nullable(),
  usageByPart: z.array(z.object({ ...partLine, quantity: z.number().int(), value: z.number() })),
  usageByMonth: z.array(z.object({ month: monthSchema, quantity: z.number().int(), value: z.number() })),
  stockOuts: z.object({
    /** Parts out of stock now. */
    count: z.number().int(),
    /** Times a part's stock reached 0 in the period. */
    events: z.number().int(),
    parts: z.array(
      z.object({ ...partLine, reorderPoint: z.number().int(), since: timestampSchema.nullable() }),
    ),
  }),
  /** Parts in stock that were not used in the last 180 days (or the period, when longer). */
  deadStock: z.object({
    count: z.number().int(),
    value: z.number(),
    parts: z.array(
      z.object({
        ...partLine,
        stockLevel: z.number().int(),
        value: z.number(),
        lastUsedAt: timestampSchema.nullable(),
      }),
    ),
  }),
});
export type InventoryAnalytics = z.infer<typeof inventoryAnalyticsSchema>;

const vendorLine = { vendorId: idSchema, vendorName: z.string() };

/**
 * GET /api/analytics/purchasing (issue 27 §8): what was spent with vendors, what is on order and
 * not yet received, and how long vendors take against what they promised. Money in the
 * warehouse's currency, to the cent.
 */
export const purchasingAnalyticsSchema = z.object({
  period: analyticsPeriodSchema,
  currency: z.string(),
  /**
   * The 10 vendors most spent with in the period. Spend is the value received (Σ quantity × the
   * line's price of the receipts taken in in the period and not reversed): what was paid for,
   * not what was ordered. `orders`: the orders those receipts were taken in on.
   */
  spendByVendor: z.array(z.object({ ...vendorLine, spend: z.number(), orders: z.number().int() })),
  /** Spend per calendar month over the period or the last 6 months, whichever is longer. */
  spendByMonth: z.array(z.object({ month: monthSchema, spend: z.number() })),
  /** Orders sent to the vendor and not received in full (ordered, partially received), now. */
  openCommitments: z.object({
    count: z.number().int(),
    /** Σ (ordered − received, never below 0) × the line's price. */
    value: z.number(),
    /** The 10 ordered longest ago. */
    orders: z.array(
      z.object({
        purchaseOrderId: idSchema,
        number: z.string(),
        vendorName: z.string(),
        orderedAt: timestampSchema.nullable(),
        /** The promised delivery day (YYYY-MM-DD). */
        expectedDate: z.string().nullable(),
        outstanding: z.number(),
      }),
    ),
  }),
  /**
   * Per vendor, the orders received in full in the period that had a promised delivery day:
   * the mean days from ordering to that day and to the day it all came, in calendar days of
   * the plant, one decimal (null with no order to measure), and how many came after the day.
   */
  leadTimes: z.array(
    z.object({
      ...vendorLine,
      orders: z.number().int(),
      promisedDays: z.number().nullable(),
      actualDays: z.number().nullable(),
      lateCount: z.number().int(),
    }),
  ),
});
export type PurchasingAnalytics = z.infer<typeof purchasingAnalyticsSchema>;
