import type { PeriodExportQuery, WorkOrdersExportQuery } from '../../../shared/schemas/reports';
import { pmComplianceCsvFields } from '../../../shared/reports/pm-compliance-csv';
import { stockStatus } from '../../../shared/stock-status';
import type { Database } from '../../db/client';
import { csvWords } from '../../i18n/csv-words';
import { localeOf } from '../../i18n/reader-locales';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.context';
import type { DowntimeService } from '../downtime/downtime.service';
import type { EquipmentService } from '../equipment/equipment.service';
import type { PartsService } from '../parts/parts.service';
import type { ComplianceService } from '../pm/compliance.service';
import type { PlantSettingsService } from '../settings/plant-settings.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import { streamCsv, type CsvExport } from './csv-export';
import { localTime } from './local-time';

/** Rows read per round trip while streaming: memory stays flat whatever the export's size. */
export const EXPORT_PAGE_SIZE = 1000;

const DAY_MS = 86_400_000;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const money = (amount: number) => amount.toFixed(2);

export interface ExportsDeps {
  db: Database;
  clock: Clock;
  workOrders: Pick<WorkOrdersService, 'exportPage'>;
  equipment: Pick<EquipmentService, 'exportPage'>;
  parts: Pick<PartsService, 'exportPage'>;
  downtime: Pick<DowntimeService, 'exportPage'>;
  compliance: Pick<ComplianceService, 'equipment'>;
  plantSettings: Pick<PlantSettingsService, 'reportContext'>;
}

