import { z } from 'zod';
import { said } from '../i18n/error-texts/reports';
import { timestampSchema } from './common';

export const DASHBOARD_PERIODS = [7, 30, 90] as const;

export const dashboardStatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine(
      (d): d is (typeof DASHBOARD_PERIODS)[number] => (DASHBOARD_PERIODS as readonly number[]).includes(d),
      {
        error: said('dashboard.days'),
      },
    )
    .default(30),
});

/** GET /api/dashboard/stats (core spec §3), computed in SQL over the period. */
export const dashboardStatsSchema = z.object({
  /** Work orders created in the period. */
  totalWorkOrders: z.number().int(),
  /** Of those, the ones still open (new, assigned, in progress). */
  pendingWorkOrders: z.number().int(),
  /** Work orders completed in the period. */
  completedWorkOrders: z.number().int(),
  activeEquipment: z.number().int(),
  totalEquipment: z.number().int(),
  period: z.object({ days: z.number().int(), from: timestampSchema, to: timestampSchema }),
  /** Work orders created in the last 7 days against the 7 days before; change is null when there were none before. */
  weekOverWeek: z.object({
    current: z.number().int(),
    previous: z.number().int(),
    changePercent: z.number().nullable(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
