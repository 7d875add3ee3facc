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
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { planningMessages } from '../messages';
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
  const t = useT(planningMessages);
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
        toast({ variant: 'destructive', title: errorMessage(error, t('distribute.previewFailed')) }),
    );

  const apply = () =>
    distribute.mutateAsync({ ...request, apply: true, versions: previewedVersions(distribution) }).then(
      (applied) => {
        toast({ title: t('distribute.scheduled', { count: applied.placements.length }) });
        onOpenChange(false);
        onApplied();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409)
          setStaleReason(errorMessage(error, t('distribute.stale')));
        else toast({ variant: 'destructive', title: errorMessage(error, t('distribute.applyFailed')) });
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
        <Alert variant="destructive" title={t('distribute.staleTitle')}>
          <p>{staleReason}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={distribute.isPending}
            onClick={() => void preview(request)}
          >
            {t('distribute.previewAgain')}
          </Button>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={() => setDistribution(null)}>
          {t('distribute.back')}
        </Button>
        <Button
          disabled={distribute.isPending || staleReason !== null || distribution.placements.length === 0}
          onClick={() => void apply()}
        >
          {distribute.isPending ? <Spinner /> : null}
          {t('distribute.apply')}
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
  const t = useT(planningMessages);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('distribute.title', { count: props.workOrderIds.length })}</DialogTitle>
          <DialogDescription>{t('distribute.description')}</DialogDescription>
        </DialogHeader>
        <DistributeSteps {...props} />
      </DialogContent>
    </Dialog>
  );
}
