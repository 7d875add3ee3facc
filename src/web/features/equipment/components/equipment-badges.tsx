import type { Criticality, EquipmentStatus } from '@shared/domain';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';

/** The catalogue key of each status's name. */
export const EQUIPMENT_STATUS_LABELS = {
  active: 'status.active',
  inactive: 'status.inactive',
  maintenance: 'status.maintenance',
  retired: 'status.retired',
} as const satisfies Readonly<Record<EquipmentStatus, string>>;

/** The catalogue key of each criticality's name. */
export const CRITICALITY_LABELS = {
  low: 'criticality.low',
  medium: 'criticality.medium',
  high: 'criticality.high',
  critical: 'criticality.critical',
} as const satisfies Readonly<Record<Criticality, string>>;

const STATUS_DOTS: Readonly<Record<EquipmentStatus, string>> = {
  active: 'bg-equipment-active',
  inactive: 'bg-equipment-inactive',
  maintenance: 'bg-equipment-maintenance',
  retired: 'bg-equipment-retired',
};

const CRITICALITY_STYLES: Readonly<Record<Criticality, string>> = {
  low: 'border-border text-muted-foreground',
  medium: 'border-priority-medium/30 bg-priority-medium/8 text-foreground',
  high: 'border-priority-high/40 bg-priority-high/10 text-foreground',
  critical: 'border-transparent bg-priority-critical text-destructive-foreground',
};

const pill =
  'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** A coloured dot with the word: the colour helps at a glance, the text carries the meaning (AA contrast). */
export function EquipmentStatusBadge({ status, className }: { status: EquipmentStatus; className?: string }) {
  const t = useT(equipmentMessages);
  return (
    <span className={cn(pill, 'bg-card text-foreground', className)}>
      <span aria-hidden className={cn('size-2 rounded-full', STATUS_DOTS[status])} />
      {t(EQUIPMENT_STATUS_LABELS[status])}
    </span>
  );
}

/** Critical assets get a solid red pill: the one a planner must not miss. */
export function CriticalityBadge({
  criticality,
  className,
}: {
  criticality: Criticality;
  className?: string;
}) {
  const t = useT(equipmentMessages);
  return (
    <span className={cn(pill, CRITICALITY_STYLES[criticality], className)}>
      <span className="sr-only">{t('badge.criticalityPrefix')} </span>
      {t(`badge.level.${criticality}`)}
      <span aria-hidden className="font-normal opacity-80">
        {t('badge.criticalitySuffix')}
      </span>
    </span>
  );
}
