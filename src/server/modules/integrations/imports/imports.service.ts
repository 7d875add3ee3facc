import { lt } from 'drizzle-orm';
import {
  IMPORT_LISTED_ERRORS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_TTL_MINUTES,
  type ImportKind,
  type ImportPreview,
} from '../../../../shared/schemas/imports';
import { CSV_BOM, csvLine } from '../../../../shared/csv';
import { phrase } from '../../../../shared/i18n/error-texts';
import { csvImports } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { AppError, conflict } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { toIso, toIsoOrNull } from '../../../lib/dates';
import { inTransaction } from '../../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../../realtime/event-bus';
import { recordAudit } from '../../audit/audit.service';
import type { AuthContext } from '../../auth/auth.context';
import type { EquipmentService } from '../../equipment/equipment.service';
import type { LocationsService } from '../../locations/locations.service';
import type { MetersService } from '../../meters/meters.service';
import type { PartsService } from '../../parts/parts.service';
import type { PmService } from '../../pm/pm.service';
import type { VendorsService } from '../../vendors/vendors.service';
import { readCsv } from './csv-read';
import { equipmentImport } from './equipment-import';
import { readColumns, type ImportRow } from './import-columns';
import { meterReadingsImport } from './meter-readings-import';
import type { ImportKindHandler, ImportPlan } from './import-plan';
import { pmTemplatesImport } from './pm-templates-import';
import * as repo from './imports.repository';
import { partsImport } from './parts-import';
import { vendorsImport } from './vendors-import';

const MINUTE_MS = 60_000;
/** Dry runs nobody imported are deleted a day after they expired (their "expired" answer lasts that long). */
const PURGE_AFTER_MS = 24 * 60 * MINUTE_MS;

/** What a dry run keeps until "Import": the rows by field, and which fields the file has. */
interface KeptRows {
  fields: string[];
  rows: ImportRow[];
}

export interface UploadedCsv {
  fileName: string | null;
  bytes: Buffer;
}

/** The counts and first rows of a plan, as the preview shows them. */
function summaryOf(plan: Pick<ImportPlan, 'outcomes' | 'errors'>, rowCount: number) {
  const errors = [...plan.errors].sort((a, b) => a.row - b.row);
  const count = (action: string) => plan.outcomes.filter((o) => o.action === action).length;
  return {
    rowCount,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    errorCount: plan.errors.length,
    errors: errors.slice(0, IMPORT_LISTED_ERRORS),
    rows: plan.outcomes.slice(0, IMPORT_PREVIEW_ROWS),
  };
}
type Summary = ReturnType<typeof summaryOf>;

const importNotFound = () => new AppError('NOT_FOUND', phrase('import.notFound'));

function previewOf(row: repo.CsvImportRow): ImportPreview {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.fileName,
    ...(row.summary as Summary),
    expiresAt: toIso(row.expiresAt),
    committedAt: toIsoOrNull(row.committedAt),
  };
}

/**
 * CSV import with a dry run (issue 28 §4, ADR 61): the dry run reads and matches every row and
 * keeps them for 30 minutes; "Import" matches them again against the records as they are then
 * and writes them all in one transaction, through the owning modules' bulk paths, or none.
 */
