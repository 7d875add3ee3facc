import type { PmFrequency } from '@shared/domain';

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
