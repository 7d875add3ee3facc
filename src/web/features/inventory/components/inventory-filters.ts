import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

/**
 * The inventory's filters live in the URL with the API's own parameter names (q, category,
 * lowStock, vendorId), so the header search (`/inventory?q=…`) and a vendor's parts count
 * (`/inventory?vendorId=…`) link straight into a filtered list. `part` opens a part's detail.
 */
export interface InventoryFilters {
  q: string;
  category: string;
  lowStock: boolean;
  vendorId: string;
}

export const EMPTY_INVENTORY_FILTERS: InventoryFilters = {
  q: '',
  category: '',
  lowStock: false,
  vendorId: '',
};

export function readFilters(params: URLSearchParams): InventoryFilters {
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    lowStock: params.get('lowStock') === 'true',
    vendorId: params.get('vendorId') ?? '',
  };
}

/** The filters as query parameters of GET /api/parts, leaving out what is not set. */
export function toParams(filters: InventoryFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.category) params.category = filters.category;
  if (filters.lowStock) params.lowStock = 'true';
  if (filters.vendorId) params.vendorId = filters.vendorId;
  return params;
}

export function hasActiveFilters(filters: InventoryFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || filters.lowStock || filters.vendorId);
}

export function useInventoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const openPartId = params.get('part');

  const write = useCallback(
    (next: InventoryFilters, partId: string | null) => {
      const query = toParams(next);
      if (partId) query.part = partId;
      // Replace, not push: Back leaves the inventory instead of stepping through every keystroke.
      setParams(query, { replace: true });
    },
    [setParams],
  );

  const setFilters = useCallback(
    (changes: Partial<InventoryFilters>) =>
      setParams(
        (current) => {
          const query = toParams({ ...readFilters(current), ...changes });
          const part = current.get('part');
          if (part) query.part = part;
          return query;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clearFilters = useCallback(() => write(EMPTY_INVENTORY_FILTERS, openPartId), [write, openPartId]);
  const openPart = useCallback((id: string | null) => write(filters, id), [write, filters]);

  return { filters, setFilters, clearFilters, openPartId, openPart };
}
