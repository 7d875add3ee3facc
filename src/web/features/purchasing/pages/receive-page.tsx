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
import { formatCount } from '@web/lib/formatting';
import { toast } from '@web/lib/toast/use-toast';
import { useOrderChange } from '../api/order-actions';
import { usePurchaseOrder } from '../api/purchase-orders';
import { PartScanDialog } from '../components/part-scan-dialog';
import { mostOf, ReceiveLineCard, remainingOf } from '../components/receive-line-card';

function ReceiveForm({ order }: { order: PurchaseOrder }) {
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
      description: `Receiving ${formatCount(next, 'item')}: check the count.`,
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
            title: `Received on ${saved.number}`,
            description: `${formatCount(count, 'item')} added to stock.`,
          });
          navigate(`/purchasing/orders/${saved.id}`);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Nothing was received',
            description: errorMessage(error, 'Try again in a moment.'),
          }),
      },
    );
  };

  if (!receiveOnOrder(order.status).allowed || open.length === 0)
    return (
      <Card className="border-dashed">
        <EmptyState
          icon={PackageCheck}
          title="Nothing to receive"
          description={`${order.number} expects no delivery: it is not ordered, or everything has come.`}
        />
      </Card>
    );

  return (
    <div className="grid gap-4 pb-24">
      <Button size="lg" className="h-14 w-full text-base" onClick={() => setIsScanning(true)}>
        <ScanLine aria-hidden />
        Scan part label
      </Button>
      <ul className="grid gap-3" aria-label="Lines to receive">
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
            {count === 0 ? 'Receive' : `Receive ${formatCount(count, 'item')}`}
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
  const [, params] = useRoute('/purchasing/orders/:id/receive');
  const id = params?.id ?? '';
  const query = usePurchaseOrder(id);
  return (
    <div className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
        <Link href={`/purchasing/orders/${id}`}>
          <ArrowLeft aria-hidden />
          {query.data?.number ?? 'Purchase order'}
        </Link>
      </Button>
      <PageHeader
        title="Receive delivery"
        description={query.data ? `${query.data.number} from ${query.data.vendorName}` : undefined}
      />
      <QueryState
        query={query}
        errorTitle="Failed to fetch the purchase order"
        loading={<Skeletons count={3} label="Loading the order" />}
      >
        {(order) => <ReceiveForm order={order} />}
      </QueryState>
    </div>
  );
}
