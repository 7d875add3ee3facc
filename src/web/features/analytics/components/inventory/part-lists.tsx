import { PackageCheck, PackageX } from 'lucide-react';
import { DEAD_STOCK_DAYS } from '@shared/constants';
import type { InventoryAnalytics } from '@shared/schemas/analytics';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate, formatMoney, formatNumber } from '@web/lib/formatting';
import { UserText } from '@web/components/user-text';

function PartName({ name, partNumber }: { name: string; partNumber: string }) {
  return (
    <div className="min-w-0">
      <p className="font-medium">
        <UserText>{name}</UserText>
      </p>
      <p className="font-mono text-xs text-muted-foreground">{partNumber}</p>
    </div>
  );
}

function EmptyLine({ icon: Icon, children }: { icon: typeof PackageCheck; children: string }) {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
      <Icon className="size-4 shrink-0 text-success" aria-hidden />
      {children}
    </p>
  );
}

/** Parts out of stock right now, with their reorder point and since when. */
export function StockOutsList({
  stockOuts,
  days,
}: {
  stockOuts: InventoryAnalytics['stockOuts'];
  days: number;
}) {
  return (
    <Card role="region" aria-label="Stock-outs">
      <CardHeader className="pb-3">
        <CardTitle>Stock-outs</CardTitle>
        <CardDescription>
          {formatNumber(stockOuts.count)} out of stock now · {formatNumber(stockOuts.events)}{' '}
          {stockOuts.events === 1 ? 'time' : 'times'} a part ran out in the last {days} days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stockOuts.parts.length === 0 ? (
          <EmptyLine icon={PackageCheck}>No part is out of stock right now.</EmptyLine>
        ) : (
          <ul className="divide-y" aria-label="Parts out of stock">
            {stockOuts.parts.map((part) => (
              <li
                key={part.partId}
                className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
              >
                <PartName name={part.name} partNumber={part.partNumber} />
                <div className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground sm:grid sm:justify-items-end sm:text-right">
                  <Badge variant="destructive">Out of stock</Badge>
                  <span>
                    Reorder at {formatNumber(part.reorderPoint)}
                    {part.since ? ` · since ${formatDate(part.since)}` : ''}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Parts whose stock has sat on the shelf unused for 180 days (or the period, when longer): money sitting
 * on shelves. A part stocked more recently is neither used nor dead, so the empty line claims no more.
 */
export function DeadStockList({
  deadStock,
  currency,
  days,
}: {
  deadStock: InventoryAnalytics['deadStock'];
  currency: string;
  days: number;
}) {
  const unusedDays = Math.max(DEAD_STOCK_DAYS, days);
  return (
    <Card role="region" aria-label="Dead Stock">
      <CardHeader className="pb-3">
        <CardTitle>Dead Stock</CardTitle>
        <CardDescription>
          {deadStock.count === 0
            ? `Parts that have sat in stock unused for ${unusedDays} days.`
            : `${formatNumber(deadStock.count)} ${deadStock.count === 1 ? 'part' : 'parts'} worth ${formatMoney(deadStock.value, { currency, whole: true })} unused for ${unusedDays} days.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {deadStock.parts.length === 0 ? (
          <EmptyLine
            icon={PackageX}
          >{`No dead stock: no part has sat in stock unused for ${unusedDays} days.`}</EmptyLine>
        ) : (
          <ul className="divide-y" aria-label="Dead stock parts">
            {deadStock.parts.map((part) => (
              <li
                key={part.partId}
                className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
              >
                <PartName name={part.name} partNumber={part.partNumber} />
                <div className="flex shrink-0 flex-wrap items-baseline gap-x-2 sm:grid sm:justify-items-end sm:text-right">
                  <span className="text-sm font-medium tabular-nums">
                    {formatMoney(part.value, { currency, whole: true })}
                  </span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatNumber(part.stockLevel)} in stock ·{' '}
                    {part.lastUsedAt ? `last used ${formatDate(part.lastUsedAt)}` : 'never used'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
