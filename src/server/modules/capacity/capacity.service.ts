import {
  coversDay,
  dayCapacity,
  DEFAULT_WORKING_HOURS,
  weekdayOf,
  type TimeOff,
  type WorkingHours,
} from '../../../shared/planning/capacity';
import { plantDayOf } from '../../../shared/planning/plant-time';
import * as policy from '../../../shared/policies/capacity';
import type {
  CreateTimeOff,
  TimeOffEntry,
  TimeOffQuery,
  WorkingHoursBody,
} from '../../../shared/schemas/planning';
import type { Database, Executor } from '../../db/client';
import { phrase } from '../../../shared/i18n/error-texts';
import { AppError, enforce, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toIso } from '../../lib/dates';
import { inTransaction } from '../../lib/unit-of-work';
import { mutationEvent, type EventBus } from '../../realtime/event-bus';
import { diffFields, recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import * as repo from './capacity.repository';

export interface CapacityServiceDeps {
  db: Database;
  clock: Clock;
  events: EventBus;
}

export function toTimeOffDto(row: repo.TimeOffRow): TimeOffEntry {
  return {
    id: row.id,
    userId: row.userId,
    from: row.fromDay,
    to: row.toDay,
    hours: row.hours === null ? null : Number(row.hours),
    reason: row.reason,
    createdAt: toIso(row.createdAt),
  };
}

/** What the audit log keeps of an entry: the person by id (the log shows their name) and the days. */
const auditedTimeOff = (entry: TimeOffEntry) => ({
  userId: entry.userId,
  from: entry.from,
  to: entry.to,
  hours: entry.hours,
  reason: entry.reason,
});

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A person's week and their time off in a window, with its reasons. */
export interface PersonCapacity {
  workingHours: WorkingHours;
  timeOff: (TimeOff & { reason: string })[];
}

/** A schedule a PATCH asks for: work for `userId` starting `start`; `path` is the field that moved it. */
export interface Assignment {
  userId: string;
  start: Date;
  path: 'scheduledStart' | 'assignedTo';
}

/**
 * Technicians' capacity (issue 26 §2, ADR 57): the working hours of each weekday and the time
 * off, read by the planner and by the person themself, set by planners (policies/capacity).
 * The person must work in one of the caller's plants (else 404, as for any record out of reach).
 * Changes are announced on the users topic, whose socket payloads carry no data: a colleague's
 * time off and its reason reach only the screens that may read them.
 */
export function createCapacityService({ db, clock, events }: CapacityServiceDeps) {
  async function person(actor: AuthContext, userId: string, tx: Executor = db, lock = false) {
    const found = await repo.findPerson(tx, actor.organizationId, actor.warehouseIds, userId, lock);
    if (!found) throw notFound('User');
    return found;
  }

  async function readable(actor: AuthContext, userId: string) {
    const found = await person(actor, userId);
    enforce(policy.readCapacity(actor, found));
    return found;
  }

  async function changeable(tx: Executor, actor: AuthContext, userId: string) {
    const found = await person(actor, userId, tx, true);
    enforce(policy.changeCapacity(actor, found));
    return found;
  }

  const event = (
    actor: AuthContext,
    type: string,
    action: string,
    id: string,
    data: Record<string, unknown>,
  ) => mutationEvent(actor, { topic: 'users', type, action, id, data }, clock.now());

  async function getWorkingHours(actor: AuthContext, userId: string): Promise<WorkingHoursBody> {
    return (await readable(actor, userId)).workingHours;
  }

  async function setWorkingHours(
    actor: AuthContext,
    userId: string,
    hours: WorkingHoursBody,
  ): Promise<WorkingHoursBody> {
    return inTransaction(db, events, async (tx, outbox) => {
      const before = await changeable(tx, actor, userId);
      await repo.updateWorkingHours(tx, userId, hours);
      await recordAudit(tx, actor, {
        entityType: 'user',
        entityId: userId,
        action: 'working_hours_changed',
        changes: diffFields(before.workingHours, hours),
      });
      outbox.push(event(actor, 'working_hours', 'updated', userId, { userId, workingHours: hours }));
      return hours;
    });
  }

  /** Entries that reach into the window; without `from`, those that end today or later (plant days). */
  async function listTimeOff(
    actor: AuthContext,
    userId: string,
    query: TimeOffQuery,
  ): Promise<TimeOffEntry[]> {
    await readable(actor, userId);
    const from = query.from ?? plantDayOf(clock.now(), await repo.plantTimezone(db, actor.warehouseId));
    const rows = await repo.listTimeOff(db, userId, { from, to: query.to });
    return rows.map(toTimeOffDto);
  }

  async function createTimeOff(
    actor: AuthContext,
    userId: string,
    input: CreateTimeOff,
  ): Promise<TimeOffEntry> {
    return inTransaction(db, events, async (tx, outbox) => {
      await changeable(tx, actor, userId);
      const row = await repo.insertTimeOff(tx, {
        userId,
        fromDay: input.from,
        toDay: input.to,
        hours: input.hours === null ? null : String(input.hours),
        reason: input.reason,
        createdBy: actor.userId,
      });
      const entry = toTimeOffDto(row);
      await recordAudit(tx, actor, {
        entityType: 'time_off',
        entityId: entry.id,
        action: 'created',
        changes: auditedTimeOff(entry),
      });
      outbox.push(event(actor, 'time_off', 'created', entry.id, entry));
      return entry;
    });
  }

  async function deleteTimeOff(actor: AuthContext, userId: string, timeOffId: string): Promise<void> {
    await inTransaction(db, events, async (tx, outbox) => {
      await changeable(tx, actor, userId);
      const row = await repo.deleteTimeOff(tx, userId, timeOffId);
      if (!row) throw notFound('Time off');
      const entry = toTimeOffDto(row);
      await recordAudit(tx, actor, {
        entityType: 'time_off',
        entityId: entry.id,
        action: 'deleted',
        changes: auditedTimeOff(entry),
      });
      outbox.push(event(actor, 'time_off', 'deleted', entry.id, entry));
    });
  }

  /**
   * Refuses (422) work scheduled on a plant day the assignee has off (ADR 57): a day they work
   * that their time off takes whole. A day they never work (0 hours) is not refused: the board
   * shows it has no room, and weekend work is a planner's call. Partial time off that leaves
   * hours is not refused either. The caller skips this for `force: true`.
   */
  async function assertNotOff(tx: Executor, warehouseId: string, assignment: Assignment): Promise<void> {
    const at = assignment.start.getTime();
    const facts = await repo.scheduleFacts(tx, warehouseId, assignment.userId, {
      from: utcDay(at - DAY_MS),
      to: utcDay(at + DAY_MS),
    });
    if (!facts) return;
    const day = plantDayOf(assignment.start, facts.timezone);
    const off = facts.timeOff.filter((entry) => coversDay(entry, day));
    if (facts.workingHours[weekdayOf(day)] === 0 || dayCapacity(facts.workingHours, off, day) > 0) return;
    const params = {
      name: `${facts.firstName} ${facts.lastName}`,
      day,
      reasons: [...new Set(off.map((entry) => entry.reason))].join(', '),
    };
    throw new AppError('UNPROCESSABLE', phrase('planning.assigneeOff', params), {
      details: [{ path: assignment.path, ...phrase('planning.assigneeOffShort', params) }],
    });
  }

  /**
   * The capacity of many people over the plant days [from, to], read at once (the board's rows,
   * Distribute's technicians): a lookup by person; someone not found works the default week.
   */
  async function ofPeople(userIds: readonly string[], from: string, to: string) {
    const rows = await repo.capacityOf(db, userIds, from, to);
    const byId = new Map(rows.map((r) => [r.id, { workingHours: r.working_hours, timeOff: r.time_off }]));
    return (userId: string): PersonCapacity =>
      byId.get(userId) ?? { workingHours: DEFAULT_WORKING_HOURS, timeOff: [] };
  }

  return {
    getWorkingHours,
    setWorkingHours,
    listTimeOff,
    createTimeOff,
    deleteTimeOff,
    assertNotOff,
    ofPeople,
  };
}

export type CapacityService = ReturnType<typeof createCapacityService>;
