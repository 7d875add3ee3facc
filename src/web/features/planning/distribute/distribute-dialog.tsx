import { useState } from 'react';
import type { DistributeBody, Distribution } from '@shared/schemas/planning';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { formatCount } from '@web/lib/formatting';
import { toast } from '@web/lib/toast/toast-store';
import { useDistributeOrders } from './api/distribute-orders';
import { previewedVersions } from './previewed-versions';
import { DistributeChoices } from './distribute-choices';
import { DistributionPreview } from './distribution-preview';

export interface DistributeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  workOrderIds: string[];
  technicians: { id: string; name: string }[];
  /** The window's first and last plant day (`YYYY-MM-DD`), both included. */
  from: string;
  to: string;
  onApplied(): void;
}

/** Choose, preview, apply: inside the dialog's content, so each opening starts afresh. */
function DistributeSteps({
  workOrderIds,
  technicians,
  from,
  to,
  onOpenChange,
  onApplied,
}: DistributeDialogProps) {
  const distribute = useDistributeOrders();
  /** The choices last previewed (or the defaults): Back returns to them, Apply sends them. */
  const [request, setRequest] = useState<DistributeBody>(() => ({
    workOrderIds,
    technicianIds: technicians.map((t) => t.id),
    from,
    to,
    apply: false,
  }));
  const [distribution, setDistribution] = useState<Distribution | null>(null);
  /** Why the apply was refused: an order changed since the preview (409). */
  const [staleReason, setStaleReason] = useState<string | null>(null);
  const technicianNames = new Map(technicians.map((t) => [t.id, t.name]));

  const preview = (choices: DistributeBody) =>
    distribute.mutateAsync({ ...choices, apply: false }).then(
      (proposed) => {
        setStaleReason(null);
        setRequest(choices);
        setDistribution(proposed);
      },
      (error: unknown) =>
        toast({ variant: 'destructive', title: errorMessage(error, 'Failed to preview the plan') }),
    );

  const apply = () =>
    distribute.mutateAsync({ ...request, apply: true, versions: previewedVersions(distribution) }).then(
      (applied) => {
        toast({ title: `Scheduled ${formatCount(applied.placements.length, 'order')}` });
        onOpenChange(false);
        onApplied();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409)
          setStaleReason(errorMessage(error, 'Nothing was scheduled: preview again and apply.'));
        else toast({ variant: 'destructive', title: errorMessage(error, 'Failed to apply the plan') });
      },
    );

  if (!distribution) {
    return (
      <DistributeChoices
        initial={request}
        technicians={technicians}
        isPending={distribute.isPending}
        onPreview={preview}
        onCancel={() => onOpenChange(false)}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <DistributionPreview distribution={distribution} technicianNames={technicianNames} />
      {staleReason ? (
        <Alert variant="destructive" title="An order changed since this preview">
          <p>{staleReason}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={distribute.isPending}
            onClick={() => void preview(request)}
          >
            Preview again
          </Button>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={() => setDistribution(null)}>
          Back
        </Button>
        <Button
          disabled={distribute.isPending || staleReason !== null || distribution.placements.length === 0}
          onClick={() => void apply()}
        >
          {distribute.isPending ? <Spinner /> : null}
          Apply
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * Distribute (issue 26 §3): the chosen orders spread over the chosen technicians' free hours,
 * earliest due and most urgent first. Nothing changes until the previewed plan is applied.
 */
export function DistributeDialog(props: DistributeDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Distribute {formatCount(props.workOrderIds.length, 'order')}</DialogTitle>
          <DialogDescription>
            Each goes on the earliest day with room for it whole, earliest due and most urgent first.
          </DialogDescription>
        </DialogHeader>
        <DistributeSteps {...props} />
      </DialogContent>
    </Dialog>
  );
}
