import { PackageCheck, PackageX } from 'lucide-react';
import { DEAD_STOCK_DAYS } from '@shared/constants';
import type { InventoryAnalytics } from '@shared/schemas/analytics';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate, formatMoney, formatNumber } from '@web/lib/formatting';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';

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
  const t = useT(analyticsMessages);
  return (
    <Card role="region" aria-label={t('stockOuts.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('stockOuts.title')}</CardTitle>
        <CardDescription>
          {t('stockOuts.description', {
            count: formatNumber(stockOuts.count),
            events: stockOuts.events,
            days,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stockOuts.parts.length === 0 ? (
          <EmptyLine icon={PackageCheck}>{t('stockOuts.none')}</EmptyLine>
        ) : (
          <ul className="divide-y" aria-label={t('stockOuts.list')}>
            {stockOuts.parts.map((part) => (
              <li
                key={part.partId}
                className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
              >
                <PartName name={part.name} partNumber={part.partNumber} />
                <div className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground sm:grid sm:justify-items-end sm:text-right">
                  <Badge variant="destructive">{t('stockOuts.badge')}</Badge>
                  <span>
                    {part.since
                      ? t('stockOuts.reorderAtSince', {
                          count: formatNumber(part.reorderPoint),
                          date: formatDate(part.since),
                        })
                      : t('stockOuts.reorderAt', { count: formatNumber(part.reorderPoint) })}
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
  const t = useT(analyticsMessages);
  const unusedDays = Math.max(DEAD_STOCK_DAYS, days);
  return (
    <Card role="region" aria-label={t('deadStock.title')}>
      <CardHeader className="pb-3">
        <CardTitle>{t('deadStock.title')}</CardTitle>
        <CardDescription>
          {deadStock.count === 0
            ? t('deadStock.descriptionNone', { days: unusedDays })
            : t('deadStock.description', {
                count: deadStock.count,
                value: formatMoney(deadStock.value, { currency, whole: true }),
                days: unusedDays,
              })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {deadStock.parts.length === 0 ? (
          <EmptyLine icon={PackageX}>{t('deadStock.none', { days: unusedDays })}</EmptyLine>
        ) : (
          <ul className="divide-y" aria-label={t('deadStock.list')}>
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
                    {part.lastUsedAt
                      ? t('deadStock.lastUsed', {
                          count: formatNumber(part.stockLevel),
                          date: formatDate(part.lastUsedAt),
                        })
                      : t('deadStock.neverUsed', { count: formatNumber(part.stockLevel) })}
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
