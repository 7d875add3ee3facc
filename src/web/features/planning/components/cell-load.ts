import type { PlanningTechnician } from '@shared/schemas/planning';
import { formatNumber } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import type { planningMessages } from '../messages';

type T = TextsOf<typeof planningMessages>;

type PlanningDay = PlanningTechnician['days'][number];

/** Above this share of the day's capacity a cell turns amber: one more order may not fit. */
const NEARLY_FULL_SHARE = 0.9;

export type LoadLevel = 'free' | 'nearly-full' | 'over';

/** How full a technician's day is: over its capacity, above 90 % of it, or with room. */
export function loadLevel({ load, capacity }: Pick<PlanningDay, 'load' | 'capacity'>): LoadLevel {
  if (load > capacity) return 'over';
  if (capacity > 0 && load > capacity * NEARLY_FULL_SHARE) return 'nearly-full';
  return 'free';
}

/** "6 / 8 h": the day's load against its capacity. */
export function loadText(t: T, { load, capacity }: Pick<PlanningDay, 'load' | 'capacity'>): string {
  return t('load.text', { load: formatNumber(load), capacity: formatNumber(capacity) });
}

/** What the colour says, in words: "Over by 2 h", "Full", "Nearly full", or nothing with room left. */
export function loadNote(t: T, day: Pick<PlanningDay, 'load' | 'capacity'>): string | null {
  const level = loadLevel(day);
  if (level === 'over') return t('load.over', { hours: formatNumber(day.load - day.capacity) });
  if (level === 'free') return null;
  // Amber either way (issue 26: above 90 %), but a day with no hour left is not "nearly" full.
  return day.load === day.capacity ? t('load.full') : t('load.nearlyFull');
}

/** "Off — Vacation" for a whole day off, "Partly off — Doctor" when some hours remain. */
export function timeOffNote(t: T, { capacity, timeOffReason }: PlanningDay): string | null {
  if (timeOffReason === null) return null;
  return capacity > 0
    ? t('load.partlyOff', { reason: timeOffReason })
    : t('load.off', { reason: timeOffReason });
}
