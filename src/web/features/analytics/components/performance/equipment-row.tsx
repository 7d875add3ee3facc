import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { EquipmentPerformance, Trend } from '@shared/schemas/analytics';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import { TrendIcon } from '../shared/analytics-badges';
import { UserText } from '@web/components/user-text';

/** The equipment's name, linking to its detail on the equipment screen, and its asset number. */
export function EquipmentName({
  equipment,
}: {
  equipment: Pick<EquipmentPerformance, 'name' | 'assetNumber' | 'isDown'>;
}) {
  const t = useT(analyticsMessages);
  return (
    <div className="min-w-0">
      <Link
        href={`/equipment?asset=${encodeURIComponent(equipment.assetNumber)}`}
        className="flex w-fit max-w-full items-center font-medium hover:underline focus-visible:underline touch:min-h-11"
      >
        <UserText className="min-w-0">{equipment.name}</UserText>
      </Link>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span className="font-mono">{equipment.assetNumber}</span>
        {equipment.isDown ? <Badge variant="destructive">{t('equipment.downNow')}</Badge> : null}
      </p>
    </div>
  );
}

/** A figure with its label, and its trend arrow when it has one. */
export function Figure({
  label,
  value,
  trend,
  muted,
  className,
}: {
  label: string;
  value: ReactNode;
  trend?: Trend;
  muted?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'flex items-center gap-1.5 text-sm font-medium tabular-nums',
          muted && 'text-muted-foreground',
        )}
      >
        {value}
        {trend ? <TrendIcon trend={trend} /> : null}
      </dd>
    </div>
  );
}
