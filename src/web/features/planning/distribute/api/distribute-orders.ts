import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DistributeBody, Distribution } from '@shared/schemas/planning';
import { dashboardStatsKey, workOrderKeys } from '@web/components/work-orders/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { planningKey } from '@web/lib/planning/planning-key';

/** With `apply: false` the proposal only; with `apply: true` the same plan, saved in one go. */
export function distributeOrders(body: DistributeBody): Promise<Distribution> {
  return apiRequest<Distribution>('/api/planning/distribute', { method: 'POST', body });
}

export function useDistributeOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: distributeOrders,
    onSettled: (_result, _error, body) => {
      // Applied, the orders are scheduled and assigned; refused (an order changed), the board is stale.
      if (!body.apply) return;
      void queryClient.invalidateQueries({ queryKey: planningKey });
      void queryClient.invalidateQueries({ queryKey: workOrderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsKey });
    },
  });
}
