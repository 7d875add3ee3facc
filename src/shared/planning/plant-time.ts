/**
 * Plant days and times on the planning board (issue 26, ADR 57). A card dropped on a day starts
 * at the plant's working day start, in the plant's time zone, whatever the browser's zone is.
 */

/** When a plant's working day starts: a card dropped on a day (or distributed) starts here. */
export const DAY_START_HOUR = 8;

function zoneParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

/** The plant day (`YYYY-MM-DD`) an instant falls on. */
export function plantDayOf(instant: Date | string, timeZone: string): string {
  return zoneParts(new Date(instant), timeZone).date;
}

/** Hours since the plant day's midnight, e.g. 9.5 for 09:30. */
export function plantHourOf(instant: Date | string, timeZone: string): number {
  const { hour, minute } = zoneParts(new Date(instant), timeZone);
  return hour + minute / 60;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { date, hour, minute, second } = zoneParts(new Date(instant), timeZone);
  const wall = Date.parse(`${date}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1000;
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a plant day's wall-clock `hour` (fractions are minutes) is, in the plant's zone. On
 * a day clocks go forward, an hour that does not exist is read with the offset before the change.
 */
export function plantInstant(date: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + Math.round(hour * 60) * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}
