import type { PmFrequency, PmTriggerKind } from '@shared/domain';
import type { PmTemplate } from '@shared/schemas/pm';
import { formatNumber } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { preventiveMessages } from '../messages';

type T = TextsOf<typeof preventiveMessages>;

export const FREQUENCY_LABELS = {
  daily: 'frequency.daily',
  weekly: 'frequency.weekly',
  monthly: 'frequency.monthly',
  quarterly: 'frequency.quarterly',
  annually: 'frequency.annually',
} as const satisfies Readonly<Record<PmFrequency, string>>;

/** "45 min", "1 h", "1 h 30 min": durations as a planner reads them. */
export function formatDuration(t: T, minutes: number): string {
  if (minutes < 60) return t('duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes: rest });
}

/** The trigger choices of the template form (issue 24). */
export const TRIGGER_LABELS = {
  calendar: 'trigger.calendar',
  usage: 'trigger.usage',
  gauge: 'trigger.gauge',
  usage_or_calendar: 'trigger.usage_or_calendar',
} as const satisfies Readonly<Record<PmTriggerKind, string>>;

type TriggerFields = Pick<
  PmTemplate,
  'triggerKind' | 'frequency' | 'meterName' | 'usageInterval' | 'gaugeDirection' | 'gaugeThreshold'
>;

/**
 * What makes a template due, in words: "Monthly", "Running hours: every 500", "Discharge
 * temperature above 80", "Running hours: every 500, or monthly, whichever comes first". The
 * template names its meter, not the meter's unit, so the interval stands after the meter's name.
 */
export function triggerText(t: T, template: TriggerFields): string {
  const meter = template.meterName ?? t('trigger.aMeter');
  const interval = formatNumber(template.usageInterval ?? 0);
  switch (template.triggerKind) {
    case 'usage':
      return t('trigger.text.usage', { meter, interval });
    case 'gauge':
      return t('trigger.text.gauge', {
        meter,
        direction: template.gaugeDirection ?? 'above',
        value: formatNumber(template.gaugeThreshold ?? 0),
      });
    case 'usage_or_calendar':
      return t('trigger.text.usageOrCalendar', { meter, interval, frequency: template.frequency });
    default:
      return t(FREQUENCY_LABELS[template.frequency]);
  }
}
