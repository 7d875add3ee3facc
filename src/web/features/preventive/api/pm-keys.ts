/**
 * Query keys of preventive-maintenance data. Templates feed the scheduler's forecasts, so a
 * template change refreshes the calendar and the compliance figures as well.
 */
export const pmKeys = {
  all: ['pm'] as const,
  templates: () => ['pm', 'templates'] as const,
  compliance: () => ['pm', 'compliance'] as const,
  complianceFor: (days: number) => ['pm', 'compliance', days] as const,
  scheduler: () => ['pm', 'scheduler', 'status'] as const,
  calendar: () => ['pm', 'calendar'] as const,
  calendarMonth: (month: string) => ['pm', 'calendar', month] as const,
};
