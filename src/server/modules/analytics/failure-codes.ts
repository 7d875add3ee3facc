import type { CloseOutKind } from '../../../shared/domain';
import type { AnalyticsPeriodWindow } from '../../../shared/schemas/analytics';
import type { FailureCodes } from '../../../shared/schemas/failure-codes';
import type { Database } from '../../db/client';
import type { WarehouseCache } from '../../lib/warehouse-cache';
import type { AuthContext } from '../auth/auth.context';
import type { AnalysisWindow, KpiWindow } from './formulas';
import * as repo from './failure-codes.repository';

/** What a failure closed out without a code is counted under: shown, never left out. */
export const NO_CODE_LABEL = 'No code given';

const labelOf = (code: string | null, label: string | null) =>
  code === null ? NO_CODE_LABEL : (label ?? code);

const pairOf = (row: repo.PairRow) => ({
  problemCode: row.problem_code,
  problemLabel: labelOf(row.problem_code, row.problem_label),
  causeCode: row.cause_code,
  causeLabel: labelOf(row.cause_code, row.cause_label),
  failures: row.failures,
});

/**
 * Failures by close-out code on Maintenance Trends (issue 25 §8): over the last N days, cached
 * per warehouse and period like the other reports, cleared by any work-order change (a
 * completion, or a code renamed: its events are on the work-order topic).
 */
export function createFailureCodes(deps: {
  db: Database;
  cacheOf: <T>() => WarehouseCache<T>;
  windowOf: (actor: AuthContext, days: number) => KpiWindow;
  periodOf: (window: AnalysisWindow, days: number) => AnalyticsPeriodWindow;
}) {
  const cache = deps.cacheOf<FailureCodes>();

  async function compute(actor: AuthContext, days: number): Promise<FailureCodes> {
    const { db } = deps;
    const window = deps.windowOf(actor, days);
    const [totals, counts, equipment, models] = await Promise.all([
      repo.failureTotals(db, window),
      repo.failuresByCode(db, window),
      repo.pairsByEquipment(db, window),
      repo.pairsByModel(db, window),
    ]);
    const countsOf = (kind: CloseOutKind) =>
      counts
        .filter((row) => row.kind === kind)
        .map((row) => ({ code: row.code, label: labelOf(row.code, row.label), failures: row.failures }));
    return {
      period: deps.periodOf(window, days),
      failures: totals.failures,
      coded: totals.coded,
      byProblem: countsOf('problem'),
      byCause: countsOf('cause'),
      byRemedy: countsOf('remedy'),
      byEquipment: equipment.map((row) => ({
        equipmentId: row.equipment_id,
        assetTag: row.asset_tag,
        description: row.description,
        ...pairOf(row),
      })),
      byModel: models.map((row) => ({
        model: row.model,
        equipmentCount: row.equipment_count,
        ...pairOf(row),
      })),
    };
  }

  return {
    /** The last `days`' failures by close-out code, and their problem and cause pairs per equipment and model. */
    failureCodes: (actor: AuthContext, days: number) =>
      cache.get(actor.warehouseId, String(days), () => compute(actor, days)),
  };
}
