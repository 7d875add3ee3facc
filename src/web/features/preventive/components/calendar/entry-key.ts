import type { CalendarEntry } from '@shared/schemas/pm';

/** Orders have ids; a forecast is one template on one asset on one day. */
export function entryKey(entry: CalendarEntry): string {
  return entry.workOrderId ?? `forecast-${entry.templateId ?? ''}-${entry.equipmentId ?? ''}-${entry.date}`;
}
