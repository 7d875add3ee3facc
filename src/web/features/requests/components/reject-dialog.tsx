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
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useRejectRequest } from '../api/triage-request';
import { requestsMessages } from '../messages';
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
  const t = useT(requestsMessages);
  const reject = useRejectRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    // The server's own rule and words (required, at most 1,000 characters, no control characters).
    const parsed = rejectRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    reject.mutate(
      { request, input: parsed.data },
      triageFeedback(t, {
        close: () => onOpenChange(false),
        queued: t('reject.queued', { number: request.number }),
        failed: t('reject.failed'),
        done: () => toast({ title: t('reject.done'), description: request.number }),
      }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('reject.title', { number: request.number })}</DialogTitle>
          <DialogDescription>{t('reject.description')}</DialogDescription>
        </DialogHeader>
        <FormField label={t('reject.reason')} error={error}>
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
            {t('cancel')}
          </Button>
          <Button variant="destructive" onClick={submit} disabled={reject.isPending}>
            {reject.isPending ? <Spinner /> : null}
            {t('reject')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
