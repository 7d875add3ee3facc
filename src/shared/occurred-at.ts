/**
 * When an action happened, as its request claims it (issue 22). A change made offline reaches
 * the server later; the `Occurred-At` header carries when it was done (the device's clock,
 * corrected by its offset to the server's), and that, not the arrival, is the time recorded —
 * within limits, so that no device can write the future, rewrite old history or put a step
 * before the state it followed. One pure rule for every record that keeps a time: work orders
 * (creation, status changes), checklist answers, labour, parts used, downtime; meter readings
 * will take it too, with the meter's previous reading as their floor.
 */

/** The request header, RFC 3339: `Occurred-At: 2026-11-28T12:00:05Z`. */
export const OCCURRED_AT_HEADER = 'Occurred-At';

/** What a malformed header is answered with (400). */
export const OCCURRED_AT_FORMAT_MESSAGE = 'Occurred-At must be an RFC 3339 time such as 2026-11-28T12:00:05Z';

/** A claimed time older than this is not used: the change is recorded when it arrives. */
export const OCCURRED_AT_MAX_AGE_DAYS = 7;

/**
 * How far ahead of the server's clock a claim may be and still count as now: a device's
 * corrected clock can be a little fast (the offset was measured some time ago, over a network).
 */
export const OCCURRED_AT_AHEAD_TOLERANCE_MS = 60_000;

/**
 * An action recorded at least this long after it happened was done offline and synced later;
 * one recorded sooner was sent as it happened (the time it took to travel), and its history
 * says nothing of syncing.
 */
export const SYNCED_LATER_AFTER_MS = 60_000;

const DAY_MS = 86_400_000;

/** Something that happened to a record, before which a later action cannot have happened. */
export interface TimeFloor {
  at: Date;
  /** As the refusal says it: "the order was created", "the work started". */
  what: string;
}

/** When an action is recorded as having happened, and what the request claimed. */
export interface OccurredTime {
  at: Date;
  /** The time the request claimed (Occurred-At); null without one. */
  claimedAt: Date | null;
  /** Why the claim was not used, in words ("in the future"); then `at` is now. Null otherwise. */
  refused: string | null;
}

const RFC_3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * The instant an RFC 3339 date-time names (section 5.6: a full date, `T`, a full time with
 * seconds and an offset or `Z`), to the millisecond; null for anything else. A leap second
 * (:60) is the last millisecond of its minute.
 */
export function parseOccurredAt(value: string): Date | null {
  const match = RFC_3339.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [fraction, sign, offsetHour, offsetMinute] = [
    match[7],
    match[8],
    Number(match[9]),
    Number(match[10]),
  ];
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 60 &&
    (!sign || (offsetHour <= 23 && offsetMinute <= 59));
  if (!valid) return null;
  const millisecond = second === 60 ? 999 : Number((fraction ?? '0').slice(0, 3).padEnd(3, '0'));
  const instant = new Date(Date.UTC(2000, month - 1, day, hour, minute, Math.min(second, 59), millisecond));
  // Date.UTC reads years 0–99 as 1900–1999; setting the year afterwards keeps it as written.
  instant.setUTCFullYear(year, month - 1, day);
  const offsetMs = sign ? (sign === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute) * 60_000 : 0;
  return new Date(instant.getTime() - offsetMs);
}

/**
 * The time to record an action at: the claimed time when it is in the past (a device up to a
 * minute fast counts as now), at most 7 days back and not before any floor (the record's
 * previous state); else now, with why in words. Without a claim, now.
 */
export function resolveOccurredAt(
  claimed: Date | null | undefined,
  now: Date,
  floors: readonly (TimeFloor | null | undefined)[] = [],
): OccurredTime {
  if (!claimed) return { at: now, claimedAt: null, refused: null };
  const refuse = (refused: string): OccurredTime => ({ at: now, claimedAt: claimed, refused });
  const ahead = claimed.getTime() - now.getTime();
  if (ahead > OCCURRED_AT_AHEAD_TOLERANCE_MS) return refuse('in the future');
  if (-ahead > OCCURRED_AT_MAX_AGE_DAYS * DAY_MS) {
    return refuse(`more than ${OCCURRED_AT_MAX_AGE_DAYS} days before it reached the server`);
  }
  let broken: TimeFloor | undefined;
  for (const floor of floors) {
    if (floor && claimed < floor.at && (!broken || floor.at > broken.at)) broken = floor;
  }
  if (broken) return refuse(`before ${broken.what}`);
  return { at: ahead > 0 ? now : claimed, claimedAt: claimed, refused: null };
}

/**
 * A time resolved for one record, held to the floors of another record the same action
 * changes (a completion that ends a downtime must not end it before it began). A time that is
 * already now (no claim, or a refused one) stays as it is.
 */
export function holdToFloors(
  time: OccurredTime,
  now: Date,
  floors: readonly (TimeFloor | null | undefined)[],
): OccurredTime {
  if (time.claimedAt === null || time.refused !== null) return time;
  return { ...resolveOccurredAt(time.at, now, floors), claimedAt: time.claimedAt };
}

/** Whether an action reached the server long enough after it happened to say so in its history. */
export const syncedLater = (happenedAt: Date, recordedAt: Date) =>
  recordedAt.getTime() - happenedAt.getTime() >= SYNCED_LATER_AFTER_MS;

/** "Done offline at 12:00, synced 12:38", from times already written in the reader's locale. */
export const describeOfflineTime = (happened: string, synced: string) =>
  `Done offline at ${happened}, synced ${synced}`;

/** "Time on the device (12:00) was in the future; recorded at sync time". */
export const describeRefusedClaim = (deviceTime: string, refused: string) =>
  `Time on the device (${deviceTime}) was ${refused}; recorded at sync time`;
