import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@shared/realtime';
import type { Planning } from '@shared/schemas/planning';
import { planningKeys } from './planning-keys';

/**
 * Whether a cached board already shows an order's change as the event announces it: the
 * planner's own move, drawn at once and given its saved version. Then no board needs a new read
 * of its fortnight for it; any other change (someone else's move, a completion) brings a version
 * the boards do not hold yet. Small on purpose: the app's realtime layer asks it on every screen.
 */
export function boardsShowEvent(queryClient: QueryClient, event: RealtimeEvent): boolean {
  const { version } = event.data;
  if (event.type !== 'work_order' || typeof version !== 'number') return false;
  return queryClient
    .getQueriesData<Planning>({ queryKey: planningKeys.boards() })
    .some(([, board]) => board?.orders.some((order) => order.id === event.id && order.version >= version));
}
