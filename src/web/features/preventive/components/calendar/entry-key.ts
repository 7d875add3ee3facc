import type { CalendarEntry } from '@shared/schemas/pm';

/** Orders have ids; a forecast (by the calendar or by usage) is one template on one asset on one day. */
export function entryKey(entry: CalendarEntry): string {
  return (
    entry.workOrderId ?? `${entry.kind}-${entry.templateId ?? ''}-${entry.equipmentId ?? ''}-${entry.date}`
  );
}
