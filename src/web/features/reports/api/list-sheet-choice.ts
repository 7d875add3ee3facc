import { useQuery } from '@tanstack/react-query';
import { MAX_PRINTED_SHEETS } from '@shared/constants';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { apiRequestWithHeaders } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

export interface SheetChoice {
  orders: WorkOrder[];
  /** How many orders match in all (more than the orders shown when over the print limit). */
  total: number;
  /** The filter matched more than the server counts exactly: at least `total` (ADR 34). */
  isTotalLowerBound: boolean;
}

/** The orders a filter of the work-order list matches, as many as one print run holds. */
export async function listSheetChoice(params: Readonly<Record<string, string>>): Promise<SheetChoice> {
  const query = new URLSearchParams({ ...params, limit: String(MAX_PRINTED_SHEETS) });
  const { data, headers } = await apiRequestWithHeaders<WorkOrder[]>(`/api/work-orders?${query.toString()}`);
  const total = Number(headers.get('X-Total-Count'));
  return {
    orders: data,
    total: Number.isFinite(total) && total > 0 ? total : data.length,
    isTotalLowerBound: headers.get('X-Total-Count-Relation') === 'gte',
  };
}

export function useSheetChoice(params: Readonly<Record<string, string>>) {
  return useQuery({ queryKey: reportKeys.sheetChoice(params), queryFn: () => listSheetChoice(params) });
}
