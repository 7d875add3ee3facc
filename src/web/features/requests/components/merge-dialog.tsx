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
import { toast } from '@web/lib/toast/toast-store';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useOpenWorkOrderSearch } from '../api/search-open-work-orders';
import { useMergeRequest } from '../api/triage-request';
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
      triageFeedback({
        close: () => onOpenChange(false),
        queued: `The merge of ${request.number}`,
        failed: 'The request was not merged',
        done: () =>
          toast({ title: 'Request merged', description: `${request.number} into ${chosen.foNumber}` }),
      }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Merge {request.number}</DialogTitle>
          <DialogDescription>
            The request joins an open work order; the requester follows that order's progress.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Work order">
          <SearchPicker
            valueLabel={chosen ? choiceLabel(chosen) : null}
            placeholder="Select an open work order"
            searchPlaceholder="Search FO number or description"
            search={search}
            onSearchChange={setSearch}
            items={orders.data}
            isLoading={orders.isFetching}
            isError={orders.isError}
            errorText="Failed to fetch work orders"
            emptyText={q ? 'No open work order matches your search' : 'No open work orders'}
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
            Cancel
          </Button>
          <Button onClick={submit} disabled={!chosen || merge.isPending}>
            {merge.isPending ? <Spinner /> : null}
            Merge
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
