import { plantDayOf } from '@shared/planning/plant-time';
import type { Planning, PlanningCard } from '@shared/schemas/planning';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { buildWorkOrder } from '@web/components/work-orders/test-fixtures';
import { jsonResponse, type FetchHandler, type RecordedCall } from '@web/test/fetch-stub';
import {
  buildPlanning,
  buildTechnician,
  DANA,
  SAM,
  TIMEZONE,
  WEEK,
} from '../components/planning-test-fixtures';

const technicians = [DANA, SAM];

function asWorkOrder(card: PlanningCard): WorkOrder {
  const { id, foNumber, description, type, priority, status, assignedTo, dueDate, scheduledStart, version } =
    card;
  const assigneeName = technicians.find((person) => person.id === assignedTo)?.name ?? null;
  return buildWorkOrder({
    ...{ id, foNumber, description, type, priority, status, assignedTo, dueDate, scheduledStart, version },
    assigneeName,
    scheduledHours: card.hours,
  });
}

/**
 * The planning API as the board's tests need it, over one set of orders: the week and the
 * backlog read from them, and PATCH /api/work-orders/{id} that checks If-Match, refuses a day
 * off without `force`, and saves the move.
 */
export function fakePlanningServer(initial: readonly PlanningCard[]) {
  const cards = new Map(initial.map((card) => [card.id, card]));
  const daysOff = new Map<string, string>();
  let gate: Promise<void> | null = null;

  const board = (): Planning => {
    const orders = [...cards.values()].filter((card) => {
      const day = card.scheduledStart && plantDayOf(card.scheduledStart, TIMEZONE);
      return day && WEEK.from <= day && day <= WEEK.to;
    });
    return buildPlanning({
      orders,
      technicians: technicians.map((person) => {
        const days: Record<string, { load?: number; capacity?: number; timeOffReason?: string }> = {};
        for (const [date, reason] of daysOff) days[date] = { capacity: 0, timeOffReason: reason };
        for (const card of orders.filter((order) => order.assignedTo === person.id)) {
          const date = plantDayOf(card.scheduledStart!, TIMEZONE);
          days[date] = { ...days[date], load: (days[date]?.load ?? 0) + card.hours };
        }
        return buildTechnician(person, days);
      }),
    });
  };

  async function patch(id: string, call: RecordedCall): Promise<Response> {
    await gate;
    const card = cards.get(id)!;
    if (call.headers.get('If-Match') !== String(card.version))
      return jsonResponse(409, {
        error: 'VERSION_CONFLICT',
        message: 'The work order was changed by someone else',
        current: asWorkOrder(card),
      });
    const body = call.body as Partial<Pick<PlanningCard, 'scheduledStart' | 'assignedTo'>> & {
      force?: boolean;
      scheduledHours?: number;
    };
    const next: PlanningCard = {
      ...card,
      ...('scheduledStart' in body ? { scheduledStart: body.scheduledStart ?? null } : {}),
      ...('assignedTo' in body ? { assignedTo: body.assignedTo ?? null } : {}),
      ...(body.scheduledHours === undefined ? {} : { hours: body.scheduledHours }),
      version: card.version + 1,
    };
    const day = next.scheduledStart && plantDayOf(next.scheduledStart, TIMEZONE);
    const reason = day ? daysOff.get(day) : undefined;
    if (reason && !body.force) {
      const who = `${technicians.find((person) => person.id === next.assignedTo)?.name} is off on ${day}`;
      return jsonResponse(422, {
        error: 'UNPROCESSABLE',
        message: `${who} (${reason}): schedule it on another day or send force: true`,
        details: [{ path: 'scheduledStart', message: `${who} (${reason})` }],
      });
    }
    cards.set(id, next);
    return jsonResponse(200, asWorkOrder(next));
  }

  const routes: Record<string, FetchHandler> = {
    'GET /api/planning': () => jsonResponse(200, board()),
    'GET /api/planning/backlog': () => {
      const items = [...cards.values()].filter((card) => card.scheduledStart === null);
      return jsonResponse(200, items, { 'X-Total-Count': String(items.length) });
    },
    'GET /api/locations/tree': () => jsonResponse(200, []),
  };
  for (const id of cards.keys()) routes[`PATCH /api/work-orders/${id}`] = (call) => patch(id, call);

  return {
    routes,
    card: (id: string) => cards.get(id)!,
    /** Someone else's change, which the board has not read. */
    changeMeanwhile(id: string, changes: Partial<PlanningCard>) {
      const card = cards.get(id)!;
      cards.set(id, { ...card, ...changes, version: card.version + 1 });
    },
    /** Every technician is off that day. */
    dayOff(date: string, reason: string) {
      daysOff.set(date, reason);
    },
    /** Holds the next answers to a PATCH until the returned function is called. */
    hold(): () => void {
      let release = () => undefined as void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}
