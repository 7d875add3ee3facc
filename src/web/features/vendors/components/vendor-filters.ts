import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { VENDOR_TYPES, type VendorType } from '@shared/domain';

/** Search and type live in the URL (q, type: the API's own names), so a filtered list can be shared. */
export interface VendorFilters {
  q: string;
  type: VendorType | '';
}

function isVendorType(value: string | null): value is VendorType {
  return (VENDOR_TYPES as readonly (string | null)[]).includes(value);
}

export function readFilters(params: URLSearchParams): VendorFilters {
  const type = params.get('type');
  return { q: params.get('q') ?? '', type: isVendorType(type) ? type : '' };
}

export function toParams(filters: VendorFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q.trim()) params.q = filters.q.trim();
  if (filters.type) params.type = filters.type;
  return params;
}

export function hasActiveFilters(filters: VendorFilters): boolean {
  return Boolean(filters.q.trim() || filters.type);
}

export function useVendorFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (changes: Partial<VendorFilters>) =>
      // Replace, not push: Back leaves the page instead of stepping through every keystroke.
      setParams((current) => toParams({ ...readFilters(current), ...changes }), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return { filters, setFilters, clearFilters };
}
