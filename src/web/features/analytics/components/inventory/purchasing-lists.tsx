import { Link } from 'wouter';
import { PackageCheck, Truck } from 'lucide-react';
import type { PurchasingAnalytics } from '@shared/schemas/analytics';
import { StatTile } from '@web/components/stat-tile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { formatCount, formatDate, formatMoney, formatNumber } from '@web/lib/formatting';
import { NO_DATA } from '../shared/analytics-labels';
import { periodPhrase } from '../shared/analytics-period';

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
  return (
    <div className="grid content-start gap-4">
      <StatTile
        title="Open Commitments"
        icon={Truck}
        iconClassName="bg-warning/12 text-warning"
        headingLevel={3}
        footer={`${formatCount(commitments.count, 'order')} sent and not received in full`}
      >
        {formatMoney(commitments.value, { currency })}
      </StatTile>
      <Card role="region" aria-label="Waiting Longest">
        <CardHeader className="pb-3">
          <CardTitle>Waiting Longest</CardTitle>
          <CardDescription>
            Orders sent to the vendor longest ago, with what they still bring.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {commitments.orders.length === 0 ? (
            <EmptyLine>No order is waiting for delivery.</EmptyLine>
          ) : (
            <ul className="divide-y" aria-label="Open purchase orders">
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
                      {order.orderedAt ? `ordered ${formatDate(order.orderedAt)}` : 'ordered'}
                      {order.expectedDate ? ` · due ${formatDay(order.expectedDate)}` : ''}
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

const days = (value: number | null) =>
  value === null ? NO_DATA : formatNumber(value, { fractionDigits: 1 });
const NUMBER = 'text-right tabular-nums';

/** Per vendor, the days promised against the days taken, over the orders received in full in the period. */
export function VendorLeadTimes({
  leadTimes,
  period,
}: {
  leadTimes: PurchasingAnalytics['leadTimes'];
  period: number;
}) {
  return (
    <Card role="region" aria-label="Vendor Lead Time" className="min-w-0">
      <CardHeader className="pb-3">
        <CardTitle>Vendor Lead Time</CardTitle>
        <CardDescription>
          Orders received in full in {periodPhrase(period)} that had a promised delivery day: mean calendar
          days from ordering to that day (promised) and to the last delivery (actual).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {leadTimes.length === 0 ? (
          <EmptyLine>{`No data: no order with a promised day was received in full in ${periodPhrase(period)}.`}</EmptyLine>
        ) : (
          <Table aria-label="Vendor lead time">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Vendor</TableHead>
                <TableHead className={NUMBER}>Orders</TableHead>
                <TableHead className={NUMBER}>Promised</TableHead>
                <TableHead className={NUMBER}>Actual</TableHead>
                <TableHead className={NUMBER}>Late</TableHead>
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
                    <TableCell className={NUMBER}>{days(row.promisedDays)}</TableCell>
                    <TableCell className={cn(NUMBER, slower && 'text-destructive')}>
                      {days(row.actualDays)}
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
