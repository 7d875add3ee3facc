import { z } from 'zod';
import type { NameLabel } from '../i18n/names';
import { said } from '../i18n/error-texts/planning';
import { PRIORITIES, WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from '../domain';
import { WEEKDAYS } from '../planning/capacity';
import {
  boundedText,
  csvEnum,
  idSchema,
  pageQuerySchema,
  pgDate,
  quarterHours,
  timestampSchema,
} from './common';

/**
 * The planning board (issue 26, ADR 57): technicians' working hours and time off, the week's
 * board, the backlog beside it, Distribute and the calendar feed. Plant days are `YYYY-MM-DD`
 * in the plant's time zone.
 */

/** The longest window the board reads at once: six weeks. */
export const PLANNING_MAX_DAYS = 42;
/** The longest single stretch of time off: a year. */
export const TIME_OFF_MAX_DAYS = 366;
/** How many orders and technicians one Distribute may take. */
export const DISTRIBUTE_MAX_ORDERS = 200;
export const DISTRIBUTE_MAX_TECHNICIANS = 100;

const DAY_MS = 86_400_000;
const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

const dayHours = (label: NameLabel) => quarterHours(label, 24);

/** Each day's field as its messages name it. */
const WEEKDAY_NAMES: Readonly<Record<(typeof WEEKDAYS)[number], NameLabel>> = {
  mon: 'Hours on Monday',
  tue: 'Hours on Tuesday',
  wed: 'Hours on Wednesday',
  thu: 'Hours on Thursday',
  fri: 'Hours on Friday',
  sat: 'Hours on Saturday',
  sun: 'Hours on Sunday',
};

export const workingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours(WEEKDAY_NAMES[day])])) as Record<
    (typeof WEEKDAYS)[number],
    ReturnType<typeof dayHours>
  >,
);
export type WorkingHoursBody = z.infer<typeof workingHoursSchema>;

export const timeOffSchema = z.object({
  id: idSchema,
  userId: idSchema,
  from: z.string(),
  to: z.string(),
  /** Hours off on each day; null: the whole day. */
  hours: z.number().nullable(),
  reason: z.string(),
  createdAt: timestampSchema,
});
export type TimeOffEntry = z.infer<typeof timeOffSchema>;

export const createTimeOffSchema = z
  .object({
    from: pgDate('From'),
    to: pgDate('To'),
    hours: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      dayHours('Hours off')
        .refine((v) => v > 0, { error: said('planning.hoursOffPositive') })
        .nullable(),
    ),
    reason: boundedText(200, 'Reason', { min: 1 }),
  })
  .refine((v) => v.from <= v.to, { error: said('planning.toAfterFrom'), path: ['to'] })
  .refine((v) => v.from > v.to || spanDays(v.from, v.to) <= TIME_OFF_MAX_DAYS, {
    error: said('planning.timeOffMax', { max: TIME_OFF_MAX_DAYS }),
    path: ['to'],
  });
export type CreateTimeOff = z.infer<typeof createTimeOffSchema>;

export const userTimeOffParamsSchema = z.object({ id: idSchema, timeOffId: idSchema });

/** A person's time off that reaches into `from`…`to` (plant days); without `from`, from today on. */
export const timeOffQuerySchema = pageQuerySchema
  .extend({ from: pgDate('from').optional(), to: pgDate('to').optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    error: said('planning.toAfterFromParam'),
    path: ['to'],
  });
export type TimeOffQuery = z.infer<typeof timeOffQuerySchema>;

/** A window of plant days, both included. */
const windowSchema = z
  .object({ from: pgDate('from'), to: pgDate('to') })
  .refine((v) => v.from <= v.to, { error: said('planning.toAfterFromParam'), path: ['to'] })
  .refine((v) => v.from > v.to || spanDays(v.from, v.to) <= PLANNING_MAX_DAYS, {
    error: said('planning.boardMaxDays', { max: PLANNING_MAX_DAYS }),
    path: ['to'],
  });

export const planningQuerySchema = windowSchema;
export type PlanningQuery = z.infer<typeof planningQuerySchema>;

/** What a card on the board (or a backlog row) shows. */
export const planningCardSchema = z.object({
  id: idSchema,
  foNumber: z.string(),
  description: z.string(),
  type: z.enum(WORK_ORDER_TYPES),
  priority: z.enum(PRIORITIES),
  status: z.enum(WORK_ORDER_STATUSES),
  assignedTo: idSchema.nullable(),
  dueDate: timestampSchema.nullable(),
  scheduledStart: timestampSchema.nullable(),
  /** As scheduled, else the estimate, else 1 h: what the card's size and the day's load count. */
  hours: z.number(),
  equipmentId: idSchema.nullable(),
  /** The equipment's name, else the order's asset model; null without either. */
  asset: z.string().nullable(),
  /** Its equipment is down now. */
  equipmentDown: z.boolean(),
  overdue: z.boolean(),
  lateAsPlanned: z.boolean(),
  version: z.number().int(),
});
export type PlanningCard = z.infer<typeof planningCardSchema>;

