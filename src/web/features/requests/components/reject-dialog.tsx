import { useState } from 'react';
import type { WorkRequest } from '@shared/schemas/requests';
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
import { TextArea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast/toast-store';
import { useRejectRequest } from '../api/triage-request';
import { toastQueued } from '@web/lib/offline/queued-toast';

/** Reject: the reason is required, because the requester reads it on their status page. */
export function RejectDialog({
  request,
  open,
  onOpenChange,
}: {
  request: WorkRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reject = useRejectRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError('Give the requester a reason');
    reject.mutate(
      { request, input: { reason: trimmed } },
      {
        onSuccess: ({ saved }) => {
          onOpenChange(false);
          if (!saved) return toastQueued(`The rejection of ${request.number}`);
          toast({ title: 'Request rejected', description: request.number });
        },
        onError: (failure) =>
          toast({
            variant: 'destructive',
            title: 'The request was not rejected',
            description: errorMessage(failure, 'Please try again.'),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reject {request.number}</DialogTitle>
          <DialogDescription>
            The requester sees this reason on their request's status page.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Reason" error={error}>
          <TextArea
            rows={4}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={submit} disabled={reject.isPending}>
            {reject.isPending ? <Spinner /> : null}
            Reject
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
