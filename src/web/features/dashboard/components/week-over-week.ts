import type { DashboardStats } from '@shared/schemas/dashboard';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { dashboardMessages } from '../messages';

/**
 * The real change in work orders created in the last 7 days against the 7 before (the spec's
 * '+12% from last week' was fixed text; ours is computed by the server).
 */
export function weekOverWeekText(
  t: TextsOf<typeof dashboardMessages>,
  { changePercent }: DashboardStats['weekOverWeek'],
): string {
  if (changePercent === null) return t('wow.noneLastWeek');
  const rounded = Math.round(changePercent);
  if (rounded === 0) return t('wow.noChange');
  // A true minus sign, as a typeset figure reads.
  return t('wow.change', { sign: rounded > 0 ? '+' : '\u2212', percent: String(Math.abs(rounded)) });
}

export type Trend = 'up' | 'down' | 'flat';

export function weekOverWeekTrend({ changePercent }: DashboardStats['weekOverWeek']): Trend {
  if (changePercent === null || Math.round(changePercent) === 0) return 'flat';
  return changePercent > 0 ? 'up' : 'down';
}
