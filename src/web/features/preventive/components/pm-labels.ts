import type { PmFrequency, PmTriggerKind } from '@shared/domain';
import type { PmTemplate } from '@shared/schemas/pm';
import { formatNumber } from '@web/lib/formatting';

export const FREQUENCY_LABELS: Readonly<Record<PmFrequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
};

/** "45 min", "1 h", "1 h 30 min": durations as a planner reads them. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The trigger choices of the template form (issue 24). */
export const TRIGGER_LABELS: Readonly<Record<PmTriggerKind, string>> = {
  calendar: 'Every period (calendar)',
  usage: 'Every N units of a meter',
  gauge: 'When a gauge is above/below a value',
  usage_or_calendar: 'Units or period, whichever comes first',
};

type TriggerFields = Pick<
  PmTemplate,
  'triggerKind' | 'frequency' | 'meterName' | 'usageInterval' | 'gaugeDirection' | 'gaugeThreshold'
>;

/**
 * What makes a template due, in words: "Monthly", "Running hours: every 500", "Discharge
 * temperature above 80", "Running hours: every 500, or monthly, whichever comes first". The
 * template names its meter, not the meter's unit, so the interval stands after the meter's name.
 */
export function triggerText(template: TriggerFields): string {
  const meter = template.meterName ?? 'a meter';
  const usage = `${meter}: every ${formatNumber(template.usageInterval ?? 0)}`;
  switch (template.triggerKind) {
    case 'usage':
      return usage;
    case 'gauge':
      return `${meter} ${template.gaugeDirection ?? 'above'} ${formatNumber(template.gaugeThreshold ?? 0)}`;
    case 'usage_or_calendar':
      return `${usage}, or ${FREQUENCY_LABELS[template.frequency].toLowerCase()}, whichever comes first`;
    default:
      return FREQUENCY_LABELS[template.frequency];
  }
}
