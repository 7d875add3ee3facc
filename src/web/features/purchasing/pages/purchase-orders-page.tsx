import { useMemo, useState } from 'react';
import { ShoppingCart, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { plantDayOf } from '@shared/planning/plant-time';
import type { PurchaseOrderSummary } from '@shared/schemas/purchasing';
import { LoadMoreButton } from '@web/components/load-more-button';
import { QueryState, Skeletons } from '@web/components/query-state';
import { SearchInput } from '@web/components/search-input';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { UserText } from '@web/components/user-text';
import { formatDate } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { usePurchaseOrderPages, type OrderFilter } from '../api/purchase-orders';
import { formatAmount } from '../components/money';
import { OrderStatusBadge } from '../components/order-status-badge';
import { purchasingMessages } from '../messages';

const FILTERS = ['open', 'to_approve', 'to_receive', 'all'] as const satisfies readonly OrderFilter[];

const isFilter = (value: string): value is OrderFilter => FILTERS.some((filter) => filter === value);

/** Still to come after the day the vendor promised. */
function isLate(order: PurchaseOrderSummary, today: string): boolean {
  const isExpected = order.status === 'ordered' || order.status === 'partially_received';
  return isExpected && order.expectedDate !== null && order.expectedDate < today;
}

function OrderRow({ order, today }: { order: PurchaseOrderSummary; today: string }) {
  const t = useT(purchasingMessages);
  return (
    <Link
      href={`/purchasing/orders/${order.id}`}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3 transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none sm:grid-cols-[9rem_minmax(0,1fr)_10rem_8rem_7rem] sm:items-center"
    >
      {/* A phone reads number and total, then the vendor, then status and day; a desk, one row. */}
      <span className="order-1 font-mono text-sm font-medium sm:order-none">{order.number}</span>
      <span className="order-3 col-span-2 min-w-0 text-sm wrap-anywhere sm:order-none sm:col-span-1">
        <UserText>{order.vendorName}</UserText>
        <span className="block text-xs text-muted-foreground">
          {order.expectedDate
            ? t('orders.linesExpected', { count: order.lineCount, date: formatDate(order.expectedDate) })
            : t('orders.lines', { count: order.lineCount })}
        </span>
      </span>
      <span className="order-4 flex items-center gap-1.5 sm:order-none">
        <OrderStatusBadge status={order.status} />
        {isLate(order, today) ? (
          <span className="inline-flex items-center gap-1 text-xs text-destructive">
            <TriangleAlert className="size-3.5" aria-hidden />
            {t('orders.late')}
          </span>
        ) : null}
      </span>
      <span className="order-2 text-right text-sm font-medium sm:order-none">
        {formatAmount(order.total, order.currency)}
      </span>
      <span className="order-5 self-center text-right text-xs text-muted-foreground sm:order-none">
        {formatDate(order.createdAt)}
      </span>
    </Link>
  );
}

/** Purchase orders (issue 27 §3): the open ones first, newest first, a page at a time. */
export default function PurchaseOrdersPage() {
  const t = useT(purchasingMessages);
  const [filter, setFilter] = useState<OrderFilter>('open');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const pages = usePurchaseOrderPages(filter, debounced);
  const canWrite = useCan('purchasing.write');
  const orders = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  const total = pages.data?.pages[0]?.total;
  const today = plantDayOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          canWrite ? (
            <Button asChild className="w-full sm:w-auto">
              <Link href="/purchasing/reorder">
                <ShoppingCart aria-hidden />
                {t('orders.reorderList')}
              </Link>
            </Button>
          ) : null
        }
      />
      <Tabs value={filter} onValueChange={(value) => isFilter(value) && setFilter(value)}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label={t('orders.show')}>
            {FILTERS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`orders.filter.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchInput
            label={t('orders.search')}
            placeholder={t('orders.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            className="w-full sm:w-72"
          />
        </div>
        {/* The list is the chosen filter's tab panel. */}
        <TabsContent value={filter} className="mt-0">
          <QueryState
            query={{ ...pages, data: orders }}
            errorTitle={t('orders.failed')}
            loading={<Skeletons count={4} label={t('orders.loading')} />}
            isEmpty={(data) => data.length === 0}
            empty={
              <Card className="border-dashed">
                <EmptyState
                  icon={ShoppingCart}
                  title={t('orders.empty')}
                  description={
                    debounced ? t('orders.noMatch', { search: debounced }) : t(`orders.empty.${filter}`)
                  }
                />
              </Card>
            }
          >
            {(data) => (
              <div className="grid gap-3">
                {total !== undefined ? (
                  <p className="text-xs text-muted-foreground" aria-live="polite">
                    {data.length < total
                      ? t('orders.showing', { shown: String(data.length), total })
                      : t('orders.count', { count: total })}
                  </p>
                ) : null}
                <Card className="overflow-hidden p-0">
                  <ul className="divide-y" aria-label={t('orders.label')}>
                    {data.map((order) => (
                      <li key={order.id}>
                        <OrderRow order={order} today={today} />
                      </li>
                    ))}
                  </ul>
                </Card>
                {pages.hasNextPage ? (
                  <LoadMoreButton
                    className="justify-self-center"
                    onLoadMore={() => void pages.fetchNextPage()}
                    isLoading={pages.isFetchingNextPage}
                  />
                ) : null}
              </div>
            )}
          </QueryState>
        </TabsContent>
      </Tabs>
    </>
  );
}
