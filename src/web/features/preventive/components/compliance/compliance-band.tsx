import { PM_AT_RISK_THRESHOLD, PM_COMPLIANCE_TARGET } from '@shared/constants';
import {
  EQUIPMENT_COMPLIANCE_FILTERS,
  type EquipmentCompliance,
  type EquipmentComplianceFilter,
} from '@shared/schemas/pm';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { formatNumber, formatPercent } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { preventiveMessages } from '../../messages';

/** Operations spec §4: ≥ 95 green, ≥ 85 yellow, else red; no rate when nothing was due. */
export type ComplianceBand = 'on-target' | 'below-target' | 'at-risk' | 'no-data';

export function complianceBand(rate: number | null): ComplianceBand {
  if (rate === null) return 'no-data';
  if (rate >= PM_COMPLIANCE_TARGET) return 'on-target';
  if (rate >= PM_AT_RISK_THRESHOLD) return 'below-target';
  return 'at-risk';
}

export const BAND_LABELS = {
  'on-target': 'band.onTarget',
  'below-target': 'band.belowTarget',
  'at-risk': 'band.atRisk',
  'no-data': 'band.noData',
} as const satisfies Readonly<Record<ComplianceBand, string>>;

const BAND_BADGES: Readonly<Record<ComplianceBand, BadgeVariant>> = {
  'on-target': 'success',
  'below-target': 'warning',
  'at-risk': 'destructive',
  'no-data': 'secondary',
};

/** Text colour of a rate, for the big figure on the tile. */
export const BAND_TEXT: Readonly<Record<ComplianceBand, string>> = {
  'on-target': 'text-success',
  'below-target': 'text-warning',
  'at-risk': 'text-destructive',
  'no-data': 'text-muted-foreground',
};

/** Bar fill per band: the theme's own tokens, so charts and badges agree. */
export const BAND_FILLS: Readonly<Record<ComplianceBand, string>> = {
  'on-target': 'var(--success)',
  'below-target': 'var(--warning)',
  'at-risk': 'var(--destructive)',
  'no-data': 'var(--muted)',
};

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : formatPercent(rate);
}

/** The rate with its band, e.g. "87.5%" on yellow; the band is also spoken, not only shown. */
export function ComplianceRateBadge({ rate, className }: { rate: number | null; className?: string }) {
  const t = useT(preventiveMessages);
  const band = complianceBand(rate);
  const label = t(BAND_LABELS[band]);
  return (
    <Badge
      variant={BAND_BADGES[band]}
      className={cn('tabular-nums', className)}
      data-band={band}
      title={label}
    >
      {rate === null ? label : formatRate(rate)}
      {rate === null ? null : <span className="sr-only">, {label}</span>}
    </Badge>
  );
}

export type EquipmentComplianceRow = EquipmentCompliance;

/** The list filter of operations §2, applied by the server; equipment with nothing due is neither band. */
export const EQUIPMENT_FILTERS = EQUIPMENT_COMPLIANCE_FILTERS;
export type EquipmentFilter = EquipmentComplianceFilter;

export const EQUIPMENT_FILTER_LABELS = {
  all: 'filter.all',
  compliant: 'filter.compliant',
  'at-risk': 'filter.atRisk',
  overdue: 'filter.overdue',
} as const satisfies Readonly<Record<EquipmentFilter, string>>;

/** The values the filter labels take: the band limits, as the locale writes numbers. */
export const filterLabelValues = () => ({
  target: formatNumber(PM_COMPLIANCE_TARGET),
  threshold: formatNumber(PM_AT_RISK_THRESHOLD),
});

export function toEquipmentFilter(value: string | null): EquipmentFilter {
  return EQUIPMENT_FILTERS.find((filter) => filter === value) ?? 'all';
}
