/**
 * The names the analytics screens choose from: the periods, the availability ranges and the KPIs
 * (issue 12, operations spec §3, §9). Apart from the analytics schemas that are built from them,
 * so a screen that needs a name does not load every schema of the module (bundle budgets).
 */

export const ANALYTICS_PERIODS = [7, 30, 90, 180, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 90;

export const AVAILABILITY_BUCKETS = ['95-100%', '85-94%', '70-84%', '<70%'] as const;
export type AvailabilityBucket = (typeof AVAILABILITY_BUCKETS)[number];

/** Operations spec §9's KPI targets; MTTR is the one where lower is better. */
export const KPI_NAMES = [
  'equipmentUptime',
  'mtbf',
  'mttr',
  'workOrderCompletion',
  'pmCompliance',
  'costEfficiency',
  'userSatisfaction',
  'systemAvailability',
] as const;
export type KpiName = (typeof KPI_NAMES)[number];