export const planningDaySchema = z.object({
  date: z.string(),
  /** Working hours less time off. */
  capacity: z.number(),
  /** Hours of the orders scheduled on it. */
  load: z.number(),
  /** Why some or all of the day is off, when it is. */
  timeOffReason: z.string().nullable(),
});

export const planningTechnicianSchema = z.object({
  id: idSchema,
  name: z.string(),
  workingHours: workingHoursSchema,
  days: z.array(planningDaySchema),
});
export type PlanningTechnician = z.infer<typeof planningTechnicianSchema>;

/** Work the scheduler will raise (a PM template's next due) or a meter's forecast, not yet an order. */
export const planningGhostSchema = z.object({
  kind: z.enum(['pm', 'forecast']),
  pmTemplateId: idSchema,
  title: z.string(),
  date: z.string(),
  hours: z.number(),
  equipmentId: idSchema.nullable(),
  asset: z.string().nullable(),
  /** Who the template assigns its orders to, when it does. */
  assignedTo: idSchema.nullable(),
});
export type PlanningGhost = z.infer<typeof planningGhostSchema>;

export const planningSchema = z.object({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  technicians: z.array(planningTechnicianSchema),
  /** Orders scheduled in the window (any assignee, or none). */
  orders: z.array(planningCardSchema),
  ghosts: z.array(planningGhostSchema),
});
export type Planning = z.infer<typeof planningSchema>;

export const backlogQuerySchema = pageQuerySchema.extend({
  priority: csvEnum(PRIORITIES, 'priority').optional(),
  type: csvEnum(WORK_ORDER_TYPES, 'type').optional(),
  dueBefore: pgDate('dueBefore').optional(),
  /** Orders on equipment at this location or anywhere under it. */
  locationId: idSchema.optional(),
});
export type BacklogQuery = z.infer<typeof backlogQuerySchema>;

export const distributeSchema = z
  .object({
    workOrderIds: z
      .array(idSchema)
      .min(1, { error: said('planning.chooseOrder') })
      .max(DISTRIBUTE_MAX_ORDERS, {
        error: said('planning.distributeMaxOrders', { max: DISTRIBUTE_MAX_ORDERS }),
      }),
    technicianIds: z
      .array(idSchema)
      .min(1, { error: said('planning.chooseTechnician') })
      .max(DISTRIBUTE_MAX_TECHNICIANS, {
        error: said('planning.distributeMaxTechnicians', { max: DISTRIBUTE_MAX_TECHNICIANS }),
      }),
    from: pgDate('from'),
    to: pgDate('to'),
    apply: z.boolean({ error: said('value.booleanField', { field: 'applyParam' }) }),
    /** With apply: each order's version as the preview saw it; a changed order refuses the apply (409). */
    versions: z.record(z.string(), z.number().int()).optional(),
  })
  .refine((v) => v.from <= v.to, { error: said('planning.toAfterFromParam'), path: ['to'] })
  .refine((v) => v.from > v.to || spanDays(v.from, v.to) <= PLANNING_MAX_DAYS, {
    error: said('planning.distributeMaxDays', { max: PLANNING_MAX_DAYS }),
    path: ['to'],
  });
export type DistributeBody = z.infer<typeof distributeSchema>;

export const distributionSchema = z.object({
  applied: z.boolean(),
  placements: z.array(
    z.object({
      workOrderId: idSchema,
      foNumber: z.string(),
      technicianId: idSchema,
      date: z.string(),
      scheduledStart: timestampSchema,
      hours: z.number(),
      /** The order's version this plan was made from: Apply sends it back. */
      version: z.number().int(),
    }),
  ),
  /** Orders no chosen technician had room for in the window. */
  unplaced: z.array(z.object({ workOrderId: idSchema, foNumber: z.string(), version: z.number().int() })),
});
export type Distribution = z.infer<typeof distributionSchema>;

export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: timestampSchema.nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** Answered once, when the feed's token is issued: the address with its secret. */
export const issuedCalendarFeedSchema = z.object({ url: z.string(), createdAt: timestampSchema });
export type IssuedCalendarFeed = z.infer<typeof issuedCalendarFeedSchema>;

export const calendarFeedQuerySchema = z.object({ token: z.string().max(200).optional() });
/** `/api/planning/{userId}/calendar-feed`: whose feed is issued, read or revoked. */
export const calendarFeedOwnerParamsSchema = z.object({ userId: idSchema });
