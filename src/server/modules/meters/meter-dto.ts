import type { Meter, Reading } from '../../../shared/schemas/meters';
import { toIso, toIsoOrNull } from '../../lib/dates';
import type { MeterRow, ReadingRecord } from './meters.repository';

export function toMeterDto(row: MeterRow): Meter {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    warehouseId: row.warehouseId,
    name: row.name,
    unit: row.unit,
    kind: row.kind,
    minValue: row.minValue,
    maxValue: row.maxValue,
    excursionRaisesWorkOrder: row.excursionRaisesWorkOrder,
    lastValue: row.lastValue,
    lastReadAt: toIsoOrNull(row.lastReadAt),
    total: row.total,
    excursionSince: toIsoOrNull(row.excursionSince),
    excursionWorkOrderId: row.excursionWorkOrderId,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

export function toReadingDto({ row, readByName }: ReadingRecord): Reading {
  return {
    id: row.id,
    meterId: row.meterId,
    value: row.value,
    total: row.total,
    readAt: toIso(row.readAt),
    source: row.source,
    reset: row.reset,
    workOrderId: row.workOrderId,
    note: row.note,
    readBy: row.readBy,
    readByName: row.readBy ? readByName : null,
    createdAt: toIso(row.createdAt),
  };
}
