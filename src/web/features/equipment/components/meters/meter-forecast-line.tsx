import { Gauge } from 'lucide-react';
import type { Meter } from '@shared/schemas/meters';
import { Skeleton } from '@web/components/ui/skeleton';
import { NotOnDeviceError } from '@web/lib/replica/local-reads/local-answer';
import { useT } from '@web/lib/i18n/use-t';
import { useMeterForecast } from '../../api/meters/get-forecast';
import { equipmentMessages } from '../../messages';
import { forecastText } from './meter-words';

/** Under a counter: when its nearest usage-based PM falls due, or why that cannot be told yet. */
export function MeterForecastLine({ meter }: { meter: Meter }) {
  const t = useT(equipmentMessages);
  const forecast = useMeterForecast(meter.id, meter.kind === 'counter');
  if (meter.kind !== 'counter') return null;
  if (forecast.isPending)
    return <Skeleton className="h-5 w-64 max-w-full" aria-label={t('forecast.loading')} />;
  if (!forecast.data) {
    return (
      <p className="text-sm text-muted-foreground">
        {forecast.error instanceof NotOnDeviceError ? t('forecast.needsConnection') : t('forecast.notLoaded')}
      </p>
    );
  }
  const text = forecastText(t, forecast.data, forecast.data.usageInterval);
  return (
    <p
      className="flex items-start gap-2 text-sm"
      data-testid="meter-forecast"
      title={forecast.data.pmTitle ?? undefined}
    >
      <Gauge className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
