import { COMPLIANCE_PERIODS } from '@shared/schemas/pm';
import { parsePeriod, PeriodSelect } from '@web/components/period-select';
import { useT } from '@web/lib/i18n/use-t';
import type { CompliancePeriod } from '../../api/get-pm-compliance';
import { preventiveMessages } from '../../messages';

export const PERIOD_LABELS = {
  7: 'period.7',
  30: 'period.30',
  90: 'period.90',
  365: 'period.365',
} as const satisfies Readonly<Record<CompliancePeriod, string>>;

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
  const t = useT(preventiveMessages);
  return (
    <PeriodSelect
      value={value}
      periods={COMPLIANCE_PERIODS}
      labelOf={(days) => t(PERIOD_LABELS[days])}
      onChange={onChange}
      ariaLabel={t('period.label')}
      className="w-full sm:w-44"
    />
  );
}
