import type { AnalyticsPeriodWindow } from '../../../shared/schemas/analytics';
import type { StepFailures } from '../../../shared/schemas/step-failures';
import type { Database } from '../../db/client';
import type { WarehouseCache } from '../../lib/warehouse-cache';
import type { AuthContext } from '../auth/auth.context';
import type { AnalysisWindow, KpiWindow } from './formulas';
import {
  stepFailures as countStepFailures,
  type StepFailureKind,
  type StepFailureRow,
} from './step-failures.repository';

const countsOf = (row: StepFailureRow | undefined) => ({
  failed: row?.failed ?? 0,
  flagged: row?.flagged ?? 0,
  followUps: row?.follow_ups ?? 0,
  orders: row?.orders ?? 0,
});

/**
 * Failed and flagged procedure steps on Maintenance Trends (issue 25 §7): over the last N days,
 * cached per warehouse and period like the other reports, cleared by any work-order change (an
 * answer is one).
 */
export function createStepFailures(deps: {
  db: Database;
  cacheOf: <T>() => WarehouseCache<T>;
  windowOf: (actor: AuthContext, days: number) => KpiWindow;
  periodOf: (window: AnalysisWindow, days: number) => AnalyticsPeriodWindow;
}) {
  const cache = deps.cacheOf<StepFailures>();

  async function compute(actor: AuthContext, days: number): Promise<StepFailures> {
    const window = deps.windowOf(actor, days);
    const rows = await countStepFailures(deps.db, window);
    const of = (kind: StepFailureKind) => rows.filter((row) => row.kind === kind);
    return {
      period: deps.periodOf(window, days),
      totals: countsOf(of('total')[0]),
      byProcedure: of('procedure').map((row) => ({
        procedureId: row.procedure_id,
        name: row.procedure_name,
        ...countsOf(row),
      })),
      // The grouping sets leave a ranking's own columns set; the others are null.
      byEquipment: of('equipment').flatMap((row) =>
        row.equipment_id && row.asset_tag && row.equipment_description !== null
          ? [
              {
                equipmentId: row.equipment_id,
                assetTag: row.asset_tag,
                description: row.equipment_description,
                ...countsOf(row),
              },
            ]
          : [],
      ),
      topSteps: of('step').flatMap((row) =>
        row.step_title === null
          ? []
          : [
              {
                procedureId: row.procedure_id,
                procedureName: row.procedure_name,
                stepId: row.step_id,
                stepTitle: row.step_title,
                failed: row.failed,
                flagged: row.flagged,
              },
            ],
      ),
    };
  }

  return {
    /** Failed and flagged steps of the last `days`, in all, by procedure, by equipment and by step. */
    stepFailures: (actor: AuthContext, days: number) =>
      cache.get(actor.warehouseId, String(days), () => compute(actor, days)),
  };
}
