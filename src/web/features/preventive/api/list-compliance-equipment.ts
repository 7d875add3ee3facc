import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  COMPLIANCE_EQUIPMENT_PAGE_SIZE,
  type EquipmentCompliance,
  type EquipmentComplianceFilter,
} from '@shared/schemas/pm';
import { apiRequestAll, apiRequestWithHeaders } from '@web/lib/api-client';
import type { CompliancePeriod } from './get-pm-compliance';
import { pmKeys } from './pm-keys';

export interface ComplianceEquipmentParams {
  days: CompliancePeriod;
  filter: EquipmentComplianceFilter;
  /** Asset tag, model or description contains it; empty for all. */
  q: string;
}

export interface ComplianceEquipmentPage {
  items: EquipmentCompliance[];
  total: number;
  nextCursor: string | null;
}

const pathOf = (params: Partial<ComplianceEquipmentParams> & { days: CompliancePeriod }, page = {}) => {
  const query = new URLSearchParams({ days: String(params.days), ...page });
  if (params.filter && params.filter !== 'all') query.set('filter', params.filter);
  if (params.q) query.set('q', params.q);
  return `/api/pm-compliance/equipment?${query.toString()}`;
};

export async function listComplianceEquipment(
  params: ComplianceEquipmentParams,
  cursor?: string,
): Promise<ComplianceEquipmentPage> {
  const page: Record<string, string> = { limit: String(COMPLIANCE_EQUIPMENT_PAGE_SIZE) };
  if (cursor) page.cursor = cursor;
  const { data, headers } = await apiRequestWithHeaders<EquipmentCompliance[]>(pathOf(params, page));
  const total = Number(headers.get('X-Total-Count'));
  return {
    items: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
    nextCursor: headers.get('X-Next-Cursor') || null,
  };
}

/** Every asset of the period, page after page: the CSV report holds them all (operations §9). */
export function listAllComplianceEquipment(days: CompliancePeriod): Promise<EquipmentCompliance[]> {
  return apiRequestAll<EquipmentCompliance>(pathOf({ days }));
}

/** The list by asset tag, filtered and searched on the server, one page more on request. */
export function useComplianceEquipment(params: ComplianceEquipmentParams) {
  return useInfiniteQuery({
    queryKey: pmKeys.complianceEquipment(params),
    queryFn: ({ pageParam }) => listComplianceEquipment(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The rows stay (dimmed) while another filter or search loads, instead of flashing placeholders.
    placeholderData: keepPreviousData,
  });
}
