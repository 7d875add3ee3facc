/**
 * How Fieldwork writes dates, times, durations, money and numbers: one module, built on Intl in
 * the language the screens speak, in the browser's region for it (a German screen on a de-AT
 * browser writes Austrian dates), so the clock reads 24-hour or 12-hour as that locale does.
 * Nothing here picks a pattern or an hour cycle of its own. Its few words ("just now", role
 * names, an uptime's units) come from lib's catalogue through lib-texts.ts.
 */
import { isWordedRole, libText, speakLibTexts } from './lib-texts';

/** Tests pass a locale and a time zone; the app leaves both to the browser. */
export interface FormatOptions {
  locale?: string;
  timeZone?: string;
}

type DateInput = string | number | Date;

let knownLocale: string | undefined;

/**
 * The locale figures are written in, kept here once per language switch: a board formats
 * thousands of figures in one draw, and working it out each time costs more than the formatting.
 */
export function browserLocale(): string | undefined {
  if (typeof navigator !== 'undefined') knownLocale ??= navigator.language;
  return knownLocale;
}

/** The browser's own tag when it is a region of the screens' language ("de-AT" for "de"), else the language. */
export function setFormattingLocale(language: string, browserLanguages: readonly string[]): void {
  const base = language.split('-')[0]?.toLowerCase();
  const regional = browserLanguages.find((tag) => tag.split('-')[0]?.toLowerCase() === base);
  knownLocale = regional && language === base ? regional : language;
  speakLibTexts(language);
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string | undefined,
  options: object,
  create: () => T,
): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function formatWith(value: DateInput, style: Intl.DateTimeFormatOptions, options: FormatOptions): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = options.locale ?? browserLocale();
  const full = { ...style, timeZone: options.timeZone };
  return cached('date', locale, full, () => new Intl.DateTimeFormat(locale, full)).format(date);
}

/** "24 Nov 2026" (en-GB), "Nov 24, 2026" (en-US), "24.11.2026" (de-DE). */
export function formatDate(value: DateInput, options: FormatOptions = {}): string {
  return formatWith(value, { dateStyle: 'medium' }, options);
}

/** "13:41" (en-GB, de-DE), "1:41 PM" (en-US); with seconds where a live feed needs them. */
export function formatTime(value: DateInput, options: FormatOptions & { seconds?: boolean } = {}): string {
  return formatWith(value, { timeStyle: options.seconds ? 'medium' : 'short' }, options);
}

/** "24 Nov 2026, 13:41" (en-GB), "Nov 24, 2026, 1:41 PM" (en-US), "24.11.2026, 13:41" (de-DE). */
export function formatDateTime(value: DateInput, options: FormatOptions = {}): string {
  return formatWith(value, { dateStyle: 'medium', timeStyle: 'short' }, options);
}

/** A day with its weekday: "Monday 9 March" (long) or "Mon 9 Mar" (short) in en-GB. */
export function formatDay(value: DateInput, width: 'long' | 'short', options: FormatOptions = {}): string {
  return formatWith(value, { weekday: width, day: 'numeric', month: width }, options);
}

/** Dates in other shapes the screens need (a month heading, a weekday), still in the locale. */
export function formatDateParts(
  value: DateInput,
  parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  options: FormatOptions = {},
): string {
  return formatWith(value, parts, options);
}

/**
 * A span of days as the locale writes one, sharing what both ends share: "11–19 Dec" (en-GB),
 * "Dec 11 – 19" (en-US), "28 Nov – 3 Dec" across a month.
 */
export function formatDateRange(
  from: DateInput,
  to: DateInput,
  parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'> = { day: 'numeric', month: 'short' },
  options: FormatOptions = {},
): string {
  const start = toDate(from);
  const end = toDate(to);
  if (!start || !end) return '';
  const locale = options.locale ?? browserLocale();
  const full = { ...parts, timeZone: options.timeZone };
  const formatter = cached('date', locale, full, () => new Intl.DateTimeFormat(locale, full));
  return start <= end ? formatter.formatRange(start, end) : formatter.formatRange(end, start);
}

const JUST_NOW_MS = 60_000;
const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60_000],
  ['hour', 3_600_000],
  ['day', 86_400_000],
  ['month', 2_629_800_000],
  ['year', 31_557_600_000],
];

/** "3 minutes ago", "in 2 hours", "just now"; `fallback` for a missing date (a user who never signed in). */
export function formatRelativeTime(
  value: DateInput | null | undefined,
  fallback = '—',
  now: number = Date.now(),
  options: FormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = toDate(value);
  if (!date) return fallback;
  const elapsed = date.getTime() - now;
  if (Math.abs(elapsed) < JUST_NOW_MS) return libText('time.justNow');
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60_000;
  for (const [candidate, candidateSize] of RELATIVE_STEPS) {
    if (Math.abs(elapsed) < candidateSize) break;
    [unit, size] = [candidate, candidateSize];
  }
  const locale = options.locale ?? browserLocale();
  return cached('relative', locale, {}, () => new Intl.RelativeTimeFormat(locale)).format(
    Math.round(elapsed / size),
    unit,
  );
}

