import { ArrowLeft, FileX } from 'lucide-react';
import { Link, useRoute } from 'wouter';
import { QueryError } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { usePurchaseOrder } from '../api/purchase-orders';
import { purchasingMessages } from '../messages';
import { OrderActions } from '../components/order-actions';
import { OrderFacts } from '../components/order-facts';
import { OrderLines } from '../components/order-lines';
import { OrderReceipts } from '../components/order-receipts';
import { OrderStatusBadge } from '../components/order-status-badge';

function BackToOrders() {
  const t = useT(purchasingMessages);
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
      <Link href="/purchasing/orders">
        <ArrowLeft aria-hidden />
        {t('order.back')}
      </Link>
    </Button>
  );
}

/** One purchase order: its steps, its lines with what came, its receipts, its PDF. */
export default function PurchaseOrderPage() {
  const t = useT(purchasingMessages);
  const [, params] = useRoute('/purchasing/orders/:id');
  const id = params?.id ?? '';
  const query = usePurchaseOrder(id);

  if (query.isPending)
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('order.loading')}>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <>
          <BackToOrders />
          <Card className="border-dashed">
            <EmptyState
              icon={FileX}
              title={t('order.notFound')}
              description={t('order.notFoundDescription')}
            />
          </Card>
        </>
      );
    return (
      <>
        <BackToOrders />
        <QueryError title={t('order.failed')} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const order = query.data;
  return (
    <>
      <BackToOrders />
      <PageHeader
        title={order.number}
        description={<OrderStatusBadge status={order.status} />}
        actions={null}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-4">
          <OrderActions order={order} />
          <OrderLines order={order} />
          <OrderReceipts order={order} />
        </div>
        <OrderFacts order={order} />
      </div>
    </>
  );
}
