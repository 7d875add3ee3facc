import { workOrderKeys } from '@web/components/work-orders/query-keys';
import type { AnalyticsSubtree } from './analytics-scope';

/**
 * Query keys of the analytics answers. Every figure is computed from work orders (and the
 * downtime and parts usage recorded on them), so the keys sit under the work-order list prefix:
 * a work-order change anywhere in the app marks the analytics stale too, as it does PM compliance.
 */
export const analyticsKeys = {
  all: () => [...workOrderKeys.lists(), 'analytics'] as const,
  summary: (days: number, scope: AnalyticsSubtree) =>
    [...analyticsKeys.all(), 'summary', days, scope] as const,
  equipment: (params: Readonly<Record<string, string>>) =>
    [...analyticsKeys.all(), 'equipment', params] as const,
  performanceTrends: (days: number) => [...analyticsKeys.all(), 'performance-trends', days] as const,
  maintenanceTrends: (days: number) => [...analyticsKeys.all(), 'maintenance-trends', days] as const,
  costs: (days: number, scope: AnalyticsSubtree) => [...analyticsKeys.all(), 'costs', days, scope] as const,
  inventory: (days: number) => [...analyticsKeys.all(), 'inventory', days] as const,
};
