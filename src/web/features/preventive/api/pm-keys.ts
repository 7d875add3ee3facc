import { workOrderKeys } from '@web/components/work-orders/query-keys';

/**
 * Query keys of preventive-maintenance data. Compliance, the calendar and the templates (each
 * with its next due date) are read from work orders, so they sit under the work-order list
 * prefix: completing or rescheduling an order anywhere in the app marks them stale, as it does
 * every other list of orders. Templates feed the scheduler's forecasts, so a template change
 * refreshes those two as well.
 */
export const pmKeys = {
  templates: () => [...workOrderKeys.lists(), 'pm-templates'] as const,
  compliance: () => [...workOrderKeys.lists(), 'pm-compliance'] as const,
  complianceFor: (days: number) => [...workOrderKeys.lists(), 'pm-compliance', days] as const,
  complianceEquipment: (params: object) =>
    [...workOrderKeys.lists(), 'pm-compliance', 'equipment', params] as const,
  scheduler: () => ['pm', 'scheduler', 'status'] as const,
  calendar: () => [...workOrderKeys.lists(), 'pm-calendar'] as const,
  calendarMonth: (month: string) => [...workOrderKeys.lists(), 'pm-calendar', month] as const,
};
