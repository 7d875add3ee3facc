import { COMPLIANCE_PERIODS } from '@shared/schemas/pm';
import { parsePeriod, PeriodSelect } from '@web/components/period-select';
import type { CompliancePeriod } from '../../api/get-pm-compliance';

export const PERIOD_LABELS: Readonly<Record<CompliancePeriod, string>> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last year',
};

export const DEFAULT_PERIOD: CompliancePeriod = 30;

export function toCompliancePeriod(value: string | null): CompliancePeriod {
  return parsePeriod(COMPLIANCE_PERIODS, value, DEFAULT_PERIOD);
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
    <PeriodSelect
      value={value}
      periods={COMPLIANCE_PERIODS}
      labelOf={(days) => PERIOD_LABELS[days]}
      onChange={onChange}
      ariaLabel="Compliance period"
      className="w-full sm:w-44"
    />
  );
}
