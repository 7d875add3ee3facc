import { forecastUsage, type ForecastReading, type UsageForecast } from '../../../shared/meter-forecast';
import type { Executor } from '../../db/client';
import * as repo from './usage.repository';

/** A counter-triggered pair without an open order, and when its meter will make it due. */
export interface PairForecast {
  pair: repo.UsagePairRow;
  forecast: UsageForecast;
}

/**
 * The usage forecasts of a warehouse's counter-triggered PM (issue 24 §5): for each pair with
 * no open order, `forecastUsage` over its meter's recent readings towards the pair's due total
 * (`meteredPairsSql`), the rule the meters module's forecast applies. Pairs whose meter gives no
 * forecast (too few readings, standing still) are left out.
 */
export async function usageForecasts(
  db: Executor,
  warehouseId: string,
  templateIds?: readonly string[],
): Promise<PairForecast[]> {
  const pairs = await repo.pairsToForecast(db, warehouseId, templateIds);
  const meterIds = [...new Set(pairs.map((p) => p.meter_id))];
  const byMeter = new Map<string, ForecastReading[]>();
  for (const { meter_id, readings } of await repo.windowReadings(db, meterIds)) {
    byMeter.set(
      meter_id,
      readings.at.map((at, i) => ({
        readAt: new Date(at),
        total: Number(readings.total[i]),
        reset: readings.reset[i] === true,
      })),
    );
  }
  const forecasts: PairForecast[] = [];
  for (const pair of pairs) {
    const history = byMeter.get(pair.meter_id) ?? [];
    const forecast = history.length === 0 ? null : forecastUsage(history, Number(pair.due_total));
    if (forecast?.kind === 'forecast') forecasts.push({ pair, forecast });
  }
  return forecasts;
}

/** Each template's earliest forecast due date among its assets. */
export function earliestByTemplate(forecasts: readonly PairForecast[]): Map<string, Date> {
  const earliest = new Map<string, Date>();
  for (const { pair, forecast } of forecasts) {
    const known = earliest.get(pair.template_id);
    if (!known || forecast.nextDueAt < known) earliest.set(pair.template_id, forecast.nextDueAt);
  }
  return earliest;
}
