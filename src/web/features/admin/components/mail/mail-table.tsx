import type { MailMessage } from '@shared/schemas/mail';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { adminMessages } from '../../messages';
import { MailStateBadge } from './mail-state-badge';

/**
 * The Mail log's rows; a row (or its subject, from the keyboard) opens the mail. Long values
 * truncate within their column with the whole value in a title and in the mail's dialog (ADR 48).
 */
export function MailTable({ mails, onOpen }: { mails: MailMessage[]; onOpen: (mail: MailMessage) => void }) {
  const t = useT(adminMessages);
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('mail.column.time')}</TableHead>
          <TableHead>{t('mail.column.to')}</TableHead>
          <TableHead>{t('mail.column.subject')}</TableHead>
          <TableHead>{t('mail.column.kind')}</TableHead>
          <TableHead>{t('mail.column.state')}</TableHead>
          <TableHead className="text-right">{t('mail.column.attempts')}</TableHead>
          <TableHead>{t('mail.column.lastError')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {mails.map((mail) => (
          <TableRow key={mail.id} className="cursor-pointer" onClick={() => onOpen(mail)}>
            <TableCell className="whitespace-nowrap">{formatDateTime(mail.createdAt)}</TableCell>
            <TableCell className="max-w-48 truncate" title={mail.toAddress}>
              {mail.toAddress}
            </TableCell>
            <TableCell className="max-w-64">
              <button
                type="button"
                className="max-w-full truncate text-left font-medium underline-offset-4 hover:underline"
                title={mail.subject}
                onClick={(event) => {
                  // The row opens it too: once is enough.
                  event.stopPropagation();
                  onOpen(mail);
                }}
              >
                {mail.subject}
              </button>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{mail.kind}</TableCell>
            <TableCell>
              <MailStateBadge state={mail.state} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{mail.attempts}</TableCell>
            <TableCell
              className="max-w-72 truncate text-muted-foreground"
              title={mail.lastError ?? undefined}
            >
              {mail.lastError ?? '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
