import { forwardRef } from 'react';
import { Minus, Plus } from 'lucide-react';
import type { PurchaseOrderLine } from '@shared/schemas/purchasing';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { UserText } from '@web/components/user-text';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { purchasingMessages } from '../messages';

/** What is still to come on a line (never below zero: a box may have brought more). */
export const remainingOf = (line: PurchaseOrderLine) => Math.max(0, line.quantity - line.receivedQuantity);

/** The most a receipt may take in on the line: what remains, unless the line allows more. */
export const mostOf = (line: PurchaseOrderLine) => (line.allowOverReceipt ? Infinity : remainingOf(line));

/** One line of the delivery: what is still to come and, with big buttons, how many came now. */
export const ReceiveLineCard = forwardRef<
  HTMLDivElement,
  { line: PurchaseOrderLine; quantity: number; isHighlighted: boolean; onChange: (quantity: number) => void }
>(function ReceiveLineCard({ line, quantity, isHighlighted, onChange }, ref) {
  const t = useT(purchasingMessages);
  const remaining = remainingOf(line);
  const most = mostOf(line);
  const set = (value: number) => onChange(Math.max(0, Math.min(most, value)));
  const inputId = `receive-${line.id}`;
  return (
    <Card
      className={cn('grid scroll-mt-24 gap-3 p-4 transition-shadow', isHighlighted && 'ring-2 ring-primary')}
    >
      <div ref={ref} className="contents" />
      <div className="min-w-0">
        <p className="font-mono text-base font-semibold wrap-anywhere">
          <UserText>{line.partNumber}</UserText>
        </p>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          <UserText>{line.partName}</UserText>
        </p>
        <p className="mt-1 text-sm">
          {remaining > 0
            ? t('receiveLine.toCome', {
                received: formatNumber(line.receivedQuantity),
                quantity: formatNumber(line.quantity),
                remaining: formatNumber(remaining),
              })
            : t('receiveLine.complete', {
                received: formatNumber(line.receivedQuantity),
                quantity: formatNumber(line.quantity),
              })}
        </p>
      </div>
      {most > 0 ? (
        <div className="flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('receiveLine.now', { partNumber: line.partNumber })}
          </label>
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            onClick={() => set(quantity - 1)}
            disabled={quantity === 0}
            aria-label={t('receiveLine.less', { partNumber: line.partNumber })}
          >
            <Minus aria-hidden />
          </Button>
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            max={Number.isFinite(most) ? most : undefined}
            value={quantity}
            onChange={(event) => set(Number.parseInt(event.target.value, 10) || 0)}
            className="h-11 w-20 text-center text-base"
          />
          <Button
            variant="outline"
            size="icon"
            className="size-11"
            onClick={() => set(quantity + 1)}
            disabled={quantity >= most}
            aria-label={t('receiveLine.more', { partNumber: line.partNumber })}
          >
            <Plus aria-hidden />
          </Button>
          {remaining > 0 ? (
            <Button variant="ghost" className="ml-auto h-11" onClick={() => set(remaining)}>
              {t('receiveLine.all', { count: formatNumber(remaining) })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
});
