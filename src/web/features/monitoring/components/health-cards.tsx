import { Activity, Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { healthBand } from '@shared/monitoring/thresholds';
import type { HealthScore, PerformanceHealth, Trend } from '@shared/schemas/monitoring';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { monitoringMessages } from '../messages';
import { BAND_TEXT } from './monitoring-format';

/** Each score's title is the catalogue's `health.<score>`. */
const SCORES = ['overall', 'infrastructure', 'application', 'business'] as const;
type Score = (typeof SCORES)[number];

const TREND_ICONS: Readonly<Record<Trend, LucideIcon>> = {
  improving: TrendingUp,
  declining: TrendingDown,
  stable: Minus,
};

function HealthCard({ score, health }: { score: Score; health: HealthScore }) {
  const t = useT(monitoringMessages);
  const TrendIcon = health.trend ? TREND_ICONS[health.trend] : Activity;
  const band = health.score === null ? null : healthBand(health.score);
  return (
    <Card
      className="p-4 sm:p-5"
      role="group"
      aria-label={t(`health.${score}.label`)}
      data-band={band ?? 'none'}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{t(`health.${score}`)}</h2>
        <TrendIcon className={cn('size-4', band ? BAND_TEXT[band] : 'text-muted-foreground')} aria-hidden />
      </div>
      <p
        className={cn(
          'mt-2 text-2xl font-semibold tabular-nums sm:text-3xl',
          band ? BAND_TEXT[band] : 'text-base text-muted-foreground sm:text-base',
        )}
      >
        {health.score === null ? t('noData') : formatNumber(Math.round(health.score))}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {health.trend ? t(`health.trend.${health.trend}`) : t('health.noTrend')}
      </p>
    </Card>
  );
}

/** Overall, Infrastructure, Application and Business scores (0–100), coloured by band, with a trend. */
export function HealthCards({ health }: { health: PerformanceHealth }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {SCORES.map((score) => (
        <HealthCard key={score} score={score} health={health[score]} />
      ))}
    </div>
  );
}
