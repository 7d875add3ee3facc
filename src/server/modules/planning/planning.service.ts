import { createBoard, type BoardDeps } from './board.service';
import { createCalendarFeeds, type CalendarFeedDeps } from './calendar-feed.service';
import { createDistribute, type DistributeDeps } from './distribute.service';

export type PlanningServiceDeps = BoardDeps & DistributeDeps & CalendarFeedDeps;

/**
 * The planning board (issue 26, ADR 57), one use case a file behind one service: the week and
 * the backlog (board.service), Distribute (distribute.service) and the iCalendar feeds
 * (calendar-feed.service).
 */
export function createPlanningService(deps: PlanningServiceDeps) {
  return { ...createBoard(deps), ...createDistribute(deps), ...createCalendarFeeds(deps) };
}

export type PlanningService = ReturnType<typeof createPlanningService>;