export function createImportsService({
  db,
  clock,
  events,
  equipment,
  locations,
  meters,
  parts,
  pm,
  vendors,
}: {
  db: Database;
  clock: Clock;
  events: EventBus;
  equipment: Pick<EquipmentService, 'bulk'>;
  locations: Pick<LocationsService, 'idsByCode'>;
  meters: Pick<MetersService, 'readInTransaction'>;
  parts: Pick<PartsService, 'bulk'>;
  pm: Pick<PmService, 'bulk'>;
  vendors: Pick<VendorsService, 'bulk'>;
}) {
  const handlers: Record<ImportKind, ImportKindHandler> = {
    equipment: equipmentImport({ equipment, locations }),
    parts: partsImport({ parts, vendors }),
    vendors: vendorsImport({ vendors }),
    'pm-templates': pmTemplatesImport({ pm }),
    'meter-readings': meterReadingsImport({ meters, clock }),
  };

  const event = (actor: AuthContext, action: string, row: repo.CsvImportRow) =>
    mutationEvent(
      actor,
      {
        topic: 'system',
        type: 'csv_import',
        action,
        id: row.id,
        data: { kind: row.kind, fileName: row.fileName },
      },
      clock.now(),
    );

  /** The dry run: every row read, validated and matched; nothing but the dry run itself is written. */
  async function dryRun(actor: AuthContext, kind: ImportKind, file: UploadedCsv): Promise<ImportPreview> {
    const handler = handlers[kind];
    const read = readColumns(readCsv(file.bytes), handler.columns);
    const plan = await handler.plan(actor, read, db);
    const summary = summaryOf(
      { outcomes: plan.outcomes, errors: [...read.errors, ...plan.errors] },
      read.rows.length,
    );
    const now = clock.now();
    const kept: KeptRows = { fields: read.fields, rows: read.rows };
    const row = await inTransaction(db, events, async (tx, outbox) => {
      await tx.delete(csvImports).where(lt(csvImports.expiresAt, new Date(now.getTime() - PURGE_AFTER_MS)));
      const inserted = await repo.insertImport(tx, {
        organizationId: actor.organizationId,
        warehouseId: actor.warehouseId,
        kind,
        fileName: file.fileName,
        createdBy: actor.userId,
        summary: { ...summary, fields: kept.fields },
        rows: kept.rows,
        expiresAt: new Date(now.getTime() + IMPORT_TTL_MINUTES * MINUTE_MS),
      });
      await recordAudit(tx, actor, {
        entityType: 'csv_import',
        entityId: inserted.id,
        action: 'checked',
        changes: { kind, fileName: file.fileName, rows: summary.rowCount, errors: summary.errorCount },
      });
      outbox.push(event(actor, 'checked', inserted));
      return inserted;
    });
    return previewOf(row);
  }

  async function get(actor: AuthContext, kind: ImportKind, id: string): Promise<ImportPreview> {
    const row = await repo.findImport(db, actor.warehouseId, kind, id);
    if (!row) throw importNotFound();
    return previewOf(row);
  }

  function refusal(row: repo.CsvImportRow): AppError | null {
    if (row.committedAt) {
      return conflict(phrase('import.alreadyImported'));
    }
    if (row.expiresAt.getTime() <= clock.now().getTime()) {
      return new AppError('NOT_FOUND', phrase('import.expired', { minutes: IMPORT_TTL_MINUTES }));
    }
    const { errorCount } = row.summary as Summary;
    if (errorCount > 0) {
      return new AppError(
        'UNPROCESSABLE',
        errorCount === 1 ? phrase('import.oneError') : phrase('import.errors', { count: errorCount }),
      );
    }
    return null;
  }

  /** "Import": all rows in one transaction, or none. */
  async function commit(actor: AuthContext, kind: ImportKind, id: string): Promise<ImportPreview> {
    const row = await inTransaction(db, events, async (tx, outbox) => {
      const found = await repo.findImport(tx, actor.warehouseId, kind, id, true);
      if (!found) throw importNotFound();
      const refused = refusal(found);
      if (refused) throw refused;
      const kept: KeptRows = {
        fields: (found.summary as { fields: string[] }).fields,
        rows: found.rows as ImportRow[],
      };
      const plan = await handlers[kind].plan(actor, kept, tx);
      const [changed] = plan.errors;
      if (changed) {
        // One sentence has one code: the row's problem goes in as its English, as a param.
        throw conflict(phrase('import.changedSinceDryRun', { row: changed.row, problem: changed.message }));
      }
      await plan.apply(tx, outbox, id);
      const committed = await repo.markCommitted(tx, id, clock.now(), {
        ...summaryOf(plan, kept.rows.length),
        fields: kept.fields,
      });
      await recordAudit(tx, actor, {
        entityType: 'csv_import',
        entityId: id,
        action: 'imported',
        changes: {
          kind,
          fileName: found.fileName,
          created: (committed.summary as Summary).create,
          updated: (committed.summary as Summary).update,
        },
      });
      outbox.push(event(actor, 'imported', committed));
      return committed;
    });
    return previewOf(row);
  }

  /** The kind's template: its header row and two example rows, as a spreadsheet opens them. */
  function template(kind: ImportKind): string {
    const handler = handlers[kind];
    return CSV_BOM + csvLine(handler.columns.map((c) => c.header)) + handler.examples.map(csvLine).join('');
  }

  return { dryRun, get, commit, template };
}

export type ImportsService = ReturnType<typeof createImportsService>;
