import type { GaugeDirection, MeterKind, PmFrequency, PmTriggerKind } from '../../../shared/domain';
import type { meterReadings, meters, pmTemplates } from '../schema';
import { addDays, type Rng } from './random';
import type { PlantContext, SeededUnit } from './types';

type MeterRow = typeof meters.$inferInsert;
type ReadingRow = typeof meterReadings.$inferInsert;
type TemplateRow = typeof pmTemplates.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * A meter of the demo and a year of its readings. A counter's history is built backwards from
 * where it stands today, so its next usage-based service falls `dueInDays` ahead at its rate:
 * the calendar shows forecasts on the first start, and nothing is due yet.
 */
export interface MeterSpec {
  tag: string;
  name: string;
  unit: string;
  kind: MeterKind;
  /** Units a day (counter) or the typical value (gauge). */
  rate: number;
  /** How much a day's rate or a gauge's value varies, as a share (0.2 = ±20 %). */
  noise: number;
  /** Days between readings: 1 daily, 7 weekly. */
  everyDays: number;
  /** Counter: the service interval and in how many days the next one falls due. */
  interval?: number;
  dueInDays?: number;
  maxValue?: number;
  /** Gauge: days ago of readings above the limit (the excursions of the year). */
  excursionsDaysAgo?: number[];
}

export interface UsageTemplateSpec {
  model: string;
  component: string;
  action: string;
  description: string;
  triggerKind: PmTriggerKind;
  meterName: string;
  usageInterval?: number;
  gaugeDirection?: GaugeDirection;
  gaugeThreshold?: number;
  frequency: PmFrequency;
  estimatedDuration: number;
  checklist: string[];
}

/** Usage-based plans begin this many days ago: a service interval's usage has not passed since. */
const PLAN_STARTED_DAYS_AGO = 10;

// One meter per line reads as a meter register.
// prettier-ignore
export const MAIN_METERS: MeterSpec[] = [
  { tag: 'CMP-001', name: 'Running hours', unit: 'h', kind: 'counter', rate: 20, noise: 0.15, everyDays: 1, interval: 500, dueInDays: 14 },
  { tag: 'CMP-002', name: 'Running hours', unit: 'h', kind: 'counter', rate: 14, noise: 0.2, everyDays: 1, interval: 500, dueInDays: 9 },
  { tag: 'CMP-003', name: 'Running hours', unit: 'h', kind: 'counter', rate: 8, noise: 0.25, everyDays: 1, interval: 500, dueInDays: 40 },
  { tag: 'CMP-001', name: 'Discharge temperature', unit: '°C', kind: 'gauge', rate: 88, noise: 0.04, everyDays: 1, maxValue: 105, excursionsDaysAgo: [212, 211, 97] },
  { tag: 'PRS-001', name: 'Strokes', unit: 'strokes', kind: 'counter', rate: 3_500, noise: 0.2, everyDays: 1, interval: 100_000, dueInDays: 15 },
  { tag: 'FLT-001', name: 'Hour meter', unit: 'h', kind: 'counter', rate: 4.5, noise: 0.2, everyDays: 7, interval: 250, dueInDays: 30 },
  { tag: 'FLT-002', name: 'Hour meter', unit: 'h', kind: 'counter', rate: 3.8, noise: 0.2, everyDays: 7, interval: 250, dueInDays: 44 },
  { tag: 'PMP-001', name: 'Bearing vibration', unit: 'mm/s', kind: 'gauge', rate: 3.2, noise: 0.15, everyDays: 7, maxValue: 7.1, excursionsDaysAgo: [140, 56] },
  { tag: 'PMP-002', name: 'Bearing vibration', unit: 'mm/s', kind: 'gauge', rate: 2.6, noise: 0.15, everyDays: 7, maxValue: 7.1 },
];

// prettier-ignore
export const NORTH_METERS: MeterSpec[] = [
  { tag: 'CMP-101', name: 'Running hours', unit: 'h', kind: 'counter', rate: 16, noise: 0.2, everyDays: 1 },
  { tag: 'CMP-102', name: 'Running hours', unit: 'h', kind: 'counter', rate: 9, noise: 0.25, everyDays: 1 },
];

export const MAIN_USAGE_TEMPLATES: UsageTemplateSpec[] = [
  {
    model: 'Atlas Copco GA37',
    component: 'Compressor element and drive',
    action: 'Check oil level, drain condensate and inspect the drive',
    description: '500-hour check of the oil-injected screw compressors',
    triggerKind: 'usage',
    meterName: 'Running hours',
    usageInterval: 500,
    frequency: 'monthly',
    estimatedDuration: 40,
    checklist: [
      'Check the oil level at the sight glass',
      'Drain the condensate traps',
      'Inspect the drive coupling',
      'Read meter Running hours',
    ],
  },
  {
    model: 'Schuler MSP 250',
    component: 'Clutch, brake and slide gibs',
    action: 'Inspect and adjust',
    description: 'Every 100,000 strokes: the clutch/brake and the slide guidance',
    triggerKind: 'usage',
    meterName: 'Strokes',
    usageInterval: 100_000,
    frequency: 'monthly',
    estimatedDuration: 120,
    checklist: [
      'Measure the brake stopping time',
      'Check the clutch air gap',
      'Check and adjust the slide gibs',
      'Read meter Strokes',
    ],
  },
  {
    model: 'Toyota 8FGU25',
    component: 'Engine, hydraulics and mast',
    action: 'Service',
    description: '250-hour service, or quarterly when the truck runs little',
    triggerKind: 'usage_or_calendar',
    meterName: 'Hour meter',
    usageInterval: 250,
    frequency: 'quarterly',
    estimatedDuration: 90,
    checklist: [
      'Change the engine oil and filter',
      'Check the hydraulic oil level',
      'Inspect the mast chains and forks',
      'Read meter Hour meter',
    ],
  },
  {
    model: 'Grundfos CR 32-2',
    component: 'Motor bearings',
    action: 'Inspect bearings and alignment',
    description: 'Raised when bearing vibration exceeds 7.1 mm/s (ISO 10816 zone C)',
    triggerKind: 'gauge',
    meterName: 'Bearing vibration',
    gaugeDirection: 'above',
    gaugeThreshold: 7.1,
    frequency: 'monthly',
    estimatedDuration: 60,
    checklist: [
      'Measure vibration at both bearings',
      'Check the coupling alignment',
      'Grease the motor bearings',
    ],
  },
];

