import type { ReactNode } from 'react';
import { Boxes, CircleDollarSign, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatCount, formatNumber } from '@web/lib/formatting';
import { usePartsSummary } from '../api/get-parts-summary';
import { formatCurrency } from './stock-status';

function Tile({
  title,
  icon: Icon,
  iconClassName,
  footer,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  footer: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('p-4 sm:p-5', className)} role="group" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', iconClassName)}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="mt-2 truncate text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
        {children}
      </p>
      <div className="mt-1 text-xs text-muted-foreground">{footer}</div>
    </Card>
  );
}

const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:gap-4';

/**
 * Total Parts, Low Stock Items and Total Value (operations spec §2), over every part of the
 * warehouse whatever the filters. The low-stock figure doubles as the way into that filter.
 */
export function SummaryTiles({
  isLowStockOn,
  onShowLowStock,
}: {
  isLowStockOn: boolean;
  onShowLowStock: () => void;
}) {
  const summary = usePartsSummary();
  if (summary.isPending) {
    return (
      <div className={grid} aria-label="Loading inventory figures">
        {[0, 1, 2].map((tile) => (
          <Card key={tile} className={cn('grid gap-3 p-4 sm:p-5', tile === 2 && 'col-span-2 sm:col-span-1')}>
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-32" />
          </Card>
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
      <Alert variant="destructive" title="Failed to fetch inventory figures">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const data = summary.data;
  return (
    <div className={grid}>
      <Tile
        title="Total Parts"
        icon={Boxes}
        iconClassName="bg-primary/10 text-primary"
        footer={`In ${formatCount(data.categories.length, 'category', 'categories')}`}
      >
        {formatNumber(data.totalParts)}
      </Tile>
      <Tile
        title="Low Stock Items"
        icon={TriangleAlert}
        iconClassName="bg-warning/15 text-[color-mix(in_oklch,var(--warning),black_25%)] dark:text-warning"
        footer={
          <span className="flex flex-wrap items-center gap-x-2">
            <span>
              {data.outOfStockItems > 0
                ? `${data.outOfStockItems} out of stock`
                : 'At or below the reorder point'}
            </span>
            {data.lowStockItems > 0 && !isLowStockOn ? (
              <button
                type="button"
                onClick={onShowLowStock}
                className="rounded-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                Show them
              </button>
            ) : null}
          </span>
        }
      >
        <span
          className={
            data.lowStockItems > 0
              ? 'text-[color-mix(in_oklch,var(--warning),black_30%)] dark:text-warning'
              : undefined
          }
        >
          {formatNumber(data.lowStockItems)}
        </span>
      </Tile>
      <Tile
        title="Total Value"
        icon={CircleDollarSign}
        iconClassName="bg-success/12 text-success"
        footer="Stock on hand at unit cost"
        className="col-span-2 sm:col-span-1"
      >
        {formatCurrency(data.totalValue)}
      </Tile>
    </div>
  );
}
