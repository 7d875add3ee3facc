import { sql } from 'drizzle-orm';
import { PRIORITIES } from '../../../shared/domain';
import { MAX_ESCALATION_LEVEL, RESPONSE_TIME_HOURS } from '../../../shared/work-order-rules';
import { escalationNoticeOf, singleOrderOf, talliesByPlanner, talliesByWarehouse } from './escalation-digest';
import { escalationChanges } from './escalation-notice';
import {
  addToTallies,
  escalatedOrderFacts,
  factsOfOrder,
  plannersOf,
  takeTallies,
  type EscalatedOrderFacts,
} from './escalation-tallies.repository';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { inTransaction } from '../../lib/unit-of-work';
import type { EventBus } from '../../realtime/event-bus';
import { recordAudits, systemActor } from '../audit/audit.service';
import { PLANNER_ROLES, type NotificationsService } from '../notifications/notifications.service';
import { OPEN_STATUS_SQL } from '../../db/sql/open-statuses';

/**
 * The escalation rule (issue 3 §4), run every 30 minutes under an advisory lock:
 *
 * An open order (new, assigned, in progress) escalates when it is past its due date, or when
 * it has waited unstarted (new or assigned) longer than its priority's response time —
 * critical 4 h, high 12 h, medium 24 h, low 72 h. Escalating sets escalated = true, raises
 * escalationLevel by one (at most 3) and tells the warehouse's supervisors and managers
 * (wo_overdue). While the condition holds the order escalates again once per further
 * response-time window, so a forgotten critical order reaches level 3 in 8 more hours, not in
 * the next two job runs.
 */
/** Orders a transaction escalates: its locks last well under a second, its audit insert stays small. */
export const ESCALATION_BATCH_SIZE = 1_000;

const responseInterval = sql.raw(
  `make_interval(hours => case w.priority ${PRIORITIES.map((p) => `when '${p}' then ${RESPONSE_TIME_HOURS[p]}`).join(' ')} end)`,
);

/** An order a batch escalated, with where it belongs. */
type EscalatedRow = EscalatedOrderFacts & { organization_id: string; warehouse_id: string };

export function createEscalationService(deps: {
  db: Database;
  clock: Clock;
  events: EventBus;
  notifications: NotificationsService;
  /** Orders escalated per transaction (tests make it small). */
  batchSize?: number;
}) {
  const { db, clock, events, notifications } = deps;
  const batchSize = deps.batchSize ?? ESCALATION_BATCH_SIZE;

  /**
   * Escalates every order the rule catches, across all warehouses, ESCALATION_BATCH_SIZE orders
   * a transaction: no lock is held long, memory stays flat at any backlog, and a run that stops
   * half way leaves its batches committed (they no longer match the rule), so the next run
   * takes up the rest. Then tells each planner once of what the run escalated (issue 30 §5),
   * with what an earlier run that stopped before telling left in the tallies. Returns how many
   * orders escalated and notices were written.
   */
  async function escalateOverdue(): Promise<{ escalated: number; notified: number; batches: number }> {
    const now = clock.now().toISOString();
    const total = { escalated: 0, notified: 0, batches: 0 };
    for (;;) {
      const batch = await escalateBatch(now);
      if (batch === 0) break;
      total.escalated += batch;
      total.batches += 1;
      if (batch < batchSize) break;
    }
    total.notified = await tellPlanners(now);
    return total;
  }

  /** One notice per planner for the tallies, and one announcement per warehouse room, clearing them. */
  async function tellPlanners(now: string): Promise<number> {
    return inTransaction(db, events, async (tx, outbox) => {
      const tallies = await takeTallies(tx);
      if (tallies.length === 0) return 0;
      const byWarehouse = talliesByWarehouse(tallies);
      const warehouses = [...byWarehouse.keys()];
      const planners = talliesByPlanner(byWarehouse, await plannersOf(tx, warehouses, PLANNER_ROLES));
      const rooms = [...byWarehouse].map(([id, own]) => ({ id, tallies: own }));
      const singles = [...planners.values(), ...rooms.map((r) => r.tallies)].map(singleOrderOf);
      const facts = await escalatedOrderFacts(
        tx,
        [...new Set(singles.filter((id) => id !== undefined))],
        now,
      );
      const notices = [...planners].flatMap(([userId, own]) => {
        const ownWarehouses = new Set(own.map((t) => t.warehouse_id));
        const draft = escalationNoticeOf(
          own,
          facts,
          ownWarehouses.size === 1 ? (own[0]?.warehouse_id ?? null) : null,
        );
        return draft ? [{ userId, draft }] : [];
      });
      notifications.announceInWarehouses(
        outbox,
        rooms.flatMap((room) => escalationNoticeOf(room.tallies, facts, room.id) ?? []),
      );
      return notifications.notifyEach(tx, outbox, notices);
    });
  }

  /** Escalates one batch and adds it to the tallies; returns how many orders escalated. */
  async function escalateBatch(now: string): Promise<number> {
    return inTransaction(db, events, async (tx, outbox) => {
      const result = await tx.execute<EscalatedRow>(sql`
        with due as (
          select w.id, (w.due_date is not null and w.due_date < ${now}::timestamptz) as overdue
          from work_orders w
          where w.deleted_at is null
            and w.status in ${OPEN_STATUS_SQL}
            and w.escalation_level < ${MAX_ESCALATION_LEVEL}
            and (
              (w.due_date is not null and w.due_date < ${now}::timestamptz)
              or (w.status in ('new', 'assigned') and w.created_at <= ${now}::timestamptz - ${responseInterval})
            )
            and (w.escalated_at is null or w.escalated_at <= ${now}::timestamptz - ${responseInterval})
          limit ${batchSize}
          for update skip locked
        )
        update work_orders w set
          escalated = true,
          escalation_level = w.escalation_level + 1,
          escalated_at = ${now}::timestamptz,
          version = w.version + 1,
          updated_at = ${now}::timestamptz
        from due where w.id = due.id
        returning w.id, w.organization_id, w.warehouse_id, w.fo_number, w.description, w.priority::text as priority,
          w.status::text as status, w.escalation_level, w.due_date, due.overdue`);
      const rows = result.rows;
      if (rows.length === 0) return 0;

      await recordAudits(
        tx,
        rows.map((r) => ({
          actor: systemActor(r.organization_id, r.warehouse_id),
          entityType: 'work_order',
          entityId: r.id,
          action: 'escalated',
          changes: escalationChanges(factsOfOrder(r)),
          at: clock.now(),
        })),
      );
      await addToTallies(tx, rows);
      for (const r of rows) {
        outbox.push({
          topic: 'work_orders',
          type: 'work_order',
          action: 'escalated',
          id: r.id,
          data: { id: r.id, foNumber: r.fo_number, escalated: true, escalationLevel: r.escalation_level },
          at: now,
          organizationId: r.organization_id,
          warehouseId: r.warehouse_id,
        });
      }
      return rows.length;
    });
  }

  return { escalateOverdue };
}

export type EscalationService = ReturnType<typeof createEscalationService>;
