import { DOWNTIME_REASON_BREAKDOWN, DOWNTIME_REASON_PLANNED } from '../../../shared/constants';
import type { EquipmentStatus, WorkOrderType } from '../../../shared/domain';

/**
 * When equipment is down (issue 12 §1, ADR 32): its status and its open downtime record go
 * together. These pure rules say what a status change or a work order does to the record.
 */

/** Statuses in which equipment is not running: an open downtime record belongs to them. */
export const DOWN_STATUSES: readonly EquipmentStatus[] = ['maintenance', 'inactive'];

export const isDownStatus = (status: EquipmentStatus) => DOWN_STATUSES.includes(status);

/** What a status change does to the equipment's downtime: open a record, close it, or nothing. */
export function downtimeEffectOf(before: EquipmentStatus, after: EquipmentStatus): 'open' | 'close' | 'none' {
  if (isDownStatus(before) === isDownStatus(after)) return 'none';
  return isDownStatus(after) ? 'open' : 'close';
}

export interface DowntimeDefaults {
  reasonCode: string;
  planned: boolean;
}

/**
 * A stop someone set by hand is planned until a supervisor says otherwise: taking equipment
 * into maintenance or out of service is usually a decision, and an unplanned stop would count
 * as a failure against its MTBF. Breakdowns come in through a work order with "equipment down".
 */
export function defaultsForStatus(status: EquipmentStatus): DowntimeDefaults {
  return status === 'inactive'
    ? { reasonCode: 'other', planned: true }
    : { reasonCode: DOWNTIME_REASON_PLANNED, planned: true };
}

/** A preventive order stops equipment on plan; a corrective or emergency one is a breakdown. */
export function defaultsForOrder(type: WorkOrderType): DowntimeDefaults {
  return type === 'preventive'
    ? { reasonCode: DOWNTIME_REASON_PLANNED, planned: true }
    : { reasonCode: DOWNTIME_REASON_BREAKDOWN, planned: false };
}

const HOUR_MS = 3_600_000;

/** Hours down, to the end or, while open, to `now`; two decimals. */
export function durationHours(startedAt: Date, endedAt: Date | null, now: Date): number {
  const end = endedAt ?? now;
  return Math.round((Math.max(0, end.getTime() - startedAt.getTime()) / HOUR_MS) * 100) / 100;
}
