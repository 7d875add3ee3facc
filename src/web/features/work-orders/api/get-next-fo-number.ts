import { useQuery } from '@tanstack/react-query';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';

export async function getNextFoNumber(): Promise<string> {
  return (await apiRequest<{ foNumber: string }>('/api/work-orders/next-fo-number')).foNumber;
}

export function useNextFoNumber(enabled: boolean) {
  return useQuery({
    queryKey: [...workOrderKeys.all, 'next-fo-number'],
    queryFn: getNextFoNumber,
    enabled,
    // Colleagues create orders too: every new-order form asks afresh instead of reusing a cached number.
    gcTime: 0,
  });
}
