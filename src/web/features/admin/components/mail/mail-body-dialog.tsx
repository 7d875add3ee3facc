import type { MailMessage } from '@shared/schemas/mail';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { formatDateTime } from '@web/lib/formatting';
import { MailStateBadge } from './mail-state-badge';

/** One mail as it was (or would have been) sent: who to, when, what became of it, and its text. */
export function MailBodyDialog({ mail, onClose }: { mail: MailMessage | null; onClose: () => void }) {
  return (
    <Dialog open={mail !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {mail ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{mail.subject}</DialogTitle>
            <DialogDescription>
              To {mail.toAddress} · {formatDateTime(mail.createdAt)} · {mail.kind}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <MailStateBadge state={mail.state} />
            {mail.sentAt ? <span>Sent {formatDateTime(mail.sentAt)}</span> : null}
            {mail.lastError ? <span className="text-muted-foreground">{mail.lastError}</span> : null}
          </div>
          <pre className="max-h-[60vh] overflow-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap">
            {mail.body}
          </pre>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
