import type { PeriodExportQuery, WorkOrdersExportQuery } from '../../../shared/schemas/reports';
import { PM_COMPLIANCE_CSV_COLUMNS, pmComplianceCsvFields } from '../../../shared/reports/pm-compliance-csv';
import { STOCK_STATUS_LABELS, stockStatus } from '../../../shared/stock-status';
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
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export interface ExportsDeps {
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

  async function context(actor: AuthContext, name: string) {
    const plant = await deps.plantSettings.reportContext(actor);
    const time = localTime(plant.timezone);
    return { ...plant, time, fileName: `${name}-${time.day(clock.now())}.csv` };
  }

  async function workOrders(actor: AuthContext, query: WorkOrdersExportQuery): Promise<CsvExport> {
    const { time, fileName } = await context(actor, 'work-orders');
    return streamCsv(
      fileName,
      [
        'FO Number',
        'Type',
        'Priority',
        'Status',
        'Description',
        'Equipment',
        'Area',
        'Asset Model',
        'Assigned To',
        'Requested By',
        'Vendor',
        'Due Date',
        'Created',
        'Started',
        'Completed',
        'Verified',
        'Closed',
        'Estimated Hours',
        'Labour Hours',
        'Parts Cost',
        'Escalation Level',
        'Rating',
      ],
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
    const { time, fileName } = await context(actor, 'equipment');
    return streamCsv(
      fileName,
      [
        'Asset Tag',
        'Name',
        'Model',
        'Description',
        'Location',
        'Status',
        'Criticality',
        'Manufacturer',
        'Serial Number',
        'Install Date',
        'Warranty Expiry',
        'Added',
      ],
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
    const { fileName, currency } = await context(actor, 'parts');
    return streamCsv(
      fileName,
      [
        'Part Number',
        'Name',
        'Description',
        'Category',
        'Unit Of Measure',
        `Unit Cost (${currency})`,
        'Stock Level',
        'Reorder Point',
        'Reorder Quantity',
        'Maximum Stock',
        'Stock Status',
        `Stock Value (${currency})`,
        'Vendor',
        'Location',
      ],
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
            STOCK_STATUS_LABELS[stockStatus(p)],
            money(p.stockLevel * Number(p.unitCost)),
            p.vendor,
            p.location,
          ]),
        };
      },
    );
  }

  async function downtime(actor: AuthContext, query: PeriodExportQuery): Promise<CsvExport> {
    const { time, fileName } = await context(actor, 'downtime');
    const to = clock.now();
    const range = { from: new Date(to.getTime() - query.days * DAY_MS), to };
    return streamCsv(
      fileName,
      [
        'Asset Tag',
        'Equipment',
        'Reason',
        'Reason Code',
        'Planned',
        'Started',
        'Ended',
        'Hours',
        'Work Order',
        'Note',
        'Opened By',
        'Closed By',
      ],
      async (cursor) => {
        const page = await deps.downtime.exportPage(actor, range, cursor, EXPORT_PAGE_SIZE);
        return {
          nextCursor: page.nextCursor,
          rows: page.items.map((d) => [
            d.equipmentAssetTag,
            d.equipmentName,
            d.reasonLabel,
            d.reasonCode,
            yesNo(d.planned),
            time.minute(d.startedAt),
            d.endedAt ? time.minute(d.endedAt) : 'Still down',
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
    const plant = await deps.plantSettings.reportContext(actor);
    const time = localTime(plant.timezone);
    return streamCsv(
      `pm-compliance-report-${time.day(clock.now())}.csv`,
      PM_COMPLIANCE_CSV_COLUMNS,
      async (cursor) => {
        const page = await deps.compliance.equipment(actor, {
          days: query.days,
          filter: 'all',
          limit: EXPORT_PAGE_SIZE,
          cursor,
        });
        return {
          nextCursor: page.nextCursor,
          rows: page.items.map((row) => pmComplianceCsvFields(row, time.day)),
        };
      },
    );
  }

  return { workOrders, equipment, parts, downtime, pmCompliance };
}

export type ExportsService = ReturnType<typeof createExportsService>;
