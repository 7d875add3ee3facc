import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { WorkOrder } from '@shared/schemas/work-orders';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { workOrdersMessages } from '../messages';
import { WorkOrderCard } from './work-order-card';

/** A card with a one-line description at desktop width: most of them. */
const ESTIMATED_CARD_PX = 112;
const GAP_PX = 12;
/** Ask for the next page while this many loaded cards are still below the viewport. */
const PREFETCH_ROWS = 15;
const estimateSize = () => ESTIMATED_CARD_PX + GAP_PX;

/**
 * The cards, virtualized against the window's scroll: only what is on screen (plus a margin)
 * is in the DOM, so 10,000 orders scroll as smoothly as 10. The next page of 50 loads
 * before the end comes into view.
 */
export function WorkOrderList({
  orders,
  pendingIds,
  hasMore,
  isLoadingMore,
  onLoadMore,
}: {
  orders: readonly WorkOrder[];
  /** Orders with changes not on the server yet ("Not synced yet"). */
  pendingIds?: ReadonlySet<string>;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}) {
  const t = useT(workOrdersMessages);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page: the filters above it change height as they wrap.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  // Stable while the orders are: a new function each render made the virtualizer recompute
  // the offsets of every loaded order (10,000) on every scroll frame.
  const getItemKey = useCallback((index: number) => orders[index]?.id ?? index, [orders]);
  const virtualizer = useWindowVirtualizer({
    count: orders.length,
    estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey,
    // Scrolling re-renders in React's next task rather than synchronously inside each scroll
    // event, where every frame paid for a forced layout as well.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useLayoutEffect(() => {
    if (hasMore && !isLoadingMore && lastIndex >= orders.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, isLoadingMore, lastIndex, orders.length, onLoadMore]);

  return (
    <div ref={listRef}>
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }} aria-label={t('workOrders')}>
        {items.map((item) => {
          const order = orders[item.index];
          if (!order) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                paddingBottom: GAP_PX,
              }}
            >
              <WorkOrderCard order={order} isPending={pendingIds?.has(order.id)} />
            </li>
          );
        })}
      </ul>
      {isLoadingMore ? (
        <div className="flex justify-center py-4 text-muted-foreground">
          <Spinner label={t('list.loadingMore')} />
        </div>
      ) : null}
    </div>
  );
}
