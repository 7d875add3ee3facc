import { useRef, useState } from 'react';
import { ArrowLeft, PackageCheck, ScanLine } from 'lucide-react';
import { Link, useLocation, useRoute } from 'wouter';
import { receiveOnOrder } from '@shared/policies/purchasing';
import type { PurchaseOrder } from '@shared/schemas/purchasing';
import { QueryState, Skeletons } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/use-toast';
import { useOrderChange } from '../api/order-actions';
import { usePurchaseOrder } from '../api/purchase-orders';
import { purchasingMessages } from '../messages';
import { PartScanDialog } from '../components/part-scan-dialog';
import { mostOf, ReceiveLineCard, remainingOf } from '../components/receive-line-card';

function ReceiveForm({ order }: { order: PurchaseOrder }) {
  const t = useT(purchasingMessages);
  const [, navigate] = useLocation();
  const { receive } = useOrderChange();
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(new Map());
  const [isScanning, setIsScanning] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLDivElement>());
  const open = order.lines.filter((line) => mostOf(line) > 0);
  const count = [...quantities.values()].reduce((sum, quantity) => sum + quantity, 0);

  const set = (lineId: string, quantity: number) =>
    setQuantities((current) => new Map(current).set(lineId, quantity));

  // A scanned label picks its line: the first scan takes in all that is still to come (a
  // delivery usually brings the whole line); a second scan of the same part counts one more.
  const found = (index: number) => {
    const line = open[index]!;
    const current = quantities.get(line.id) ?? 0;
    const next = current === 0 ? remainingOf(line) || 1 : Math.min(mostOf(line), current + 1);
    set(line.id, next);
    setHighlighted(line.id);
    cards.current.get(line.id)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    toast({
      title: line.partNumber,
      description: t('receive.scanned', { count: next }),
    });
  };

  const submit = () => {
    const lines = [...quantities].flatMap(([lineId, quantity]) =>
      quantity > 0 ? [{ lineId, quantity }] : [],
    );
    receive.mutate(
      { order, receipt: { lines } },
      {
        onSuccess: (saved) => {
          toast({
            title: t('receive.done', { number: saved.number }),
            description: t('receive.doneDescription', { count }),
          });
          navigate(`/purchasing/orders/${saved.id}`);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('receive.failed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  };

  if (!receiveOnOrder(order.status).allowed || open.length === 0)
    return (
      <Card className="border-dashed">
        <EmptyState
          icon={PackageCheck}
          title={t('receive.nothing')}
          description={t('receive.nothingDescription', { number: order.number })}
        />
      </Card>
    );

  return (
    <div className="grid gap-4 pb-24">
      <Button size="lg" className="h-14 w-full text-base" onClick={() => setIsScanning(true)}>
        <ScanLine aria-hidden />
        {t('receive.scan')}
      </Button>
      <ul className="grid gap-3" aria-label={t('receive.linesLabel')}>
        {open.map((line) => (
          <li key={line.id}>
            <ReceiveLineCard
              ref={(element) => {
                if (element) cards.current.set(line.id, element);
              }}
              line={line}
              quantity={quantities.get(line.id) ?? 0}
              isHighlighted={highlighted === line.id}
              onChange={(quantity) => set(line.id, quantity)}
            />
          </li>
        ))}
      </ul>
      <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-4 py-3 backdrop-blur md:pl-sidebar">
        <div className="mx-auto flex max-w-3xl md:px-4">
          <Button
            className="h-12 w-full text-base"
            onClick={submit}
            disabled={count === 0 || receive.isPending}
          >
            {receive.isPending ? <Spinner /> : <PackageCheck aria-hidden />}
            {count === 0 ? t('receive.submit') : t('receive.submitCount', { count })}
          </Button>
        </div>
      </div>
      <PartScanDialog
        open={isScanning}
        onOpenChange={setIsScanning}
        orderNumber={order.number}
        lines={open}
        onFound={found}
      />
    </div>
  );
}

/** Receiving a delivery on a phone (issue 27 §4): scan or pick each part, count, receive. */
export default function ReceivePage() {
  const t = useT(purchasingMessages);
  const [, params] = useRoute('/purchasing/orders/:id/receive');
  const id = params?.id ?? '';
  const query = usePurchaseOrder(id);
  return (
    <div className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
        <Link href={`/purchasing/orders/${id}`}>
          <ArrowLeft aria-hidden />
          {query.data?.number ?? t('receive.order')}
        </Link>
      </Button>
      <PageHeader
        title={t('receive.title')}
        description={
          query.data
            ? t('receive.from', { number: query.data.number, vendor: query.data.vendorName })
            : undefined
        }
      />
      <QueryState
        query={query}
        errorTitle={t('receive.orderFailed')}
        loading={<Skeletons count={3} label={t('receive.loading')} />}
      >
        {(order) => <ReceiveForm order={order} />}
      </QueryState>
    </div>
  );
}
