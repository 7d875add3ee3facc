/**
 * Plant days and times on the planning board (issue 26, ADR 57). A card dropped on a day starts
 * at the plant's working day start, in the plant's time zone, whatever the browser's zone is.
 */

/** When a plant's working day starts: a card dropped on a day (or distributed) starts here. */
export const DAY_START_HOUR = 8;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in milliseconds, read from the zone's wall clock. */
function readOffset(instant: number, timeZone: string): number {
  const parts = zoneFormat(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** Zones change their offset on a quarter hour; within one, every instant has the same offset. */
const QUARTER_HOUR_MS = 15 * 60_000;
const OFFSET_CACHE_LIMIT = 50_000;
const offsets = new Map<string, number>();

/**
 * The zone's offset at an instant, remembered per quarter hour: a board reads the plant day of
 * every card on every draw, and asking Intl for each one costs more than drawing them.
 */
function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = readOffset(quarter * QUARTER_HOUR_MS, timeZone);
    if (offsets.size >= OFFSET_CACHE_LIMIT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The plant's wall clock at an instant, as a UTC date whose fields read it. */
function wallClock(instant: Date | string, timeZone: string): Date {
  const time = new Date(instant).getTime();
  return new Date(time + offsetAt(time, timeZone));
}

/** The plant day (`YYYY-MM-DD`) an instant falls on. */
export function plantDayOf(instant: Date | string, timeZone: string): string {
  return wallClock(instant, timeZone).toISOString().slice(0, 10);
}

/** Hours since the plant day's midnight, e.g. 9.5 for 09:30. */
export function plantHourOf(instant: Date | string, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  return wall.getUTCHours() + wall.getUTCMinutes() / 60;
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
