import { sql } from 'drizzle-orm';
import type { CloseOutKind } from '../../../shared/domain';
import { FAILURE_CODE_ROWS } from '../../../shared/schemas/failure-codes';
import type { Executor } from '../../db/client';
import { at } from './analytics-sql';
import type { KpiWindow } from './formulas';

/**
 * `failures`: the warehouse's corrective and emergency orders completed in the window (verified
 * and closed ones too: they were completed), with their close-out codes. By the completion
 * index: one range of (warehouse, completed_at).
 */
const failuresCte = (s: KpiWindow) => sql`failures as (
  select w.equipment_id, nullif(trim(w.asset_model), '') as asset_model,
    w.problem_code_id, w.cause_code_id, w.remedy_code_id
  from work_orders w
  where w.warehouse_id = ${s.warehouseId} and w.deleted_at is null
    and w.completed_at >= ${at(s.from)} and w.completed_at <= ${at(s.to)}
    and w.type in ('corrective', 'emergency')
    and w.status in ('completed', 'verified', 'closed')
)`;

/** A problem and a cause, each null when the failure was closed out without one. */
const pairColumns = sql`p.code as problem_code, p.label as problem_label, c.code as cause_code, c.label as cause_label`;
const pairJoins = sql`left join close_out_codes p on p.id = f.problem_code_id
  left join close_out_codes c on c.id = f.cause_code_id`;
/** Most repeated first; of as many, a known cause before an unknown one. */
const pairOrder = sql`failures desc, (c.code is null), (p.code is null), c.label, p.label`;

export type FailureTotalsRow = {
  failures: number;
  coded: number;
};

export async function failureTotals(db: Executor, s: KpiWindow): Promise<FailureTotalsRow> {
  const result = await db.execute<FailureTotalsRow>(sql`
    with ${failuresCte(s)}
    select count(*)::int as failures,
      (count(*) filter (where problem_code_id is not null and cause_code_id is not null
        and remedy_code_id is not null))::int as coded
    from failures`);
  return result.rows[0] ?? { failures: 0, coded: 0 };
}

export type CodeCountRow = {
  kind: CloseOutKind;
  /** Null: the failures closed out without a code of this kind. */
  code: string | null;
  label: string | null;
  failures: number;
};

/** The failures by each kind's code, every failure once per kind. */
export async function failuresByCode(db: Executor, s: KpiWindow): Promise<CodeCountRow[]> {
  const result = await db.execute<CodeCountRow>(sql`
    with ${failuresCte(s)}
    select k.kind, c.code, c.label, count(*)::int as failures
    from failures f
    cross join lateral (values ('problem', f.problem_code_id), ('cause', f.cause_code_id),
      ('remedy', f.remedy_code_id)) as k(kind, code_id)
    left join close_out_codes c on c.id = k.code_id
    group by k.kind, c.code, c.label
    order by failures desc, (c.code is null), c.label`);
  return result.rows;
}

export type PairRow = {
  problem_code: string | null;
  problem_label: string | null;
  cause_code: string | null;
  cause_label: string | null;
  failures: number;
};

export type EquipmentPairRow = PairRow & { equipment_id: string; asset_tag: string; description: string };

/** Problem and cause pairs per equipment, the most repeated first. */
export async function pairsByEquipment(db: Executor, s: KpiWindow): Promise<EquipmentPairRow[]> {
  const result = await db.execute<EquipmentPairRow>(sql`
    with ${failuresCte(s)}
    select e.id as equipment_id, e.asset_tag, coalesce(e.description, e.name) as description,
      ${pairColumns}, count(*)::int as failures
    from failures f
    join equipment e on e.id = f.equipment_id
    ${pairJoins}
    group by e.id, p.code, p.label, c.code, c.label
    order by ${pairOrder}, e.asset_tag
    limit ${FAILURE_CODE_ROWS}`);
  return result.rows;
}

export type ModelPairRow = PairRow & { model: string; equipment_count: number };

/** Problem and cause pairs per equipment model (the order's own model without equipment), the most repeated first. */
export async function pairsByModel(db: Executor, s: KpiWindow): Promise<ModelPairRow[]> {
  const result = await db.execute<ModelPairRow>(sql`
    with ${failuresCte(s)},
    modelled as (
      select f.*, coalesce(nullif(trim(e.model), ''), f.asset_model) as model
      from failures f
      left join equipment e on e.id = f.equipment_id
    )
    select f.model, ${pairColumns}, count(*)::int as failures,
      count(distinct f.equipment_id)::int as equipment_count
    from modelled f
    ${pairJoins}
    where f.model is not null
    group by f.model, p.code, p.label, c.code, c.label
    order by ${pairOrder}, f.model
    limit ${FAILURE_CODE_ROWS}`);
  return result.rows;
}
