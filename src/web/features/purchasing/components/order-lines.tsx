import type { PurchaseOrder, PurchaseOrderLine } from '@shared/schemas/purchasing';
import { Card } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { UserText } from '@web/components/user-text';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { purchasingMessages } from '../messages';
import { formatAmount } from './money';

function Received({ line }: { line: PurchaseOrderLine }) {
  const t = useT(purchasingMessages);
  const isComplete = line.receivedQuantity >= line.quantity;
  return (
    <span className={isComplete ? 'text-success' : undefined}>
      {t('lines.receivedOf', {
        received: formatNumber(line.receivedQuantity),
        quantity: formatNumber(line.quantity),
      })}
    </span>
  );
}

/** The order's lines with what has come of each; a table on a desk, cards on a phone. */
export function OrderLines({ order }: { order: PurchaseOrder }) {
  const t = useT(purchasingMessages);
  const money = (amount: string) => formatAmount(amount, order.currency);
  return (
    <Card className="overflow-hidden p-0">
      <h2 className="border-b px-4 py-3 text-base font-semibold">{t('lines.title')}</h2>
      <div className="hidden md:block">
        <Table aria-label={t('lines.label')}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">#</TableHead>
              <TableHead>{t('lines.part')}</TableHead>
              <TableHead>{t('lines.vendorPartNumber')}</TableHead>
              <TableHead className="text-right">{t('lines.received')}</TableHead>
              <TableHead className="text-right">{t('lines.unitPrice')}</TableHead>
              <TableHead className="text-right">{t('lines.lineTotal')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell className="text-muted-foreground">{line.position}</TableCell>
                <TableCell>
                  <span className="font-mono text-sm font-medium">
                    <UserText>{line.partNumber}</UserText>
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    <UserText>{line.partName}</UserText>
                  </span>
                </TableCell>
                <TableCell className="font-mono text-sm">
                  <UserText>{line.vendorPartNumber ?? '—'}</UserText>
                </TableCell>
                <TableCell className="text-right">
                  <Received line={line} />
                </TableCell>
                <TableCell className="text-right">{money(line.unitPrice)}</TableCell>
                <TableCell className="text-right font-medium">{money(line.lineTotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden" aria-label={t('lines.label')}>
        {order.lines.map((line) => (
          <li key={line.id} className="grid gap-1 px-4 py-3 text-sm">
            <span className="font-mono font-medium wrap-anywhere">
              <UserText>{line.partNumber}</UserText>
            </span>
            <span className="text-muted-foreground wrap-anywhere">
              <UserText>{line.partName}</UserText>
            </span>
            <span className="flex flex-wrap justify-between gap-2">
              <span>
                {t('lines.received')} <Received line={line} />
              </span>
              <span>{`${formatNumber(line.quantity)} × ${money(line.unitPrice)} = ${money(line.lineTotal)}`}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t bg-muted/40 px-4 py-3 text-sm font-semibold">
        <span>{t('lines.total')}</span>
        <span>{money(order.total)}</span>
      </p>
    </Card>
  );
}