/** The CSV exports of the Reports screen (issue 12 §5), each streamed from its owning module. */
export function createExportsService(deps: ExportsDeps) {
  const { clock } = deps;

  /** The plant's clock and currency, and the words of the person exporting. */
  async function context(actor: AuthContext, name: string) {
    const [plant, locale] = await Promise.all([
      deps.plantSettings.reportContext(actor),
      localeOf(deps.db, actor.userId),
    ]);
    const time = localTime(plant.timezone);
    return { ...plant, time, words: csvWords(locale), fileName: `${name}-${time.day(clock.now())}.csv` };
  }

  async function workOrders(actor: AuthContext, query: WorkOrdersExportQuery): Promise<CsvExport> {
    const { time, words, fileName } = await context(actor, 'work-orders');
    return streamCsv(
      fileName,
      words.header([
        'foNumber',
        'type',
        'priority',
        'status',
        'description',
        'equipment',
        'area',
        'assetModel',
        'assignedTo',
        'requestedBy',
        'vendor',
        'dueDate',
        'created',
        'started',
        'completed',
        'verified',
        'closed',
        'estimatedHours',
        'labourHours',
        'partsCost',
        'escalationLevel',
        'rating',
      ]),
      async (cursor) => {
        const page = await deps.workOrders.exportPage(actor, query, cursor, EXPORT_PAGE_SIZE);
        return {
          nextCursor: page.nextCursor,
          rows: page.items.map(({ order: o, laborMinutes, partsCost }) => [
            o.foNumber,
            o.type,
            o.priority,
            o.status,
            o.description,
            o.equipmentAssetTag,
            o.area,
            o.assetModel,
            o.assigneeName,
            o.requesterName,
            o.vendorName,
            time.minute(o.dueDate),
            time.minute(o.createdAt),
            time.minute(o.startedAt),
            time.minute(o.completedAt),
            time.minute(o.verifiedAt),
            time.minute(o.closedAt),
            o.estimatedHours,
            hours(laborMinutes),
            money(partsCost),
            o.escalationLevel,
            o.satisfactionRating,
          ]),
        };
      },
    );
  }

  async function equipment(actor: AuthContext): Promise<CsvExport> {
    const { time, words, fileName } = await context(actor, 'equipment');
    return streamCsv(
      fileName,
      words.header([
        'assetTag',
        'name',
        'model',
        'description',
        'location',
        'status',
        'criticality',
        'manufacturer',
        'serialNumber',
        'installDate',
        'warrantyExpiry',
        'added',
      ]),
      async (cursor) => {
        const page = await deps.equipment.exportPage(actor, cursor, EXPORT_PAGE_SIZE);
        return {
          nextCursor: page.nextCursor,
          rows: page.items.map((e) => [
            e.assetTag,
            e.name,
            e.model,
            e.description,
            e.area,
            e.status,
            e.criticality,
            e.manufacturer,
            e.serialNumber,
            e.installDate,
            e.warrantyExpiry,
            time.day(e.createdAt),
          ]),
        };
      },
    );
  }

  async function parts(actor: AuthContext): Promise<CsvExport> {
    const { words, fileName, currency } = await context(actor, 'parts');
    return streamCsv(
      fileName,
      words.header([
        'partNumber',
        'name',
        'description',
        'category',
        'unitOfMeasure',
        ['unitCost', currency],
        'stockLevel',
        'reorderPoint',
        'reorderQuantity',
        'maximumStock',
        'stockStatus',
        ['stockValue', currency],
        'vendor',
        'location',
      ]),
      async (cursor) => {
        const page = await deps.parts.exportPage(actor, cursor, EXPORT_PAGE_SIZE);
        return {
          nextCursor: page.nextCursor,
          rows: page.items.map((p) => [
            p.partNumber,
            p.name,
            p.description,
            p.category,
            p.unitOfMeasure,
            p.unitCost,
            p.stockLevel,
            p.reorderPoint,
            p.reorderQuantity,
            p.maxStock,
            words.cell('stockStatus', { status: stockStatus(p) }),
            money(p.stockLevel * Number(p.unitCost)),
            p.vendor,
            p.location,
          ]),
        };
      },
    );
  }

  async function downtime(actor: AuthContext, query: PeriodExportQuery): Promise<CsvExport> {
    const { time, words, fileName } = await context(actor, 'downtime');
    const to = clock.now();
    const range = { from: new Date(to.getTime() - query.days * DAY_MS), to };
    return streamCsv(
      fileName,
      words.header([
        'assetTag',
        'equipment',
        'reason',
        'reasonCode',
        'planned',
        'started',
        'ended',
        'hours',
        'workOrder',
        'note',
        'openedBy',
        'closedBy',
      ]),
      async (cursor) => {
        const page = await deps.downtime.exportPage(actor, range, cursor, EXPORT_PAGE_SIZE);
        return {
          nextCursor: page.nextCursor,
          rows: page.items.map((d) => [
            d.equipmentAssetTag,
            d.equipmentName,
            d.reasonLabel,
            d.reasonCode,
            words.cell(d.planned ? 'yes' : 'no'),
            time.minute(d.startedAt),
            d.endedAt ? time.minute(d.endedAt) : words.cell('stillDown'),
            d.durationHours,
            d.workOrderFoNumber,
            d.note,
            d.openedByName,
            d.closedByName,
          ]),
        };
      },
    );
  }

  /** The PM compliance report of operations spec §9, one line per equipment, page by page. */
  async function pmCompliance(actor: AuthContext, query: PeriodExportQuery): Promise<CsvExport> {
    const { time, words, fileName } = await context(actor, 'pm-compliance-report');
    const missing = {
      notApplicable: words.cell('notApplicable'),
      never: words.cell('never'),
      toBeDecided: words.cell('toBeDecided'),
    };
    return streamCsv(
      fileName,
      words.header(['assetTag', 'model', 'complianceRate', 'lastPmDate', 'nextPmDate', 'overdueCount']),
      async (cursor) => {
        const page = await deps.compliance.equipment(actor, {
          days: query.days,
          filter: 'all',
          limit: EXPORT_PAGE_SIZE,
          cursor,
        });
        return {
          nextCursor: page.nextCursor,
          rows: page.items.map((row) => pmComplianceCsvFields(row, time.day, missing)),
        };
      },
    );
  }

  return { workOrders, equipment, parts, downtime, pmCompliance };
}

export type ExportsService = ReturnType<typeof createExportsService>;
