import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { StepAnswerValue, StepRule } from '../../../shared/schemas/procedures';
import { attachments } from './attachments';
import { id, timestamps, tz, version } from './columns';
import { checklistStatusEnum, stepOutcomeEnum } from './enums';
import { procedureVersions } from './procedures';
import { meterReadings, meters } from './meters';
import { organizations, warehouses } from './organizations';
import { users } from './users';
import { workOrders } from './work-orders';

/**
 * The steps of a work order: its checklist (core §7's offline-replay paths) and, since issue 25,
 * the typed steps of its procedure with their answers (ADR 55): a plain checklist line is a
 * checkbox step, so old checklists read as procedures without a copy.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    workOrderId: uuid()
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    /** The procedure step's id, kept across versions (a plain line: its own). */
    stepId: uuid().notNull().defaultRandom(),
    /** The step's title. */
    description: text().notNull(),
    /** What kind of step it is and its rules (limits, options, failure rule); its id and title are above. */
    step: jsonb().$type<StepRule>().notNull().default({ type: 'checkbox', required: false }),
    /** The procedure section it is in; null for a line added to the order. */
    section: text(),
    procedureVersionId: uuid().references(() => procedureVersions.id),
    /** The answer: a tick, pass / flag / fail, a number, text or an option (photos and signatures: null). */
    value: jsonb().$type<StepAnswerValue>(),
    outcome: stepOutcomeEnum(),
    /** The photo or signature of the answer, an attachment of the order. */
    attachmentId: uuid().references(() => attachments.id),
    status: checklistStatusEnum().notNull().default('pending'),
    note: text(),
    completedBy: uuid().references(() => users.id),
    completedAt: tz(),
    followUpWorkOrderId: uuid().references(() => workOrders.id),
    /** A "read meter X" step: the meter of the order's equipment it reads (issue 24 §3). */
    meterId: uuid().references(() => meters.id),
    /** The reading that completed it (the latest, if the step was read again). */
    meterReadingId: uuid().references(() => meterReadings.id),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    index().on(t.workOrderId, t.position),
    unique('checklist_items_step_key').on(t.workOrderId, t.stepId),
    // Maintenance Trends' failed and flagged steps of a period and the steps that raised a
    // follow-up (issue 25 §7): a plant's few, read without its every step.
    index('checklist_items_failed_answers_idx')
      .on(t.warehouseId, t.completedAt)
      .where(sql`${t.outcome} in ('fail', 'flag') or ${t.status} = 'failed'`),
    index('checklist_items_follow_ups_idx')
      .on(t.warehouseId)
      .where(sql`${t.followUpWorkOrderId} is not null`),
  ],
);
