import { sql, type SQL } from 'drizzle-orm';
import type { StepOutcome } from '../../../shared/domain';
import type { Executor } from '../../db/client';
import { at, type Scope } from './analytics-sql';

/** How many procedures, equipment and steps each ranking lists. */
export const TOP_STEP_FAILURES = 10;

export type StepFailureKind = 'total' | 'procedure' | 'equipment' | 'step';

export type StepFailureRow = {
  kind: StepFailureKind;
  procedure_id: string | null;
  procedure_name: string | null;
  equipment_id: string | null;
  asset_tag: string | null;
  equipment_description: string | null;
  /** A procedure step's id (kept across versions); null for a line added to an order. */
  step_id: string | null;
  step_title: string | null;
  failed: number;
  flagged: number;
  follow_ups: number;
  orders: number;
};

/**
 * The failed and flagged steps of the warehouse's live orders answered in the window, and the
 * follow-ups steps raised in it (issue 25 §7), counted from the answers in one pass: in all, by
 * the procedure the order was issued with (null: a checklist without one), by the order's
 * equipment and by step, each ranking its first TOP_STEP_FAILURES.
 *
 * A step failed when its outcome is `fail` (a fail, a number outside its limits, a failing
 * option: the shared rules' judgement, stored with the answer) or, for a checklist line failed
 * before procedures, when its status is `failed` (the answer's DTO reads it so). A step of a
 * procedure is one step across versions by its id; lines added to orders are one step by title.
 */
export async function stepFailures(db: Executor, s: Scope): Promise<StepFailureRow[]> {
  const inWindow = (column: SQL) => sql`${column} >= ${at(s.from)} and ${column} <= ${at(s.to)}`;
  const outcome = sql`coalesce(c.outcome::text, case when c.status = 'failed' then 'fail' end)`;
  const answeredAs = (value: Extract<StepOutcome, 'fail' | 'flag'>) =>
    sql`coalesce(c.status <> 'pending' and ${inWindow(sql`c.completed_at`)} and ${outcome} = ${value}, false)`;
  const result = await db.execute<StepFailureRow>(sql`
    with answers as (
      select c.work_order_id, w.equipment_id, v.procedure_id, c.description, c.completed_at,
        case when c.procedure_version_id is null then 'line:' || lower(c.description) else c.step_id::text end
          as step_key,
        ${answeredAs('fail')} as failed,
        ${answeredAs('flag')} as flagged,
        coalesce(${inWindow(sql`f.created_at`)}, false) as raised
      from checklist_items c
      join work_orders w on w.id = c.work_order_id and w.deleted_at is null
      left join procedure_versions v on v.id = w.procedure_version_id
      left join work_orders f on f.id = c.follow_up_work_order_id and f.deleted_at is null
      where c.warehouse_id = ${s.warehouseId}
        and ((${inWindow(sql`c.completed_at`)} and (c.outcome in ('fail', 'flag') or c.status = 'failed'))
          or c.follow_up_work_order_id is not null)
    ),
    counted as (select * from answers where failed or flagged or raised),
    grouped as (
      select
        case when grouping(step_key) = 0 then 'step' when grouping(procedure_id) = 0 then 'procedure'
          when grouping(equipment_id) = 0 then 'equipment' else 'total' end as kind,
        procedure_id, equipment_id,
        case when grouping(step_key) = 0 and step_key not like 'line:%' then step_key::uuid end as step_id,
        (array_agg(description order by completed_at desc nulls last))[1] as step_title,
        count(*) filter (where failed)::int as failed,
        count(*) filter (where flagged)::int as flagged,
        count(*) filter (where raised)::int as follow_ups,
        count(distinct work_order_id)::int as orders
      from counted
      group by grouping sets ((), (procedure_id), (equipment_id), (procedure_id, step_key))
      -- Orders without equipment have no row of their own; a step counts where it failed or flagged.
      having (grouping(equipment_id) = 1 or equipment_id is not null)
        and (grouping(step_key) = 1 or count(*) filter (where failed or flagged) > 0)
    ),
    named as (
      select g.*, p.name as procedure_name, e.asset_tag,
        coalesce(e.description, e.name) as equipment_description
      from grouped g
      left join procedures p on p.id = g.procedure_id
      left join equipment e on e.id = g.equipment_id
    ),
    ranked as (
      select n.*, row_number() over (
        partition by kind
        order by failed + flagged desc, follow_ups desc, procedure_name nulls last, asset_tag, step_title
      ) as place
      from named n
    )
    select kind, procedure_id, procedure_name, equipment_id, asset_tag, equipment_description, step_id,
      step_title, failed, flagged, follow_ups, orders
    from ranked
    where place <= ${TOP_STEP_FAILURES}
    order by kind, place`);
  return result.rows;
}
