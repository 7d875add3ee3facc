import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';
import { closeOutKindEnum } from './enums';
import { organizations } from './organizations';

/**
 * The organization's close-out codes (issue 25 §8, ADR 56): one list with a kind per question
 * (problem, cause, remedy), edited by supervisors and up of every plant. Every organization
 * starts with an ISO 14224-style set (the SQL function of migration 0028). A code is retired
 * (active = false), never deleted, so completed orders keep theirs.
 */
export const closeOutCodes = pgTable(
  'close_out_codes',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    kind: closeOutKindEnum().notNull(),
    /** Stable key ("seal_wear"): the API and the analytics carry it; the label may be renamed. */
    code: text().notNull(),
    label: text().notNull(),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps(),
    version: version(),
  },
  // Also what the list is read by: a few dozen codes per organization, sorted in memory.
  (t) => [uniqueIndex('close_out_codes_organization_kind_code_idx').on(t.organizationId, t.kind, t.code)],
);
