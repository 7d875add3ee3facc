import type { WorkOrderSheet, WorkOrderSheets } from '../../../shared/schemas/reports';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.context';
import type { DowntimeService } from '../downtime/downtime.service';
import type { PlantSettingsService } from '../settings/plant-settings.service';
import type { ChecklistService } from '../work-orders/checklist.service';
import type { LaborService } from '../work-orders/labor.service';
import type { PartsUsageService } from '../work-orders/parts-usage.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';

/** A work order's downtime never runs to more than a few records; one page holds them. */
const DOWNTIME_PER_SHEET = 100;

/**
 * Printable work-order sheets (issue 12 §5): each order with its checklist, parts, labour and
 * downtime, in the order asked for. An id that is no order of the caller's warehouse is listed
 * as missing, never printed: a sheet never shows another plant's work.
 */
export function createSheetsService(deps: {
  clock: Clock;
  workOrders: Pick<WorkOrdersService, 'get'>;
  checklist: Pick<ChecklistService, 'list'>;
  partsUsage: Pick<PartsUsageService, 'list'>;
  labor: Pick<LaborService, 'list'>;
  downtime: Pick<DowntimeService, 'list'>;
  plantSettings: Pick<PlantSettingsService, 'reportContext'>;
}) {
  async function sheetOf(actor: AuthContext, id: string) {
    const workOrder = await deps.workOrders.get(actor, id);
    const [checklist, partsUsage, labor, downtime] = await Promise.all([
      deps.checklist.list(actor, id),
      deps.partsUsage.list(actor, id),
      deps.labor.list(actor, id),
      deps.downtime.list(actor, { workOrderId: id, limit: DOWNTIME_PER_SHEET }),
    ]);
    return { workOrder, checklist, partsUsage, labor, downtime: downtime.items };
  }

  async function sheets(actor: AuthContext, ids: readonly string[]): Promise<WorkOrderSheets> {
    const plant = await deps.plantSettings.reportContext(actor);
    const printed: WorkOrderSheet[] = [];
    const missingIds: string[] = [];
    // One order at a time: a batch of 100 sheets must not take the whole connection pool.
    for (const id of new Set(ids)) {
      try {
        printed.push(await sheetOf(actor, id));
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        missingIds.push(id);
      }
    }
    return {
      warehouseName: plant.warehouseName,
      currency: plant.currency,
      printedAt: deps.clock.now().toISOString(),
      sheets: printed,
      missingIds,
    };
  }

  return { sheets };
}

export type SheetsService = ReturnType<typeof createSheetsService>;
