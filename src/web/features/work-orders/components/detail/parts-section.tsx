import { useState } from 'react';
import { Package, Plus, Trash2 } from 'lucide-react';
import type { PartsUsage } from '@shared/schemas/work-order-activity';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { formatDateTime, formatMoney } from '@web/lib/formatting';
import { usePlantCurrency } from '@web/components/plant-settings/plant-settings';
import { usePartsUsage } from '../../api/list-parts-usage';
import { useRemovePartUsage } from '../../api/remove-part-usage';
import { RecordPartDialog } from './record-part-dialog';
import { QueryError } from '@web/components/query-state';
import { NotSyncedBadge } from '@web/components/not-synced-badge';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { isTempId } from '@web/lib/offline/temp-ids';
import { usePendingList } from './use-pending-list';
import { UserText } from '@web/components/user-text';
import { workOrdersMessages } from '../../messages';

function lineCost(usage: PartsUsage): number {
  return Number(usage.unitCost) * usage.quantity;
}

export function PartsSection({ workOrderId, canEdit }: { workOrderId: string; canEdit: boolean }) {
  const t = useT(workOrdersMessages);
  const usages = usePendingList(usePartsUsage(workOrderId), 'parts-usage', workOrderId);
  const remove = useRemovePartUsage(workOrderId);
  const [isRecording, setIsRecording] = useState(false);
  const currency = usePlantCurrency();
  const money = (amount: number) => formatMoney(amount, { currency });

  if (usages.isPending) return <Skeleton className="h-24 w-full" aria-label={t('parts.loading')} />;
  if (usages.isError)
    return <QueryError title={t('parts.loadFailed')} error={usages.error} onRetry={usages.refetch} />;

  const total = usages.items.reduce((sum, usage) => sum + lineCost(usage), 0);
  return (
    <div className="grid grid-cols-1 gap-3">
      {usages.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
          <Package className="size-6" aria-hidden />
          {t('parts.empty')}
        </div>
      ) : (
        <ul className="divide-y">
          {usages.items.map((usage) => (
            <li key={usage.id} className="flex items-start gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  <UserText className="min-w-0">{usage.partName}</UserText>
                  {isTempId(usage.id) ? <NotSyncedBadge /> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  <UserText className="font-mono">{usage.partNumber}</UserText>
                  {usage.usedByName ? <UserText>{` · ${usage.usedByName}`}</UserText> : null} ·{' '}
                  {formatDateTime(usage.createdAt)}
                </p>
                {usage.note ? (
                  <p className="mt-1 text-sm text-foreground/80">
                    <UserText multiline>{usage.note}</UserText>
                  </p>
                ) : null}
              </div>
              <div className="shrink-0 text-right text-sm tabular-nums">
                <p className="font-medium">{money(lineCost(usage))}</p>
                <p className="text-xs text-muted-foreground">
                  {usage.quantity} × {money(Number(usage.unitCost))}
                </p>
              </div>
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('parts.remove', { name: usage.partName })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(usage, {
                      onSuccess: (result) =>
                        toastSaved(
                          result,
                          { title: t('parts.removed'), description: t('parts.removedDescription') },
                          t('parts.theRemoval'),
                        ),
                      onError: (error) =>
                        toast({
                          variant: 'destructive',
                          title: t('parts.notRemoved'),
                          description: errorMessage(error, t('tryAgain')),
                        }),
                    })
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
          <li className="flex justify-between py-3 text-sm font-semibold">
            <span>{t('parts.total')}</span>
            <span className="tabular-nums">{money(total)}</span>
          </li>
        </ul>
      )}
      {canEdit ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setIsRecording(true)}>
          <Plus aria-hidden />
          {t('parts.record')}
        </Button>
      ) : null}
      <RecordPartDialog workOrderId={workOrderId} open={isRecording} onOpenChange={setIsRecording} />
    </div>
  );
}
