import type { MailMessage } from '@shared/schemas/mail';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { UserText } from '@web/components/user-text';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { MailStateBadge } from './mail-state-badge';

/** One mail as it was (or would have been) sent: who to, when, what became of it, and its text. */
export function MailBodyDialog({ mail, onClose }: { mail: MailMessage | null; onClose: () => void }) {
  const t = useT(adminMessages);
  return (
    <Dialog open={mail !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {mail ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{mail.subject}</DialogTitle>
            <DialogDescription>
              {t('mail.to', {
                address: mail.toAddress,
                date: formatDateTime(mail.createdAt),
                kind: mail.kind,
              })}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <MailStateBadge state={mail.state} />
            {mail.sentAt ? <span>{t('mail.sentAt', { date: formatDateTime(mail.sentAt) })}</span> : null}
            {mail.lastError ? <UserText className="text-muted-foreground">{mail.lastError}</UserText> : null}
          </div>
          <div className="max-h-[60vh] overflow-auto rounded-md border bg-muted/40 p-3 font-mono text-sm">
            <UserText multiline>{mail.body}</UserText>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
