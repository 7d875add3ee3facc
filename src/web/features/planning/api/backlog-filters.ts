import type { Priority, WorkOrderType } from '@shared/domain';
import type { PlanningCard } from '@shared/schemas/planning';

/** What the backlog panel narrows the unscheduled orders to; null: any. */
export interface BacklogFilters {
  priority: Priority | null;
  type: WorkOrderType | null;
  /** A plant day, `YYYY-MM-DD`: orders due before it. */
  dueBefore: string | null;
  locationId: string | null;
}

export const NO_BACKLOG_FILTERS: BacklogFilters = {
  priority: null,
  type: null,
  dueBefore: null,
  locationId: null,
};

/** The query string of GET /api/planning/backlog for these filters (without paging). */
export function backlogSearchParams(filters: BacklogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.type) params.set('type', filters.type);
  if (filters.dueBefore) params.set('dueBefore', filters.dueBefore);
  if (filters.locationId) params.set('locationId', filters.locationId);
  return params;
}

/**
 * Whether a card moved back to the backlog surely belongs in a list with these filters. The card
 * carries no location, and its due instant falls on a plant day the server reckons, so a list
 * filtered by place or due date waits for the server's answer instead.
 */
export function surelyInBacklog(card: PlanningCard, filters: BacklogFilters): boolean {
  if (filters.locationId || filters.dueBefore) return false;
  if (filters.priority && card.priority !== filters.priority) return false;
  return !filters.type || card.type === filters.type;
}
