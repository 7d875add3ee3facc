import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, shorten, writeCalendar, type FeedOrder } from './ical';

const order = (values: Partial<FeedOrder> = {}): FeedOrder => ({
  id: '6f1c1f7e-3b7a-4a53-9d1e-0c6d7c9b1a01',
  foNumber: 'WO-2026-042',
  description: 'Replace the mechanical seal, check the bearings',
  priority: 'high',
  status: 'assigned',
  dueDate: new Date('2026-12-04T16:00:00Z'),
  scheduledStart: new Date('2026-12-02T07:00:00Z'),
  hours: 2.5,
  asset: 'Cooling pump 3',
  timezone: 'Europe/Berlin',
  ...values,
});

const STAMP = new Date('2026-11-30T09:15:00Z');
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('the iCalendar feed (issue 26 §5, RFC 5545)', () => {
  it('writes one VEVENT per order, in UTC, from the start to the start plus its hours', () => {
    const text = writeCalendar({ name: 'Fieldwork — Ana Lopez', stamp: STAMP, orders: [order()] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Fieldwork — Ana Lopez');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe('6f1c1f7e-3b7a-4a53-9d1e-0c6d7c9b1a01@fieldwork');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-02T07:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-12-02T09:30:00.000Z');
    expect(event!.summary).toBe('WO-2026-042 — Replace the mechanical seal, check the bearings');
    expect(event!.location).toBe('Cooling pump 3');
    expect(event!.description).toBe(
      'Priority: High\nDue: 2026-12-04 17:00 (Europe/Berlin)\nStatus: Assigned',
    );
    expect(text).toContain('\r\nDTSTAMP:20261130T091500Z\r\n');
    expect(text).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('escapes commas, semicolons, backslashes and line breaks, and drops other control characters', () => {
    expect(escapeText('a,b;c\\d\r\ne\nf\rg\u0007h\ti')).toBe('a\\,b\\;c\\\\d\\ne\\nf\\ng' + 'h\ti');
    const text = writeCalendar({
      name: 'Feed',
      stamp: STAMP,
      orders: [order({ description: 'Seal; gasket, and C:\\tools\nsecond line', asset: null })],
    });
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(event!.getFirstPropertyValue('summary')).toBe(
      'WO-2026-042 — Seal; gasket, and C:\\tools second line',
    );
    expect(event!.hasProperty('location')).toBe(false);
  });

  it('folds lines at 75 octets without splitting a character, and the parser joins them back', () => {
    const long = `${'Überprüfung der Dichtung '.repeat(8)}€`;
    const folded = foldLine(`DESCRIPTION:${escapeText(long)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `DESCRIPTION:${escapeText(long)}`,
    );
    const text = writeCalendar({ name: 'Feed', stamp: STAMP, orders: [order({ description: long })] });
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(event!.getFirstPropertyValue('summary')).toBe(shorten(`WO-2026-042 — ${long}`, 80));
  });

  it('cuts a long summary at a word, with an ellipsis, and says when there is no due date', () => {
    expect(shorten('short one', 80)).toBe('short one');
    expect(shorten('one two three four five six', 16)).toBe('one two three…');
    expect(shorten('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
    const text = writeCalendar({ name: 'Feed', stamp: STAMP, orders: [order({ dueDate: null })] });
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(event!.getFirstPropertyValue('description')).toContain('Due: no due date');
  });

  it('writes an empty calendar when nothing is scheduled', () => {
    const calendar = new ICAL.Component(
      ICAL.parse(writeCalendar({ name: 'Feed', stamp: STAMP, orders: [] })),
    );
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });
});
