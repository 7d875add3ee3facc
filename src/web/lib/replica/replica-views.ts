import { REPLICA_CALENDAR_DAYS } from '@shared/constants';
import { DASHBOARD_PERIODS } from '@shared/schemas/dashboard';

/**
 * Figures the server computes that the device keeps beside the records (ADR 42): the PM
 * calendar's months up to REPLICA_CALENDAR_DAYS ahead, the dashboard's periods, the location
 * tree, and the person's settings. Each is asked for under a name of its own and answered offline by name,
 * whatever URL a screen builds. `whole`: a list read to its last page.
 */
export interface ReplicaView {
  key: string;
  path: string;
  whole: boolean;
}

/** `2026-11` for the month of a date (UTC, as the calendar's months are). */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The months from today's to the one REPLICA_CALENDAR_DAYS ahead. */
export function calendarMonths(today: Date): string[] {
  const months: string[] = [];
  const end = monthOf(new Date(today.getTime() + REPLICA_CALENDAR_DAYS * 86_400_000));
  const cursor = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  for (;;) {
    const month = monthOf(cursor);
    months.push(month);
    if (month >= end) return months;
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
}

export const viewKeys = {
  myProfile: 'profiles/me',
  warehouses: 'warehouses',
  plantSettings: 'plant-settings',
  downtimeReasons: 'downtime-reasons',
  closeOutCodes: 'close-out-codes',
  nextFoNumber: 'next-fo-number',
  locationTree: 'locations-tree',
  dashboardStats: (days: number) => `dashboard-stats:${days}`,
  pmCalendar: (month: string) => `pm-calendar:${month}`,
} as const;

export function replicaViews(today: Date): ReplicaView[] {
  return [
    { key: viewKeys.myProfile, path: '/api/profiles/me', whole: false },
    { key: viewKeys.warehouses, path: '/api/warehouses', whole: true },
    { key: viewKeys.plantSettings, path: '/api/plant-settings', whole: false },
    { key: viewKeys.downtimeReasons, path: '/api/downtime-reasons', whole: true },
    // Completing an order offline offers the codes (issue 25 §8).
    { key: viewKeys.closeOutCodes, path: '/api/close-out-codes', whole: true },
    { key: viewKeys.nextFoNumber, path: '/api/work-orders/next-fo-number', whole: false },
    // The whole tree in one answer: location filters, pickers and breadcrumbs work offline from it.
    { key: viewKeys.locationTree, path: '/api/locations/tree', whole: false },
    ...DASHBOARD_PERIODS.map((days) => ({
      key: viewKeys.dashboardStats(days),
      path: `/api/dashboard/stats?days=${days}`,
      whole: false,
    })),
    ...calendarMonths(today).map((month) => ({
      key: viewKeys.pmCalendar(month),
      path: `/api/pm-calendar?month=${month}`,
      whole: true,
    })),
  ];
}