/** "1,234" (en-US), "1.234" (de-DE); at most two decimals unless told otherwise. */
export function formatNumber(
  value: number,
  options: FormatOptions & { fractionDigits?: number } = {},
): string {
  const locale = options.locale ?? browserLocale();
  const style =
    options.fractionDigits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: options.fractionDigits, maximumFractionDigits: options.fractionDigits };
  return cached('number', locale, style, () => new Intl.NumberFormat(locale, style)).format(value);
}

/** "12.5%" (en-US), "12,5 %" (de-DE), from a percentage (12.5, not 0.125). */
export function formatPercent(value: number, options: FormatOptions = {}): string {
  const locale = options.locale ?? browserLocale();
  const style = { style: 'percent', maximumFractionDigits: 1 } as const;
  return cached('percent', locale, style, () => new Intl.NumberFormat(locale, style)).format(value / 100);
}

/**
 * "$1,234.50" (en-US, en-GB), "1.234,50 $" (de-DE): the plain symbol, as a site keeps its books in
 * one currency; without a currency, the amount to two decimals. `whole` drops the cents of a
 * rounded total ("$48,250"); `compact` shortens a chart's axis ticks ("$13K").
 */
export function formatMoney(
  amount: number,
  options: FormatOptions & { currency?: string; whole?: boolean; compact?: boolean } = {},
): string {
  const locale = options.locale ?? browserLocale();
  const digits = options.whole ? 0 : 2;
  const base: Intl.NumberFormatOptions = options.currency
    ? { style: 'currency', currency: options.currency, currencyDisplay: 'narrowSymbol' }
    : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const style: Intl.NumberFormatOptions = options.compact
    ? { ...base, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
    : options.whole
      ? { ...base, minimumFractionDigits: 0, maximumFractionDigits: 0 }
      : base;
  return cached('money', locale, style, () => new Intl.NumberFormat(locale, style)).format(amount);
}

/** Hours of work: "1.5 h" (en-US), "1,5 h" (de-DE). */
export function formatHours(hours: number, options: FormatOptions = {}): string {
  return `${formatNumber(hours, options)} h`;
}

/** "8 s", "3 min 4 s", "2 h 5 min": how long something has run, at a glance. */
export function formatDuration(milliseconds: number, options: FormatOptions = {}): string {
  const n = (value: number) => formatNumber(value, options);
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  if (seconds < 60) return `${n(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${n(minutes)} min ${n(seconds % 60)} s`;
  return `${n(Math.floor(minutes / 60))} h ${n(minutes % 60)} min`;
}

/** "1:05:09": hours, minutes and seconds of a running timer (digits that tick, so fixed-width). */
export function formatElapsed(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * Role names are shown with underscores as spaces (core spec §2); CSS capitalises their first
 * letter only (`capitalize` would write German "Vorgesetzte/r" as "Vorgesetzte/R").
 */
export function formatRoleLabel(role: string): string {
  return isWordedRole(role) ? libText(`role.label.${role}`) : role.replace(/_/g, ' ');
}

/** "shift_lead" → "Shift Lead", for places CSS cannot capitalise (select options, toasts). */
export function formatRoleTitle(role: string): string {
  if (isWordedRole(role)) return libText(`role.title.${role}`);
  return formatRoleLabel(role).replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export function formatFullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function getInitials(person: { firstName: string; lastName: string; email?: string }): string {
  const initials = `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`;
  if (initials) return initials.toUpperCase();
  return (person.email?.charAt(0) ?? '?').toUpperCase();
}

export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

/**
 * How long a process has run, in its `parts` largest units from days down to minutes, zero
 * units left out: "3 days, 4 hours" (2 parts), "3 days, 4 hours, 12 minutes" (3 parts).
 */
export function formatUptime(seconds: number, parts = 2): string {
  const whole = Math.max(0, Math.floor(seconds));
  const units = [
    [Math.floor(whole / 86_400), 'uptime.days'],
    [Math.floor((whole % 86_400) / 3_600), 'uptime.hours'],
    [Math.floor((whole % 3_600) / 60), 'uptime.minutes'],
  ] as const;
  const first = units.findIndex(([count]) => count > 0);
  if (first < 0) return libText('uptime.lessThanMinute');
  return units
    .slice(first, first + parts)
    .filter(([count]) => count > 0)
    .map(([count, unit]) => libText(unit, { count }))
    .join(', ');
}
