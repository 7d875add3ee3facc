import { RotateCcw } from 'lucide-react';
import { reverseReceipt } from '@shared/policies/purchasing';
import type { PurchaseOrder, Receipt } from '@shared/schemas/purchasing';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { UserText } from '@web/components/user-text';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { useCan } from '@web/lib/permissions';
import { toast } from '@web/lib/toast/use-toast';
import { useOrderChange } from '../api/order-actions';
import { purchasingMessages } from '../messages';
import { formatAmount } from './money';

function ReceiptItem({
  order,
  receipt,
  canReverse,
}: {
  order: PurchaseOrder;
  receipt: Receipt;
  canReverse: boolean;
}) {
  const t = useT(purchasingMessages);
  const { reverse } = useOrderChange();
  const partOf = (lineId: string) => order.lines.find((line) => line.id === lineId);
  const onReverse = () =>
    reverse.mutate(
      { order, receiptId: receipt.id },
      {
        onSuccess: () =>
          toast({
            title: t('receipts.reversed'),
            description: t('receipts.reversedDescription', { number: order.number }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('receipts.notReversed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  return (
    <li className="grid gap-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          {formatDateTime(receipt.receivedAt)}
          {receipt.receivedByName ? (
            <>
              {t('common.by')}
              <UserText>{receipt.receivedByName}</UserText>
            </>
          ) : null}
        </p>
        {receipt.reversedAt ? (
          <Badge variant="outline">
            {t('receipts.reversedAt', { date: formatDateTime(receipt.reversedAt) })}
          </Badge>
        ) : canReverse ? (
          <ConfirmDeleteDialog
            trigger={
              <Button variant="ghost" size="sm" disabled={reverse.isPending}>
                {reverse.isPending ? <Spinner /> : <RotateCcw aria-hidden />}
                {t('receipts.reverse')}
              </Button>
            }
            title={t('receipts.reverseTitle')}
            description={t('receipts.reverseDescription')}
            confirmLabel={t('receipts.reverseConfirm')}
            cancelLabel={t('receipts.keep')}
            onConfirm={onReverse}
          />
        ) : null}
      </div>
      <ul className="grid gap-1 text-muted-foreground">
        {receipt.lines.map((line) => {
          const part = partOf(line.lineId);
          return (
            <li key={line.lineId} className="flex flex-wrap justify-between gap-2">
              <span className="font-mono">
                <UserText>{part?.partNumber ?? t('receipts.part')}</UserText>
              </span>
              <span>
                {t('receipts.lineAt', {
                  quantity: formatNumber(line.quantity),
                  price: formatAmount(line.unitCost, order.currency),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** Every delivery taken in against the order; a supervisor may reverse one (never delete it). */
export function OrderReceipts({ order }: { order: PurchaseOrder }) {
  const t = useT(purchasingMessages);
  const canWrite = useCan('purchasing.write');
  if (order.receipts.length === 0) return null;
  const canReverse = canWrite && reverseReceipt(order.status).allowed;
  return (
    <Card className="overflow-hidden p-0">
      <h2 className="border-b px-4 py-3 text-base font-semibold">{t('receipts.title')}</h2>
      <ul className="divide-y" aria-label={t('receipts.title')}>
        {order.receipts.map((receipt) => (
          <ReceiptItem key={receipt.id} order={order} receipt={receipt} canReverse={canReverse} />
        ))}
      </ul>
    </Card>
  );
}
