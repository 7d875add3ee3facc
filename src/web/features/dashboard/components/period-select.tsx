import { DASHBOARD_PERIODS } from '@shared/schemas/dashboard';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { DashboardPeriod } from '../api/get-dashboard-stats';

export function toPeriod(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((days) => String(days) === value) ?? 30;
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
    <Select value={String(value)} onValueChange={(next) => onChange(toPeriod(next))}>
      <SelectTrigger aria-label="Date range" className="w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {DASHBOARD_PERIODS.map((days) => (
          <SelectItem key={days} value={String(days)}>
            Last {days} Days
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
