import { History } from 'lucide-react';
import { productReasonOf } from '@shared/stock-reasons';
import { Link } from 'wouter';
import type { StockMovement } from '@shared/schemas/parts';
import { formatDateTime } from '@web/lib/formatting';
import { QueryError } from '@web/components/query-state';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { useMovements } from '../api/list-movements';
import { inventoryMessages } from '../messages';
import { UserText } from '@web/components/user-text';

/** "+5", "−2" (a true minus sign), "±0" for a count that found what the books said. */
export function formatDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '±0';
}

function Delta({ delta }: { delta: number }) {
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        delta > 0 && 'text-success',
        delta < 0 && 'text-destructive',
        delta === 0 && 'text-muted-foreground',
      )}
    >
      {formatDelta(delta)}
    </span>
  );
}

function WorkOrderLink({ movement }: { movement: StockMovement }) {
  const t = useT(inventoryMessages);
  if (!movement.workOrderId) return null;
  return (
    <Link
      href={`/work-orders/${movement.workOrderId}`}
      className="font-mono text-xs font-medium text-primary hover:underline"
    >
      {movement.workOrderFoNumber ?? t('movement.workOrder')}
    </Link>
  );
}

function MovementTable({ movements }: { movements: readonly StockMovement[] }) {
  const t = useT(inventoryMessages);
  return (
    <Table aria-label={t('movement.label')} className="text-[0.8125rem]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('movement.dateAndBy')}</TableHead>
          <TableHead>{t('movement.kind')}</TableHead>
          <TableHead className="text-right">{t('movement.change')}</TableHead>
          <TableHead className="text-right">{t('movement.stockAfter')}</TableHead>
          <TableHead className="w-full">{t('movement.reason')}</TableHead>
          <TableHead>{t('movement.workOrder')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {movements.map((movement) => (
          <TableRow key={movement.id}>
            {/* Who shares the date's cell: seven columns would not fit the dialog. */}
            <TableCell className="whitespace-nowrap">
              <time dateTime={movement.createdAt} className="block">
                {formatDateTime(movement.createdAt)}
              </time>
              <UserText className="block text-xs whitespace-normal text-muted-foreground">
                {movement.userName ?? t('movement.system')}
              </UserText>
            </TableCell>
            <TableCell>{t(`movement.kind.${movement.kind}`)}</TableCell>
            <TableCell className="text-right">
              <Delta delta={movement.quantityDelta} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{movement.stockAfter}</TableCell>
            <TableCell>
              <MovementReason reason={movement.reason} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <WorkOrderLink movement={movement} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MovementList({ movements }: { movements: readonly StockMovement[] }) {
  const t = useT(inventoryMessages);
  return (
    <ul className="divide-y" aria-label={t('movement.label')}>
      {movements.map((movement) => (
        <li key={movement.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 py-3">
          <p className="text-sm font-medium">
            {t(`movement.kind.${movement.kind}`)} <Delta delta={movement.quantityDelta} />
          </p>
          <p className="text-right text-sm tabular-nums">
            <span className="text-muted-foreground">{t('movement.stock')}</span>
            {movement.stockAfter}
          </p>
          {movement.reason ? (
            <p className="col-span-2 text-sm">
              <MovementReason reason={movement.reason} />
            </p>
          ) : null}
          <p className="col-span-2 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <time dateTime={movement.createdAt}>{formatDateTime(movement.createdAt)}</time>
            <span aria-hidden>·</span>
            <UserText>{movement.userName ?? t('movement.system')}</UserText>
            <WorkOrderLink movement={movement} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The stock ledger of one part, newest first: what moved, why, on which job and by whom. */
export function MovementHistory({ partId }: { partId: string }) {
  const t = useT(inventoryMessages);
  const isMobile = useIsMobile();
  const movements = useMovements(partId);

  if (movements.isPending) {
    return (
      <div className="grid gap-2 py-2" aria-label={t('movement.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (movements.isError) {
    return <QueryError title={t('movement.failed')} error={movements.error} onRetry={movements.refetch} />;
  }
  const items = movements.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-8 text-center text-sm text-muted-foreground">
        <History className="size-5" aria-hidden />
        {t('movement.empty')}
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {isMobile ? <MovementList movements={items} /> : <MovementTable movements={items} />}
      {movements.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          onClick={() => void movements.fetchNextPage()}
          disabled={movements.isFetchingNextPage}
        >
          {movements.isFetchingNextPage ? <Spinner /> : null}
          {t('movement.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** A person's reason as they wrote it; the product's own (opening stock…) in the reader's language. */
function MovementReason({ reason }: { reason: string | null }) {
  const t = useT(inventoryMessages);
  if (reason === null) return <>—</>;
  const own = productReasonOf(reason);
  if (own?.kind === 'openingStock') return <>{t('movement.productReason.openingStock')}</>;
  if (own?.kind === 'partFormChange') {
    return <>{t('movement.productReason.partFormChange', { from: own.from, to: own.to })}</>;
  }
  return <UserText multiline>{reason}</UserText>;
}
