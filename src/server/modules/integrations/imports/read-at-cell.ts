import { plantInstant } from '../../../../shared/planning/plant-time';

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The instant a Read At cell names. With an offset (or Z) it is that instant, as the meters API
 * reads `readAt`; without one it is the plant's wall clock (the warehouse's time zone, in which
 * the meters module names the days of readings), and a date alone is that day's midnight there.
 * Null for anything else.
 */
export function readAtOfCell(cell: string, timeZone: string): Date | null {
  const match = DATE_TIME.exec(cell.trim());
  if (!match) return null;
  const [, date = '', hours = '00', minutes = '00', seconds = '00', millis = '0', offset] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  ) {
    return null;
  }
  const fraction = `${seconds}.${millis.padEnd(3, '0')}`;
  if (offset) {
    const zone =
      offset.toUpperCase() === 'Z' || offset.includes(':')
        ? offset
        : `${offset.slice(0, 3)}:${offset.slice(3)}`;
    const at = new Date(`${date}T${hours}:${minutes}:${fraction}${zone}`);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const wall = plantInstant(date, Number(hours) + Number(minutes) / 60, timeZone);
  return new Date(wall.getTime() + Number(fraction) * 1000);
}
