import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent } from '@shared/realtime';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { workOrderKeys } from '@web/components/work-orders/query-keys';
import { REALTIME_COALESCE_MS } from '@web/lib/realtime/invalidation-batcher';

/**
 * The FO number of an order open on screen that the event changes, unless the screen shows that
 * version already (the person's own change, saved meanwhile): null when there is nothing to say.
 */
function changedOnScreen(queryClient: QueryClient, event: RealtimeEvent): string | null {
  const query = queryClient
    .getQueryCache()
    .find<WorkOrder>({ queryKey: workOrderKeys.detail(event.id), exact: true });
  const shown = query?.state.data;
  if (!query || !shown || query.getObserversCount() === 0) return null;
  const { version } = event.data;
  return typeof version === 'number' && shown.version >= version ? null : shown.foNumber;
}

/**
 * Gathers the changes to work orders the socket reports over the same window as the refreshes
 * (ADR 67): when it closes, `say` is given the FO numbers of the orders on screen that someone
 * else changed, once each, so a burst is one announcement and a person's own save none.
 */
export function createOrderChangeAnnouncer(
  queryClient: QueryClient,
  say: (foNumbers: string[]) => void,
  delayMs = REALTIME_COALESCE_MS,
) {
  const events = new Map<string, RealtimeEvent>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    timer = null;
    const foNumbers = [...events.values()]
      .map((event) => changedOnScreen(queryClient, event))
      .filter((foNumber) => foNumber !== null);
    events.clear();
    if (foNumbers.length > 0) say(foNumbers);
  }

  function add(event: RealtimeEvent): void {
    if (event.type !== 'work_order' || event.action !== 'updated') return;
    events.set(event.id, event);
    timer ??= setTimeout(flush, delayMs);
  }

  function dispose(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    events.clear();
  }

  return { add, dispose };
}
