import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@shared/schemas/analytics';
import { parsePeriod, PeriodSelect } from '@web/components/period-select';
import { LocationPicker } from '@web/components/locations';
import { Label } from '@web/components/ui/label';
import { formatDate } from '@web/lib/formatting';
import { useAnalyticsLocation } from '../../api/analytics-location';

export const PERIOD_LABELS: Readonly<Record<AnalyticsPeriod, string>> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  180: 'Last 180 days',
  365: 'Last 365 days',
};

export function toAnalyticsPeriod(value: string | null): AnalyticsPeriod {
  return parsePeriod(ANALYTICS_PERIODS, value, DEFAULT_ANALYTICS_PERIOD);
}

/** "the last 30 days", for sentences such as "No failures recorded in the last 30 days". */
export function periodPhrase(days: number): string {
  return `the last ${days} days`;
}

/** The location picker of a tab whose figures can be read per location (the whole plant by default). */
function LocationScope() {
  const { locationId, setLocationId } = useAnalyticsLocation();
  return (
    <div className="w-full sm:w-64">
      <Label htmlFor="analytics-location" className="sr-only">
        Location
      </Label>
      <LocationPicker
        id="analytics-location"
        value={locationId}
        onChange={setLocationId}
        noneLabel={WHOLE_PLANT}
        placeholder={WHOLE_PLANT}
      />
    </div>
  );
}

const WHOLE_PLANT = 'Whole plant';

/**
 * The period select every tab starts with (and, where the figures can be read per location, the
 * location: `scoped`), and the window the answer was computed over ("12 Mar – 10 Jun 2026"), so a
 * printed or shared screen says what it covers.
 */
export function AnalyticsToolbar({
  days,
  onDaysChange,
  covering,
  scoped = false,
}: {
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
  covering?: { from: string; to: string };
  scoped?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-2 sm:flex-row">
        <PeriodSelect
          value={days}
          periods={ANALYTICS_PERIODS}
          labelOf={(period) => PERIOD_LABELS[period]}
          onChange={onDaysChange}
          ariaLabel="Analytics period"
          className="w-full sm:w-48"
        />
        {scoped ? <LocationScope /> : null}
      </div>
      {covering ? (
        <p className="text-xs text-muted-foreground sm:text-sm">
          Figures from {formatDate(covering.from)} to {formatDate(covering.to)}
        </p>
      ) : null}
    </div>
  );
}