/** Readings at about 06:30 on each reading day, oldest first, ending today. */
function readingDays(now: Date, everyDays: number): Date[] {
  const days: Date[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6, 30);
  const last = today <= now.getTime() ? today : today - DAY_MS;
  for (let t = last - 365 * DAY_MS; t <= last; t += everyDays * DAY_MS) days.push(new Date(t));
  return days;
}

/** Counter totals, newest first built backwards: today's total puts the next service `dueInDays` ahead. */
function counterValues(spec: MeterSpec, count: number, rng: Rng): number[] {
  const interval = spec.interval ?? 10_000;
  const toGo = spec.rate * (spec.dueInDays ?? 20);
  const services = Math.ceil((spec.rate * 365 * 3) / interval) + 1;
  let value = services * interval - toGo;
  const values = [value];
  for (let i = 1; i < count; i += 1) {
    value -= spec.rate * spec.everyDays * (1 + rng.float(-spec.noise, spec.noise));
    values.push(value);
  }
  return values.reverse().map((v) => Math.round(v * 10) / 10);
}

function gaugeValues(spec: MeterSpec, days: Date[], now: Date, rng: Rng): number[] {
  const excursionDays = new Set((spec.excursionsDaysAgo ?? []).map((d) => Math.round(d / spec.everyDays)));
  return days.map((day, i) => {
    const stepsAgo = Math.round((now.getTime() - day.getTime()) / (spec.everyDays * DAY_MS));
    const value =
      excursionDays.has(stepsAgo) && spec.maxValue !== undefined
        ? spec.maxValue * (1.05 + rng.float(0, 0.1))
        : spec.rate * (1 + rng.float(-spec.noise, spec.noise));
    return i === days.length - 1 && spec.maxValue !== undefined
      ? Math.round(Math.min(value, spec.maxValue * 0.9) * 100) / 100
      : Math.round(value * 100) / 100;
  });
}

/** The plant's meters, a year of readings each, and its usage-based PM templates. */
export function buildMeters(
  ctx: PlantContext,
  rng: Rng,
  units: SeededUnit[],
  specs: MeterSpec[],
  templates: UsageTemplateSpec[],
): { meters: MeterRow[]; readings: ReadingRow[]; templates: TemplateRow[] } {
  const idByTag = new Map(units.map((u) => [u.tag, u.id]));
  const meterRows: MeterRow[] = [];
  const readings: ReadingRow[] = [];
  const createdAt = addDays(ctx.now, -370);
  for (const spec of specs) {
    const equipmentId = idByTag.get(spec.tag);
    if (!equipmentId) throw new Error(`Demo meter on unknown unit ${spec.tag}`);
    const meterId = rng.uuid();
    const days = readingDays(ctx.now, spec.everyDays);
    const values =
      spec.kind === 'counter' ? counterValues(spec, days.length, rng) : gaugeValues(spec, days, ctx.now, rng);
    days.forEach((readAt, i) => {
      const value = values[i] ?? 0;
      readings.push({
        id: rng.uuid(),
        organizationId: ctx.organizationId,
        warehouseId: ctx.warehouseId,
        meterId,
        value,
        total: spec.kind === 'counter' ? value : null,
        readAt,
        source: rng.chance(0.05) ? 'offline' : 'manual',
        readBy: ctx.staff.notifiedTechnician,
        createdAt: readAt,
      });
    });
    const last = values.at(-1) ?? null;
    meterRows.push({
      id: meterId,
      organizationId: ctx.organizationId,
      warehouseId: ctx.warehouseId,
      equipmentId,
      name: spec.name,
      unit: spec.unit,
      kind: spec.kind,
      maxValue: spec.maxValue ?? null,
      lastValue: last,
      lastReadAt: days.at(-1) ?? null,
      total: spec.kind === 'counter' ? last : null,
      createdBy: ctx.staff.owner,
      updatedBy: ctx.staff.owner,
      createdAt,
      updatedAt: days.at(-1) ?? createdAt,
    });
  }
  const planStart = addDays(ctx.now, -PLAN_STARTED_DAYS_AGO);
  const templateRows = templates.map((spec): TemplateRow => ({
    id: rng.uuid(),
    organizationId: ctx.organizationId,
    warehouseId: ctx.warehouseId,
    model: spec.model,
    component: spec.component,
    action: spec.action,
    description: spec.description,
    frequency: spec.frequency,
    estimatedDuration: spec.estimatedDuration,
    checklist: spec.checklist,
    triggerKind: spec.triggerKind,
    meterName: spec.meterName,
    usageInterval: spec.usageInterval ?? null,
    gaugeDirection: spec.gaugeDirection ?? null,
    gaugeThreshold: spec.gaugeThreshold ?? null,
    createdBy: ctx.staff.owner,
    updatedBy: ctx.staff.owner,
    createdAt: planStart,
    updatedAt: planStart,
  }));
  return { meters: meterRows, readings, templates: templateRows };
}
