import { planningKey } from '@web/lib/planning/planning-key';
import type { BacklogFilters } from './backlog-filters';

/**
 * Query keys of the board and its backlog, under the planning prefix: every move invalidates
 * them with the work-order lists, and a realtime work-order event (another planner's move, a
 * completion on a phone) refreshes them on every open board.
 */
export const planningKeys = {
  boards: () => [...planningKey, 'board'] as const,
  board: (from: string, to: string) => [...planningKey, 'board', { from, to }] as const,
  backlogs: () => [...planningKey, 'backlog'] as const,
  backlog: (filters: BacklogFilters) => [...planningKey, 'backlog', filters] as const,
};
