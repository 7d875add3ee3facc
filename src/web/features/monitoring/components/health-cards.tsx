import { Activity, Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { healthBand } from '@shared/monitoring/thresholds';
import type { HealthScore, PerformanceHealth, Trend } from '@shared/schemas/monitoring';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { BAND_TEXT, NO_DATA } from './monitoring-format';

const SCORES = [
  ['overall', 'Overall'],
  ['infrastructure', 'Infrastructure'],
  ['application', 'Application'],
  ['business', 'Business'],
] as const;

const TRENDS: Readonly<Record<Trend, { icon: LucideIcon; text: string }>> = {
  improving: { icon: TrendingUp, text: 'Improving' },
  declining: { icon: TrendingDown, text: 'Declining' },
  stable: { icon: Minus, text: 'Stable' },
};

function HealthCard({ title, health }: { title: string; health: HealthScore }) {
  const trend = health.trend ? TRENDS[health.trend] : null;
  const TrendIcon = trend?.icon ?? Activity;
  const band = health.score === null ? null : healthBand(health.score);
  return (
    <Card className="p-4 sm:p-5" role="group" aria-label={`${title} health`} data-band={band ?? 'none'}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <TrendIcon className={cn('size-4', band ? BAND_TEXT[band] : 'text-muted-foreground')} aria-hidden />
      </div>
      <p
        className={cn(
          'mt-2 text-2xl font-semibold tabular-nums sm:text-3xl',
          band ? BAND_TEXT[band] : 'text-base text-muted-foreground sm:text-base',
        )}
      >
        {health.score === null ? NO_DATA : formatNumber(Math.round(health.score))}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {trend ? `${trend.text} on the previous hour` : 'No trend yet'}
      </p>
    </Card>
  );
}

/** Overall, Infrastructure, Application and Business scores (0–100), coloured by band, with a trend. */
export function HealthCards({ health }: { health: PerformanceHealth }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {SCORES.map(([key, title]) => (
        <HealthCard key={key} title={title} health={health[key]} />
      ))}
    </div>
  );
}
