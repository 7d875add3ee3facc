import type { ReactNode } from 'react';
import { SearchX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Part } from '@shared/schemas/parts';
import { Badge } from '@web/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { isTempId } from '@web/lib/offline/temp-ids';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';
import { useCan } from '@web/lib/permissions';
import { formatNumber } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { usePart } from '../api/get-part';
import { inventoryMessages } from '../messages';
import { pendingPartIds, usePartWithPending } from '../api/pending-parts';
import { DeletePartButton } from './delete-part-button';
import { EditPartDialog } from './edit-part-dialog';
import { MovementHistory } from './movement-history';
import { PartVendorsSection } from './part-vendors-section';
import { StockAdjustmentDialog } from './stock-adjustment-dialog';
import { StockStatusBadge } from './stock-status-badge';
import { stockStatus } from '@shared/stock-status';
import { formatCategory, formatCurrency } from './stock-status';
import { UserText } from '@web/components/user-text';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';

function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-muted/50 px-3 py-2.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('mt-0.5 truncate text-lg font-semibold tabular-nums', className)}>{children}</dd>
    </div>
  );
}

/** A count the part may go without ("—"); `== null` also covers a device copy saved before it existed. */
const countOrNone = (value: number | null) => (value == null ? '—' : formatNumber(value));

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm">
        {children ? (
          <UserText multiline>{children}</UserText>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </dd>
    </div>
  );
}

function PartBody({ part, onDeleted }: { part: Part; onDeleted: () => void }) {
  const t = useT(inventoryMessages);
  const canWrite = useCan('parts.write');
  const canDelete = useCan('parts.delete');
  const status = stockStatus(part);
  const isPending = pendingPartIds(useChangeQueue().actions).has(part.id);
  const currency = usePlantCurrency();
  return (
    <div className="grid gap-5">
      <DialogHeader className="mb-0">
        <p className="font-mono text-xs font-semibold tracking-wide text-muted-foreground">
          <UserText>{part.partNumber}</UserText>
        </p>
        <DialogTitle>{part.name}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <StockStatusBadge part={part} />
            {isPending ? <NotSyncedBadge /> : null}
            <Badge variant="outline">{formatCategory(t, part.category)}</Badge>
          </div>
        </DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure
          label={t('detail.onHand')}
          className={cn(status === 'out' && 'text-destructive', status === 'low' && 'text-warning')}
        >
          {formatNumber(part.stockLevel)}{' '}
          <span className="text-sm font-normal text-muted-foreground">{part.unitOfMeasure}</span>
        </Figure>
        <Figure label={t('detail.reorderPoint')}>{formatNumber(part.reorderPoint)}</Figure>
        <Figure label={t('detail.reorderQuantity')}>{countOrNone(part.reorderQuantity)}</Figure>
        <Figure label={t('detail.maxStock')}>{countOrNone(part.maxStock)}</Figure>
        <Figure label={t('detail.unitCost')}>{formatCurrency(part.unitCost, currency)}</Figure>
        <Figure label={t('detail.stockValue')}>
          {formatCurrency(part.stockLevel * Number(part.unitCost), currency)}
        </Figure>
      </dl>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Detail label={t('detail.vendor')}>{part.vendor}</Detail>
        <Detail label={t('detail.location')}>{part.location}</Detail>
        {part.description ? (
          <div className="col-span-2">
            <Detail label={t('detail.description')}>{part.description}</Detail>
          </div>
        ) : null}
      </dl>

      {canWrite ? (
        <div className="grid grid-cols-2 gap-2 border-y py-3 sm:flex sm:items-center">
          <StockAdjustmentDialog part={part} className="col-span-2 sm:order-last sm:ml-auto" />
          <EditPartDialog part={part} className={cn(!canDelete && 'col-span-2')} />
          {canDelete ? <DeletePartButton part={part} onDeleted={onDeleted} /> : null}
        </div>
      ) : null}

      {/* A part made offline is not on the server yet, so it has no vendors to fetch. */}
      {isTempId(part.id) ? null : <PartVendorsSection partId={part.id} />}

      <section className="grid gap-2" aria-labelledby="stock-history-heading">
        <h3 id="stock-history-heading" className="text-sm font-semibold">
          {t('detail.history')}
        </h3>
        {isTempId(part.id) ? (
          <p className="text-sm text-muted-foreground">{t('detail.noHistory')}</p>
        ) : (
          <MovementHistory partId={part.id} />
        )}
      </section>
    </div>
  );
}

function ProblemBody({
  title,
  description,
  icon: Icon,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <div role="alert" className="flex flex-col items-center px-4 py-8 text-center sm:py-10">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Icon className="size-6" aria-hidden />
      </div>
      <DialogTitle className="text-base">{title}</DialogTitle>
      <p className="mt-1.5 max-w-md text-sm text-muted-foreground">{description}</p>
    </div>
  );
}

function DetailBody({ partId, onClose }: { partId: string; onClose: () => void }) {
  const t = useT(inventoryMessages);
  const part = usePart(partId);
  // Queued edits and movements applied; a part made offline comes from the queue alone.
  const shown = usePartWithPending(part.data, partId);
  if (shown) return <PartBody part={shown} onDeleted={onClose} />;
  if (part.isPending && !isTempId(partId)) {
    return (
      <div className="grid gap-4" aria-label={t('detail.loading')}>
        <DialogTitle className="sr-only">{t('detail.loading')}</DialogTitle>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-2/3" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((figure) => (
            <Skeleton key={figure} className="h-16" />
          ))}
        </div>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (part.isError || isTempId(partId)) {
    // A malformed id in a hand-typed URL (400) is as missing as a deleted part (404).
    const isMissing = part.error instanceof ApiError && [400, 404].includes(part.error.status);
    return isMissing ? (
      <ProblemBody icon={SearchX} title={t('detail.notFound')} description={t('detail.notFoundHint')} />
    ) : (
      <ProblemBody icon={TriangleAlert} title={t('detail.failed')} description={t('detail.failedHint')} />
    );
  }
  return <ProblemBody icon={SearchX} title={t('detail.notFound')} description={t('detail.notFoundHint')} />;
}

/** One part (`/inventory?part={id}`): its figures, what can be done with it, and its stock history. */
export function PartDetailDialog({ partId, onClose }: { partId: string | null; onClose: () => void }) {
  return (
    <Dialog open={partId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl" aria-describedby={undefined}>
        {partId ? <DetailBody key={partId} partId={partId} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
