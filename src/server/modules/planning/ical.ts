import type { Priority, WorkOrderStatus } from '../../../shared/domain';
import { STATUS_LABELS } from '../../../shared/work-order-rules';
import { localTime } from '../reports/local-time';

/**
 * A technician's scheduled work as an iCalendar file (RFC 5545, issue 26 §5), written by hand:
 * one VEVENT per order, in UTC, so every calendar application places it the same whatever its
 * own zone. Pure: the same orders and stamp give the same bytes.
 */

/** A scheduled order as the feed shows it. */
export interface FeedOrder {
  id: string;
  foNumber: string;
  description: string;
  priority: Priority;
  status: WorkOrderStatus;
  dueDate: Date | null;
  scheduledStart: Date;
  hours: number;
  asset: string | null;
  /** The zone of the order's plant: the due date in the description is written in it. */
  timezone: string;
}

export interface Feed {
  /** The calendar's name as the application lists it. */
  name: string;
  /** When the file is written (DTSTAMP). */
  stamp: Date;
  orders: readonly FeedOrder[];
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: content lines are folded after 75 octets. */
const LINE_OCTETS = 75;
/** A summary longer than this is cut at a word: calendar views show a line of it. */
const SUMMARY_CHARS = 80;
const HOUR_MS = 3_600_000;

const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', ';': '\\;', ',': '\\,', '\n': '\\n' };

/** Control characters TEXT may not hold (RFC 5545 §3.1); a tab may stay. */
const isControl = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && char !== '\t') || code === 0x7f;
};

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  let escaped = '';
  for (const char of value.replace(/\r\n?/g, '\n')) {
    escaped += ESCAPES[char] ?? (isControl(char) ? '' : char);
  }
  return escaped;
}

/**
 * A content line folded into lines of at most 75 octets, each continuation starting with a
 * space (RFC 5545 §3.1). Cut between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation's leading space counts towards its 75 octets.
    const limit = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** DATE-TIME in UTC (RFC 5545 §3.3.5, form 2): 20261202T070000Z. */
export function utcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Cut at the last word that fits, with an ellipsis; shorter text stays as it is. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function event(order: FeedOrder, stamp: Date): string[] {
  const end = new Date(order.scheduledStart.getTime() + order.hours * HOUR_MS);
  const due = order.dueDate
    ? `Due: ${localTime(order.timezone).minute(order.dueDate)} (${order.timezone})`
    : 'Due: no due date';
  const description = [
    `Priority: ${capitalised(order.priority)}`,
    due,
    `Status: ${STATUS_LABELS[order.status]}`,
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${order.id}@fieldwork`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART:${utcDateTime(order.scheduledStart)}`,
    `DTEND:${utcDateTime(end)}`,
    `SUMMARY:${escapeText(shorten(`${order.foNumber} — ${order.description}`, SUMMARY_CHARS))}`,
    ...(order.asset ? [`LOCATION:${escapeText(order.asset)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    // The order is planned work either way; its own status is in the description.
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** The whole file: a VCALENDAR with one VEVENT per order, CRLF line ends, folded lines. */
export function writeCalendar(feed: Feed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fieldwork//Planning board//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...feed.orders.flatMap((order) => event(order, feed.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
