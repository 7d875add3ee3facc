import { useState } from 'react';
import { rejectRequestSchema, type WorkRequest } from '@shared/schemas/requests';
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
import { toast } from '@web/lib/toast/toast-store';
import { useRejectRequest } from '../api/triage-request';
import { triageFeedback } from './triage-feedback';

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
    // The server's own rule and words (required, at most 1,000 characters, no control characters).
    const parsed = rejectRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    reject.mutate(
      { request, input: parsed.data },
      triageFeedback({
        close: () => onOpenChange(false),
        queued: `The rejection of ${request.number}`,
        failed: 'The request was not rejected',
        done: () => toast({ title: 'Request rejected', description: request.number }),
      }),
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
