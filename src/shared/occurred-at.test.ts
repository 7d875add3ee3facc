import { describe, expect, it } from 'vitest';
import {
  describeOfflineTime,
  describeRefusedClaim,
  holdToFloors,
  parseOccurredAt,
  resolveOccurredAt,
  syncedLater,
} from './occurred-at';

const NOW = new Date('2026-11-28T12:38:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const DAY_MINUTES = 24 * 60;

describe('parseOccurredAt', () => {
  it('reads RFC 3339 times in UTC or with an offset, with or without fractions', () => {
    expect(parseOccurredAt('2026-11-28T12:00:05Z')).toEqual(new Date('2026-11-28T12:00:05.000Z'));
    expect(parseOccurredAt('2026-11-28t12:00:05.25z')).toEqual(new Date('2026-11-28T12:00:05.250Z'));
    expect(parseOccurredAt('2026-11-28T13:00:05.123456789+01:00')).toEqual(
      new Date('2026-11-28T12:00:05.123Z'),
    );
    expect(parseOccurredAt('2026-11-28T07:30:05-04:30')).toEqual(new Date('2026-11-28T12:00:05.000Z'));
    expect(parseOccurredAt('2024-02-29T00:00:00Z')).toEqual(new Date('2024-02-29T00:00:00.000Z'));
  });

  it('takes a leap second as the last moment of its minute', () => {
    expect(parseOccurredAt('2016-12-31T23:59:60Z')).toEqual(new Date('2016-12-31T23:59:59.999Z'));
  });

  it('keeps years below 100 as written (not as 19xx)', () => {
    expect(parseOccurredAt('0042-01-01T00:00:00Z')?.getUTCFullYear()).toBe(42);
  });

  it.each([
    ['no offset', '2026-11-28T12:00:05'],
    ['a date only', '2026-11-28'],
    ['an HTTP date', 'Sat, 28 Nov 2026 12:00:05 GMT'],
    ['epoch milliseconds', '1795867205000'],
    ['a space for T', '2026-11-28 12:00:05Z'],
    ['no seconds', '2026-11-28T12:00Z'],
    ['an offset without a colon', '2026-11-28T12:00:05+0100'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['30 February', '2026-02-30T00:00:00Z'],
    ['29 February of a common year', '2026-02-29T00:00:00Z'],
    ['hour 24', '2026-11-28T24:00:00Z'],
    ['minute 60', '2026-11-28T12:60:00Z'],
    ['an offset of 24 hours', '2026-11-28T12:00:00+24:00'],
    ['an empty fraction', '2026-11-28T12:00:05.Z'],
    ['two values', '2026-11-28T12:00:05Z, 2026-11-28T12:00:06Z'],
    ['surrounding text', ' 2026-11-28T12:00:05Z'],
    ['nothing', ''],
  ])('refuses %s', (_case, value) => {
    expect(parseOccurredAt(value)).toBeNull();
  });
});

describe('resolveOccurredAt', () => {
  it('is now when the request claims no time', () => {
    expect(resolveOccurredAt(null, NOW)).toEqual({ at: NOW, claimedAt: null, refused: null });
  });

  it('uses a claimed time in the past, within 7 days and after every floor', () => {
    const claimed = minutes(-38);
    const created = { at: minutes(-60), what: 'the order was created' };
    expect(resolveOccurredAt(claimed, NOW, [created])).toEqual({
      at: claimed,
      claimedAt: claimed,
      refused: null,
    });
    expect(resolveOccurredAt(minutes(-60), NOW, [created]).at).toEqual(minutes(-60));
    expect(resolveOccurredAt(minutes(-7 * DAY_MINUTES), NOW).refused).toBeNull();
  });

  it('takes a device clock up to a minute fast as now, without a refusal', () => {
    expect(resolveOccurredAt(minutes(1), NOW)).toEqual({ at: NOW, claimedAt: minutes(1), refused: null });
  });

  it('refuses a time in the future, more than 7 days back, or before a floor, and uses now', () => {
    const future = new Date(minutes(1).getTime() + 1);
    expect(resolveOccurredAt(future, NOW)).toEqual({ at: NOW, claimedAt: future, refused: 'in the future' });
    const old = new Date(minutes(-7 * DAY_MINUTES).getTime() - 1);
    expect(resolveOccurredAt(old, NOW)).toEqual({
      at: NOW,
      claimedAt: old,
      refused: 'more than 7 days before it reached the server',
    });
    expect(
      resolveOccurredAt(minutes(-50), NOW, [{ at: minutes(-45), what: 'the order was created' }]),
    ).toEqual({ at: NOW, claimedAt: minutes(-50), refused: 'before the order was created' });
  });

  it('names the latest floor the claim falls before; the first of equal ones', () => {
    const floors = [
      { at: minutes(-30), what: 'the order was created' },
      null,
      { at: minutes(-20), what: 'the work started' },
      { at: minutes(-20), what: 'the order was reopened' },
      undefined,
    ];
    expect(resolveOccurredAt(minutes(-40), NOW, floors).refused).toBe('before the work started');
    expect(resolveOccurredAt(minutes(-25), NOW, floors).refused).toBe('before the work started');
    expect(resolveOccurredAt(minutes(-10), NOW, floors).refused).toBeNull();
  });
});

describe('holdToFloors', () => {
  it('holds a time taken from a claim to another record’s floors', () => {
    const completed = resolveOccurredAt(minutes(-30), NOW);
    expect(holdToFloors(completed, NOW, [{ at: minutes(-40), what: 'the downtime began' }])).toEqual(
      completed,
    );
    expect(holdToFloors(completed, NOW, [{ at: minutes(-20), what: 'the downtime began' }])).toEqual({
      at: NOW,
      claimedAt: minutes(-30),
      refused: 'before the downtime began',
    });
  });

  it('leaves a time that is already now (no claim, or a refused one) as it is', () => {
    const none = resolveOccurredAt(null, NOW);
    const refused = resolveOccurredAt(minutes(10), NOW);
    const floor = [{ at: minutes(-1), what: 'the downtime began' }];
    expect(holdToFloors(none, NOW, floor)).toBe(none);
    expect(holdToFloors(refused, NOW, floor)).toBe(refused);
  });
});

describe('syncedLater', () => {
  it('is true for an action recorded a minute or more after it happened', () => {
    expect(syncedLater(minutes(-40), NOW)).toBe(true);
    expect(syncedLater(minutes(-1), NOW)).toBe(true);
    expect(syncedLater(new Date(NOW.getTime() - 59_999), NOW)).toBe(false);
  });
});

describe('the history’s words', () => {
  it('say when an action was done and when it synced, or why the device’s time was not used', () => {
    expect(describeOfflineTime('12:00', '12:38')).toBe('Done offline at 12:00, synced 12:38');
    expect(describeRefusedClaim('12:00', 'in the future')).toBe(
      'Time on the device (12:00) was in the future; recorded at sync time',
    );
  });
});
