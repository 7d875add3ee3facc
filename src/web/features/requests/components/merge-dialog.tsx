import { useState } from 'react';
import type { WorkRequest } from '@shared/schemas/requests';
import { SearchPicker } from '@web/components/search-picker';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useOpenWorkOrderSearch } from '../api/search-open-work-orders';
import { useMergeRequest } from '../api/triage-request';
import { requestsMessages } from '../messages';
import { triageFeedback } from './triage-feedback';

interface Choice {
  id: string;
  foNumber: string;
  description: string;
}

const choiceLabel = (choice: Choice) => `${choice.foNumber} — ${choice.description}`;

/**
 * Merge: the request joins an open work order of the warehouse (the same fault, reported
 * again). The possible duplicate is chosen to start with; any open order can be searched.
 */
export function MergeDialog({
  request,
  open,
  onOpenChange,
}: {
  request: WorkRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(requestsMessages);
  const merge = useMergeRequest();
  const [chosen, setChosen] = useState<Choice | null>(request.possibleDuplicate);
  const [search, setSearch] = useState('');
  const [isPicking, setIsPicking] = useState(false);
  const q = useDebouncedValue(search, 250);
  const orders = useOpenWorkOrderSearch(q, isPicking);

  const submit = () => {
    if (!chosen) return;
    merge.mutate(
      { request, input: { workOrderId: chosen.id } },
      triageFeedback(t, {
        close: () => onOpenChange(false),
        queued: t('merge.queued', { number: request.number }),
        failed: t('merge.failed'),
        done: () =>
          toast({
            title: t('merge.done'),
            description: t('merge.doneDescription', { number: request.number, foNumber: chosen.foNumber }),
          }),
      }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('merge.title', { number: request.number })}</DialogTitle>
          <DialogDescription>{t('merge.description')}</DialogDescription>
        </DialogHeader>
        <FormField label={t('merge.workOrder')}>
          <SearchPicker
            valueLabel={chosen ? choiceLabel(chosen) : null}
            placeholder={t('merge.placeholder')}
            searchPlaceholder={t('merge.searchPlaceholder')}
            search={search}
            onSearchChange={setSearch}
            items={orders.data}
            isLoading={orders.isFetching}
            isError={orders.isError}
            errorText={t('merge.loadFailed')}
            emptyText={q ? t('merge.noMatch') : t('merge.none')}
            getKey={(order) => order.id}
            onSelect={setChosen}
            onOpenChange={setIsPicking}
            renderItem={(order) => (
              <div className="min-w-0">
                <p className="truncate font-medium">
                  <span className="font-mono text-xs">{order.foNumber}</span> — {order.description}
                </p>
                {order.equipmentAssetTag ? (
                  <p className="truncate text-xs text-muted-foreground">{order.equipmentAssetTag}</p>
                ) : null}
              </div>
            )}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={!chosen || merge.isPending}>
            {merge.isPending ? <Spinner /> : null}
            {t('merge')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
