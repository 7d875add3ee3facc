import { Link } from 'wouter';
import { PackageCheck, Truck } from 'lucide-react';
import type { PurchasingAnalytics } from '@shared/schemas/analytics';
import { StatTile } from '@web/components/stat-tile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatDate, formatMoney, formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { analyticsMessages } from '../../messages';
import type { AnalyticsTexts } from '../shared/analytics-labels';

/**
 * Names people typed break where they must; not UserText itself, whose chunk would add the
 * layout's files to this lazy section's preload list on the route.
 */
const TYPED = 'wrap-anywhere';

/** A promised delivery day (YYYY-MM-DD) as the locale writes it, the same day in every time zone. */
const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });

function EmptyLine({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
      <PackageCheck className="size-4 shrink-0 text-success" aria-hidden />
      {children}
    </p>
  );
}

/** What is on order and not yet received: its value, and the orders waiting longest. */
export function OpenCommitments({
  commitments,
  currency,
}: {
  commitments: PurchasingAnalytics['openCommitments'];
  currency: string;
}) {
  const t = useT(analyticsMessages);
  return (
    <div className="grid content-start gap-4">
      <StatTile
        title={t('purchasing.openCommitments')}
        icon={Truck}
        iconClassName="bg-warning/12 text-warning"
        headingLevel={3}
        footer={t('purchasing.openCommitmentsFooter', { count: commitments.count })}
      >
        {formatMoney(commitments.value, { currency })}
      </StatTile>
      <Card role="region" aria-label={t('purchasing.waitingLongest')}>
        <CardHeader className="pb-3">
          <CardTitle>{t('purchasing.waitingLongest')}</CardTitle>
          <CardDescription>{t('purchasing.waitingLongestDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {commitments.orders.length === 0 ? (
            <EmptyLine>{t('purchasing.noneWaiting')}</EmptyLine>
          ) : (
            <ul className="divide-y" aria-label={t('purchasing.openOrders')}>
              {commitments.orders.map((order) => (
                <li
                  key={order.purchaseOrderId}
                  className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
                >
                  <div className="min-w-0">
                    <Link
                      href={`/purchasing/orders/${order.purchaseOrderId}`}
                      className="font-mono font-medium hover:underline focus-visible:underline touch:min-h-11"
                    >
                      {order.number}
                    </Link>
                    <p className={cn('text-sm', TYPED)}>{order.vendorName}</p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-baseline gap-x-2 sm:grid sm:justify-items-end sm:text-right">
                    <span className="text-sm font-medium tabular-nums">
                      {formatMoney(order.outstanding, { currency })}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {orderedText(t, order.orderedAt, order.expectedDate)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** "ordered 3 Jun 2026 · due 12 Jun 2026", each part only when known. */
function orderedText(t: AnalyticsTexts, orderedAt: string | null, expectedDate: string | null): string {
  const due = expectedDate ? formatDay(expectedDate) : null;
  if (orderedAt) {
    const date = formatDate(orderedAt);
    return due ? t('purchasing.orderedOnDue', { date, due }) : t('purchasing.orderedOn', { date });
  }
  return due ? t('purchasing.orderedDue', { due }) : t('purchasing.ordered');
}

const days = (t: AnalyticsTexts, value: number | null) =>
  value === null ? t('noData') : formatNumber(value, { fractionDigits: 1 });
const NUMBER = 'text-right tabular-nums';

/** Per vendor, the days promised against the days taken, over the orders received in full in the period. */
export function VendorLeadTimes({
  leadTimes,
  period,
}: {
  leadTimes: PurchasingAnalytics['leadTimes'];
  period: number;
}) {
  const t = useT(analyticsMessages);
  return (
    <Card role="region" aria-label={t('purchasing.leadTime')} className="min-w-0">
      <CardHeader className="pb-3">
        <CardTitle>{t('purchasing.leadTime')}</CardTitle>
        <CardDescription>{t('purchasing.leadTimeDescription', { days: period })}</CardDescription>
      </CardHeader>
      <CardContent>
        {leadTimes.length === 0 ? (
          <EmptyLine>{t('purchasing.leadTimeEmpty', { days: period })}</EmptyLine>
        ) : (
          <Table aria-label={t('purchasing.leadTimeTable')}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>{t('purchasing.vendor')}</TableHead>
                <TableHead className={NUMBER}>{t('purchasing.ordersHeader')}</TableHead>
                <TableHead className={NUMBER}>{t('purchasing.promised')}</TableHead>
                <TableHead className={NUMBER}>{t('purchasing.actual')}</TableHead>
                <TableHead className={NUMBER}>{t('purchasing.late')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {leadTimes.map((row) => {
                const slower =
                  row.actualDays !== null && row.promisedDays !== null && row.actualDays > row.promisedDays;
                return (
                  <TableRow key={row.vendorId}>
                    <TableCell className={cn('min-w-32 font-medium', TYPED)}>{row.vendorName}</TableCell>
                    <TableCell className={NUMBER}>{formatNumber(row.orders)}</TableCell>
                    <TableCell className={NUMBER}>{days(t, row.promisedDays)}</TableCell>
                    <TableCell className={cn(NUMBER, slower && 'text-destructive')}>
                      {days(t, row.actualDays)}
                    </TableCell>
                    <TableCell className={cn(NUMBER, row.lateCount > 0 && 'text-destructive')}>
                      {formatNumber(row.lateCount)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
