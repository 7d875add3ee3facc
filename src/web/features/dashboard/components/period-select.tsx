import { DASHBOARD_PERIODS } from '@shared/schemas/dashboard';
import { parsePeriod, PeriodSelect as KitPeriodSelect } from '@web/components/period-select';
import type { DashboardPeriod } from '../api/get-dashboard-stats';

export function toPeriod(value: string | null): DashboardPeriod {
  return parsePeriod(DASHBOARD_PERIODS, value, 30);
}

/** Last 7, 30 or 90 days (core spec §2). */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (days: DashboardPeriod) => void;
}) {
  return (
    <KitPeriodSelect
      value={value}
      periods={DASHBOARD_PERIODS}
      labelOf={(days) => `Last ${days} Days`}
      onChange={onChange}
      ariaLabel="Date range"
      align="end"
    />
  );
}
