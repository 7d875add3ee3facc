import type { GaugeDirection, PmTriggerKind } from '../../../shared/domain';
import type { PmTemplateInput } from '../../../shared/schemas/pm';
import { formatMeterValue } from '../../../shared/meter-rules';

/** The trigger columns a template stores (issue 24). */
export interface TriggerColumns {
  triggerKind: PmTriggerKind;
  meterName: string | null;
  usageInterval: number | null;
  gaugeDirection: GaugeDirection | null;
  gaugeThreshold: number | null;
}

/**
 * The trigger as stored: only the fields its kind reads, the others cleared, so a template
 * switched from a gauge to a calendar trigger keeps no stale threshold that reads as if it applied.
 */
export function triggerColumns(input: Pick<PmTemplateInput, keyof TriggerColumns>): TriggerColumns {
  const { triggerKind } = input;
  const usage = triggerKind === 'usage' || triggerKind === 'usage_or_calendar';
  const gauge = triggerKind === 'gauge';
  return {
    triggerKind,
    meterName: triggerKind === 'calendar' ? null : (input.meterName ?? null),
    usageInterval: usage ? (input.usageInterval ?? null) : null,
    gaugeDirection: gauge ? (input.gaugeDirection ?? null) : null,
    gaugeThreshold: gauge ? (input.gaugeThreshold ?? null) : null,
  };
}

const wholeRate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const tenthRate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const smallRate = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/**
 * A daily rate as a planner reads it: whole units from 10 a day up ("38 h/day"), a tenth below
 * ("2.5 h/day"), two significant digits under one a day ("0.14 h/day"). The forecast's range
 * already says how uncertain it is, so more digits would only pretend precision.
 */
export function formatRate(perDay: number, unit: string): string {
  const format = perDay >= 10 ? wholeRate : perDay >= 1 ? tenthRate : smallRate;
  return `${format.format(perDay)} ${unit}/day`;
}

/** A usage forecast in words: "next 500 h service at 12,500 h, at 38 h/day". */
export const usageBasis = (f: { interval: number; dueAtTotal: number; rate: number; unit: string }) =>
  `next ${formatMeterValue(f.interval, f.unit)} service at ${formatMeterValue(f.dueAtTotal, f.unit)}, at ${formatRate(f.rate, f.unit)}`;

/** What a meter showed when the scheduler raised the order. */
export type MeterTrigger =
  | { kind: 'usage'; meterName: string; unit: string; dueAtTotal: number; total: number }
  | {
      kind: 'gauge';
      meterName: string;
      unit: string;
      direction: GaugeDirection;
      threshold: number;
      value: number;
    };

/**
 * The first line of a meter-raised order's notes, saying why it is due now:
 * "Due at 12,500 h (meter Running hours at 12,512 h)" or
 * "Due when Bearing temperature is above 80 °C (read 84.5 °C)".
 */
export function triggerNote(trigger: MeterTrigger): string {
  if (trigger.kind === 'usage') {
    return `Due at ${formatMeterValue(trigger.dueAtTotal, trigger.unit)} (meter ${trigger.meterName} at ${formatMeterValue(trigger.total, trigger.unit)})`;
  }
  return `Due when ${trigger.meterName} is ${trigger.direction} ${formatMeterValue(trigger.threshold, trigger.unit)} (read ${formatMeterValue(trigger.value, trigger.unit)})`;
}

/** The order's notes: the trigger first, then the template's own description. */
export const notesWithTrigger = (trigger: MeterTrigger | null, description: string | null) =>
  trigger === null ? description : [triggerNote(trigger), description].filter(Boolean).join('\n\n');
