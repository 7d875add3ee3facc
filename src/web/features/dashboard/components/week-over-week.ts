import type { DashboardStats } from '@shared/schemas/dashboard';

/**
 * The real change in work orders created in the last 7 days against the 7 before (the spec's
 * '+12% from last week' was fixed text; ours is computed by the server).
 */
export function weekOverWeekText({ changePercent }: DashboardStats['weekOverWeek']): string {
  if (changePercent === null) return 'No work orders last week';
  const rounded = Math.round(changePercent);
  if (rounded === 0) return 'No change from last week';
  // A true minus sign, as a typeset figure reads.
  return `${rounded > 0 ? '+' : '\u2212'}${Math.abs(rounded)}% from last week`;
}

export type Trend = 'up' | 'down' | 'flat';

export function weekOverWeekTrend({ changePercent }: DashboardStats['weekOverWeek']): Trend {
  if (changePercent === null || Math.round(changePercent) === 0) return 'flat';
  return changePercent > 0 ? 'up' : 'down';
}
