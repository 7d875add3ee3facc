import { DASHBOARD_PERIODS } from '@shared/schemas/dashboard';
import { parsePeriod, PeriodSelect as KitPeriodSelect } from '@web/components/period-select';
import { useT } from '@web/lib/i18n/use-t';
import type { DashboardPeriod } from '../api/get-dashboard-stats';
import { dashboardMessages } from '../messages';

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
  const t = useT(dashboardMessages);
  return (
    <KitPeriodSelect
      value={value}
      periods={DASHBOARD_PERIODS}
      labelOf={(days) => t('period.label', { days })}
      onChange={onChange}
      ariaLabel={t('period.ariaLabel')}
      align="end"
    />
  );
}
