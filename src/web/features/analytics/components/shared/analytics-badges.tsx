import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { Trend } from '@shared/schemas/analytics';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import {
  formatCriticality,
  HEALTH_BADGES,
  HEALTH_LABELS,
  healthLabel,
  isCriticalAsset,
  TREND_LABELS,
  TREND_TEXT,
} from './analytics-labels';

/** "92 · Excellent", or "No data" without history. The label is spoken as well as coloured. */
export function HealthBadge({ score, className }: { score: number | null; className?: string }) {
  const label = healthLabel(score);
  return (
    <Badge variant={HEALTH_BADGES[label]} className={cn('tabular-nums', className)} data-health={label}>
      {score === null ? (
        HEALTH_LABELS[label]
      ) : (
        <>
          <span className="sr-only">Health </span>
          {formatNumber(score)}% · {HEALTH_LABELS[label]}
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
  const critical = isCriticalAsset(score);
  return (
    <Badge
      variant={critical ? 'destructive' : 'outline'}
      className={cn('tabular-nums', className)}
      data-critical={critical || undefined}
      title={critical ? 'Critical asset' : undefined}
    >
      {withLabel ? `Criticality ${formatCriticality(score)}` : formatCriticality(score)}
    </Badge>
  );
}

const TREND_ICONS = { improving: TrendingUp, declining: TrendingDown, stable: Minus } as const;

/** The trend's arrow in its colour, with its name for screen readers and on hover. */
export function TrendIcon({ trend, className }: { trend: Trend; className?: string }) {
  const Icon = TREND_ICONS[trend];
  return (
    <span
      className={cn('inline-flex', TREND_TEXT[trend], className)}
      title={TREND_LABELS[trend]}
      data-trend={trend}
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{TREND_LABELS[trend]}</span>
    </span>
  );
}
