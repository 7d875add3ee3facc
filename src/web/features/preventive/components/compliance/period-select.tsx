import { COMPLIANCE_PERIODS } from '@shared/schemas/pm';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { CompliancePeriod } from '../../api/get-pm-compliance';

export const PERIOD_LABELS: Readonly<Record<CompliancePeriod, string>> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last year',
};

export const DEFAULT_PERIOD: CompliancePeriod = 30;

export function toCompliancePeriod(value: string | null): CompliancePeriod {
  return COMPLIANCE_PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;
}

/** Operations §2: Last 7 days, Last 30 days, Last 90 days, Last year. */
export function CompliancePeriodSelect({
  value,
  onChange,
}: {
  value: CompliancePeriod;
  onChange: (days: CompliancePeriod) => void;
}) {
  return (
    <Select value={String(value)} onValueChange={(next) => onChange(toCompliancePeriod(next))}>
      <SelectTrigger aria-label="Compliance period" className="w-full sm:w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {COMPLIANCE_PERIODS.map((days) => (
          <SelectItem key={days} value={String(days)}>
            {PERIOD_LABELS[days]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
