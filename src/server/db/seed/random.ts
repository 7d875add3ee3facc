/**
 * Deterministic randomness and date arithmetic for the demo seed: the same `now` always
 * yields the same data, so the seed test can assert exact figures.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks a key by relative weight, e.g. { high: 3, low: 1 }. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K;
  /** An RFC 4122 version-4 UUID built from the stream, so ids are reproducible too. */
  uuid(): string;
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const nextUint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => nextUint32() / 4_294_967_296;
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    float: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick,
    weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      // Reached only when rounding leaves the roll a hair above zero: the last key takes it.
      const last = entries.at(-1);
      if (!last) throw new Error('weighted pick from no weights');
      return last[0];
    },
    uuid() {
      const hex = Array.from({ length: 4 }, () => nextUint32().toString(16).padStart(8, '0')).join('');
      const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}

/** A stable 32-bit seed from a label, so each plant draws from its own stream. */
export function seedFrom(label: string): number {
  let h = 2_166_136_261;
  for (const ch of label) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  return h >>> 0;
}

export const addMinutes = (d: Date, minutes: number) =>
  new Date(d.getTime() + Math.round(minutes) * MINUTE_MS);
export const addHours = (d: Date, hours: number) => new Date(d.getTime() + hours * HOUR_MS);
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
export const minutesBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / MINUTE_MS);
export const latest = (a: Date, b: Date) => (a > b ? a : b);
export const earliest = (a: Date, b: Date) => (a < b ? a : b);

/** The calendar date (UTC) as PostgreSQL's `date` expects it: 'YYYY-MM-DD'. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The same day at a working hour (UTC), so requests read as raised during a shift. */
export function atWorkingHour(d: Date, rng: Rng): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return addMinutes(day, rng.int(6 * 60, 17 * 60));
}

/** Hours rounded to the 0.25 steps the work-order form uses, kept within 0.5–8. */
export function quarterHours(hours: number): number {
  return Math.min(8, Math.max(0.5, Math.round(hours * 4) / 4));
}
