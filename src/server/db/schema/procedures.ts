import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { ProcedureSection } from '../../../shared/schemas/procedures';
import { id, timestamps, tz, version } from './columns';
import { organizations, warehouses } from './organizations';
import { users } from './users';

/**
 * A plant's procedure library (issue 25, ADR 55): the procedure is the name people look for; what
 * it asks is in its versions, one published per edit, so an order keeps the version it was issued with.
 */
export const procedures = pgTable(
  'procedures',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    /** The current version's name and category, for the library's list and search. */
    name: text().notNull(),
    category: text().notNull(),
    currentVersion: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id),
    updatedBy: uuid().references(() => users.id),
    ...timestamps(),
    deletedAt: tz(),
    version: version(),
  },
  (t) => [index('procedures_name_idx').on(t.warehouseId, sql`lower(${t.name})`)],
);

/** One published version of a procedure: never changed once written. */
export const procedureVersions = pgTable(
  'procedure_versions',
  {
    id: id(),
    procedureId: uuid()
      .notNull()
      .references(() => procedures.id),
    number: integer().notNull(),
    name: text().notNull(),
    category: text().notNull(),
    /** Checked by the shared procedure schema on the way in (src/shared/schemas/procedures.ts). */
    sections: jsonb().$type<ProcedureSection[]>().notNull(),
    createdBy: uuid().references(() => users.id),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [unique('procedure_versions_number_key').on(t.procedureId, t.number)],
);
