import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { Trend } from '@shared/schemas/analytics';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import {
  formatCriticality,
  HEALTH_BADGES,
  healthLabel,
  healthText,
  isCriticalAsset,
  TREND_TEXT,
} from './analytics-labels';

/** "92 · Excellent", or "No data" without history. The label is spoken as well as coloured. */
export function HealthBadge({ score, className }: { score: number | null; className?: string }) {
  const t = useT(analyticsMessages);
  const label = healthLabel(score);
  return (
    <Badge variant={HEALTH_BADGES[label]} className={cn('tabular-nums', className)} data-health={label}>
      {score === null ? (
        healthText(t, label)
      ) : (
        <>
          <span className="sr-only">{t('badge.health')} </span>
          {t('badge.healthValue', { score: formatNumber(score), label: healthText(t, label) })}
        </>
      )}
    </Badge>
  );
}

/**
 * "Criticality 8.5/10" (or the bare "8.5/10" where a label already names it); critical assets
 * (8 or more) in the destructive style.
 */
export function CriticalityBadge({
  score,
  withLabel = true,
  className,
}: {
  score: number;
  withLabel?: boolean;
  className?: string;
}) {
  const t = useT(analyticsMessages);
  const critical = isCriticalAsset(score);
  return (
    <Badge
      variant={critical ? 'destructive' : 'outline'}
      className={cn('tabular-nums', className)}
      data-critical={critical || undefined}
      title={critical ? t('badge.criticalAsset') : undefined}
    >
      {withLabel ? t('badge.criticality', { score: formatCriticality(score) }) : formatCriticality(score)}
    </Badge>
  );
}

const TREND_ICONS = { improving: TrendingUp, declining: TrendingDown, stable: Minus } as const;

/** The trend's arrow in its colour, with its name for screen readers and on hover. */
export function TrendIcon({ trend, className }: { trend: Trend; className?: string }) {
  const t = useT(analyticsMessages);
  const Icon = TREND_ICONS[trend];
  return (
    <span
      className={cn('inline-flex', TREND_TEXT[trend], className)}
      title={t(`trend.${trend}`)}
      data-trend={trend}
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{t(`trend.${trend}`)}</span>
    </span>
  );
}
