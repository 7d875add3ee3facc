import { useMemo, useState } from 'react';
import { ClipboardList, PackageCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { LoadMoreButton } from '@web/components/load-more-button';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/use-toast';
import { useCreateDrafts } from '../api/create-orders';
import { useReorderPages } from '../api/purchase-orders';
import { purchasingMessages } from '../messages';
import { ReorderGroupCard } from '../components/reorder-group-card';
import { draftsFor, groupByVendor, type Selection } from '../components/reorder-selection';

/**
 * The reorder list (issue 27 §2): parts at or below their reorder point that no open order
 * covers, by preferred vendor. Ticked parts become one draft purchase order per vendor.
 */
export default function ReorderPage() {
  const t = useT(purchasingMessages);
  const pages = useReorderPages();
  const currency = usePlantCurrency();
  const [, navigate] = useLocation();
  const [selection, setSelection] = useState<Selection>(new Map());
  const create = useCreateDrafts();
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  const groups = useMemo(() => (rows ? groupByVendor(rows) : undefined), [rows]);
  const total = pages.data?.pages[0]?.total;
  const drafts = groups ? draftsFor(groups, selection) : [];

  const change = (partId: string, quantity: number | undefined) =>
    setSelection((current) => {
      const next = new Map(current);
      if (quantity === undefined) next.delete(partId);
      else next.set(partId, quantity);
      return next;
    });

  const createOrders = () =>
    create.mutate(drafts, {
      onSuccess: ({ created, failed }) => {
        setSelection(new Map());
        if (failed.length > 0)
          toast({
            variant: 'destructive',
            title: t('reorderPage.someFailed'),
            description: errorMessage(failed[0]!.error, t('reorderPage.checkVendor')),
          });
        if (created.length === 0) return;
        toast({
          title: t('reorderPage.created'),
          description: t('reorderPage.createdDescription', {
            count: created.length,
            numbers: created.map((order) => order.number).join(', '),
          }),
        });
        navigate(created.length === 1 ? `/purchasing/orders/${created[0]!.id}` : '/purchasing/orders');
      },
    });

  return (
    <>
      <PageHeader
        title={t('reorderPage.title')}
        description={t('reorderPage.description')}
        actions={
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link href="/purchasing/orders">
              <ClipboardList aria-hidden />
              {t('reorderPage.orders')}
            </Link>
          </Button>
        }
      />
      <QueryState
        query={{ ...pages, data: groups }}
        errorTitle={t('reorderPage.failed')}
        loading={<Skeletons count={3} label={t('reorderPage.loading')} />}
        isEmpty={(data) => data.length === 0}
        empty={
          <Card className="border-dashed">
            <EmptyState
              icon={PackageCheck}
              title={t('reorderPage.nothing')}
              description={t('reorderPage.nothingDescription')}
            />
          </Card>
        }
      >
        {(data) => (
          <div className="grid gap-4 pb-24">
            {total !== undefined && rows ? (
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {rows.length < total
                  ? t('reorderPage.showing', { shown: String(rows.length), total })
                  : t('reorderPage.count', { count: total })}
              </p>
            ) : null}
            {data.map((group) => (
              <ReorderGroupCard
                key={group.vendorId ?? 'none'}
                group={group}
                selection={selection}
                currency={currency}
                onChange={change}
              />
            ))}
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
      {selection.size > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-4 py-3 backdrop-blur md:pl-sidebar">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 md:px-4">
            <p className="text-sm" aria-live="polite">
              {t('reorderPage.selected', { parts: selection.size, orders: drafts.length })}
            </p>
            <Button onClick={createOrders} disabled={create.isPending || drafts.length === 0}>
              {create.isPending ? <Spinner /> : null}
              {t('reorderPage.create')}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
