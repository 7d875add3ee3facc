import {
  FORECAST_WINDOW_DAYS,
  forecastUsage,
  GAUGE_HAS_NO_FORECAST,
  NO_USAGE_PM,
} from '../../../shared/meter-forecast';
import type { MeterForecast } from '../../../shared/schemas/meters';
import type { Executor } from '../../db/client';
import { toIso } from '../../lib/dates';
import * as repo from './meters.repository';
import type { UsageDue } from '../pm/usage.repository';

const DAY_MS = 86_400_000;

/**
 * `GET /api/meters/{id}/forecast` (issue 24 §5): the usage-based PM due first on a counter and
 * when it is expected, from the median daily rate of the readings of the last 90 days before the
 * latest one (`forecastUsage`), towards the due total of the PM due first (`dues`, the PM
 * scheduler's rule). A few index probes and one range of the meter's readings.
 */
export async function meterForecast(
  db: Executor,
  meter: repo.MeterRow,
  dues: (meter: repo.MeterRow) => Promise<readonly UsageDue[]>,
): Promise<MeterForecast> {
  const none = {
    rate: null,
    unit: meter.unit,
    nextDueAt: null,
    earliest: null,
    latest: null,
    basis: null,
    dueAtTotal: null,
    usageInterval: null,
    pmTemplateId: null,
    pmTitle: null,
  };
  if (meter.kind === 'gauge') return { ...none, reason: GAUGE_HAS_NO_FORECAST };
  const [due] = await dues(meter);
  if (!due) return { ...none, reason: NO_USAGE_PM };
  const pm = {
    dueAtTotal: due.dueAtTotal,
    usageInterval: due.usageInterval,
    pmTemplateId: due.templateId,
    pmTitle: due.pmTitle,
  };
  const since = meter.lastReadAt && new Date(meter.lastReadAt.getTime() - FORECAST_WINDOW_DAYS * DAY_MS);
  const readings = since ? await repo.readingsSince(db, meter.id, since) : [];
  const result = forecastUsage(
    readings.map((r) => ({ readAt: r.readAt, total: r.total ?? 0, reset: r.reset !== null })),
    due.dueAtTotal ?? 0,
  );
  if (result.kind === 'none') return { ...none, ...pm, rate: result.rate, reason: result.reason };
  return {
    ...none,
    ...pm,
    rate: result.rate,
    nextDueAt: toIso(result.nextDueAt),
    earliest: toIso(result.earliest),
    latest: toIso(result.latest),
    basis: {
      readings: result.basis.readings,
      days: result.basis.days,
      from: toIso(result.basis.from),
      to: toIso(result.basis.to),
    },
    reason: null,
  };
}
