import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { WORK_ORDER_SORTS, type WorkOrderSort } from '@shared/schemas/work-orders';
import { OPEN_STATUSES } from '@shared/work-order-rules';

/**
 * The list's filters live in the URL with the API's own parameter names (status=a,b,
 * priority=…, q, overdue, assignedTo, vendorId, locationId with includeDescendants, sort), so a filtered list can be shared and the
 * dashboard links straight into one.
 */
export interface WorkOrderFilters {
  q: string;
  /** '' for any status, else a comma-separated list. */
  status: string;
  priority: string;
  overdue: boolean;
  assignedTo: string;
  /** A vendor's open orders (the vendors screen links here). */
  vendorId: string;
  /** Orders on equipment at this location or anywhere under it (issue 24). */
  locationId: string;
  sort: WorkOrderSort;
}

export const OPEN_STATUS_FILTER = OPEN_STATUSES.join(',');
const DEFAULT_SORT: WorkOrderSort = '-createdAt';

export function isSort(value: string | null): value is WorkOrderSort {
  return (WORK_ORDER_SORTS as readonly (string | null)[]).includes(value);
}

export function readFilters(params: URLSearchParams): WorkOrderFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    priority: params.get('priority') ?? '',
    overdue: params.get('overdue') === 'true',
    assignedTo: params.get('assignedTo') ?? '',
    vendorId: params.get('vendorId') ?? '',
    locationId: params.get('locationId') ?? '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The filters as query parameters, leaving out what is at its default. */
export function toParams(filters: WorkOrderFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.status) params.status = filters.status;
  if (filters.priority) params.priority = filters.priority;
  if (filters.overdue) params.overdue = 'true';
  if (filters.assignedTo) params.assignedTo = filters.assignedTo;
  if (filters.vendorId) params.vendorId = filters.vendorId;
  if (filters.locationId) {
    params.locationId = filters.locationId;
    params.includeDescendants = 'true';
  }
  if (filters.sort !== DEFAULT_SORT) params.sort = filters.sort;
  return params;
}

/** Filters that narrow the list (the sort order does not). */
export function hasActiveFilters(filters: WorkOrderFilters): boolean {
  return Boolean(
    filters.q.trim() ||
    filters.status ||
    filters.priority ||
    filters.overdue ||
    filters.assignedTo ||
    filters.vendorId ||
    filters.locationId,
  );
}

export function useWorkOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (changes: Partial<WorkOrderFilters>) =>
      // Replace, not push: Back leaves the list instead of stepping through every keystroke.
      setParams((current) => toParams({ ...readFilters(current), ...changes }), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => toParams({ ...readFilters(new URLSearchParams()), sort: readFilters(current).sort }),
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilters, clearFilters };
}
