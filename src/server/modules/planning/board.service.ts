import { boardHours, coversDay, dayCapacity, daysBetween } from '../../../shared/planning/capacity';
import { plantDayOf } from '../../../shared/planning/plant-time';
import type {
  BacklogQuery,
  Planning,
  PlanningCard,
  PlanningGhost,
  PlanningQuery,
} from '../../../shared/schemas/planning';
import type { CalendarEntry } from '../../../shared/schemas/pm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { decodeCursor, pageOf, type ListTotal } from '../../lib/cursor';
import type { AuthContext } from '../auth/auth.context';
import type { CapacityService } from '../capacity/capacity.service';
import type { EquipmentService } from '../equipment/equipment.service';
import type { CalendarService } from '../pm/calendar.service';
import type { PlantSettingsService } from '../settings/plant-settings.service';
import type { UsersService } from '../users/users.service';
import { bookedHours, personDay, toCard, windowInstants } from './planning-days';
import * as repo from './planning.repository';

export interface BoardDeps {
  db: Database;
  clock: Clock;
  /** Filtered lists count exactly up to this many matches, then answer it as a lower bound (ADR 34). */
  listCountLimit: number;
  users: Pick<UsersService, 'listProfiles'>;
  plantSettings: Pick<PlantSettingsService, 'reportContext'>;
  calendar: Pick<CalendarService, 'coming'>;
  equipment: Pick<EquipmentService, 'idsAt'>;
  capacity: Pick<CapacityService, 'ofPeople'>;
}

/**
 * The people the board has a row for: the warehouse's active technicians, the people the
 * assignee chooser offers (`/api/profiles?role=technician`).
 */
export const boardTechnicians = (users: BoardDeps['users'], actor: AuthContext) =>
  users.listProfiles(actor, 'technician');

const GHOST_KINDS = { forecast: 'pm', usage_forecast: 'forecast' } as const;

/** The planning board's reads (issue 26 §3): the week and the backlog beside it. */
export function createBoard(deps: BoardDeps) {
  const { db, clock } = deps;

  /** The calendar's coming PM as ghosts on their plant day, with the hours and asset a card shows. */
  async function ghostsOf(entries: readonly CalendarEntry[], timezone: string): Promise<PlanningGhost[]> {
    const coming = entries.flatMap((e) =>
      e.kind !== 'work_order' && e.templateId && e.equipmentId
        ? [{ entry: e, kind: GHOST_KINDS[e.kind], templateId: e.templateId, equipmentId: e.equipmentId }]
        : [],
    );
    const facts = new Map(
      (await repo.ghostFacts(db, coming)).map((f) => [`${f.template_id}/${f.equipment_id}`, f]),
    );
    return coming.map(({ entry, kind, templateId, equipmentId }) => {
      const fact = facts.get(`${templateId}/${equipmentId}`);
      return {
        kind,
        pmTemplateId: templateId,
        title: entry.title,
        date: plantDayOf(entry.dueDate, timezone),
        hours: boardHours(fact?.hours ?? null),
        equipmentId,
        asset: fact?.asset ?? entry.assetTag,
        // Templates name no assignee: the scheduler raises their orders unassigned.
        assignedTo: null,
      };
    });
  }

  /**
   * The week: each technician's capacity (working hours less time off) and load (hours of
   * their orders scheduled that plant day), every live order scheduled in the window whatever
   * its status, and the PM still to come as ghosts.
   */
  async function board(actor: AuthContext, query: PlanningQuery): Promise<Planning> {
    const [{ timezone }, people] = await Promise.all([
      deps.plantSettings.reportContext(actor),
      boardTechnicians(deps.users, actor),
    ]);
    const { start, end } = windowInstants(query.from, query.to, timezone);
    const [orders, capacityOf, coming] = await Promise.all([
      repo.scheduledIn(db, actor.warehouseId, start, end),
      deps.capacity.ofPeople(
        people.map((p) => p.id),
        query.from,
        query.to,
      ),
      deps.calendar.coming(actor.warehouseId, start, end),
    ]);
    const now = clock.now();
    const days = daysBetween(query.from, query.to);
    const booked = bookedHours(orders, timezone);
    return {
      from: query.from,
      to: query.to,
      timezone,
      technicians: people.map((person) => {
        const { workingHours, timeOff } = capacityOf(person.id);
        return {
          id: person.id,
          name: `${person.firstName} ${person.lastName}`,
          workingHours,
          days: days.map((date) => {
            const reasons = [...new Set(timeOff.filter((o) => coversDay(o, date)).map((o) => o.reason))];
            return {
              date,
              capacity: dayCapacity(workingHours, timeOff, date),
              load: booked.get(personDay(person.id, date)) ?? 0,
              timeOffReason: reasons.length > 0 ? reasons.join(', ') : null,
            };
          }),
        };
      }),
      orders: orders.map((row) => toCard(row, now)),
      ghosts: await ghostsOf(coming, timezone),
    };
  }

  /**
   * Open orders not yet scheduled, due first (none last), then the most urgent: keyset pages
   * whose total is counted on the first page and carried by the cursor, as the work-order list
   * does (ADR 34).
   */
  async function backlog(
    actor: AuthContext,
    query: BacklogQuery,
  ): Promise<{ items: PlanningCard[]; nextCursor: string | undefined; total: ListTotal }> {
    const { limit, cursor: given, locationId, ...filters } = query;
    const filter: repo.BacklogFilter = locationId
      ? { ...filters, placedEquipmentIds: await deps.equipment.idsAt(actor.warehouseId, locationId, true) }
      : filters;
    const cursor = decodeCursor(given);
    const rows = await repo.backlogPage(db, actor.warehouseId, filter, cursor, limit);
    let total = cursor?.total;
    if (!total && !cursor && rows.length <= limit) total = { count: rows.length, isLowerBound: false };
    if (!total) {
      const matches = await repo.countBacklogUpTo(db, actor.warehouseId, filter, deps.listCountLimit);
      total =
        matches > deps.listCountLimit
          ? { count: deps.listCountLimit, isLowerBound: true }
          : { count: matches, isLowerBound: false };
    }
    const now = clock.now();
    const page = pageOf(rows, limit, (row) => ({ v: row.sort_key, id: row.id }), total);
    return { items: page.items.map((row) => toCard(row, now)), nextCursor: page.nextCursor, total };
  }

  return { board, backlog };
}
