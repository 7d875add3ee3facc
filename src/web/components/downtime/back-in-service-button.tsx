import { Power } from 'lucide-react';
import type { Downtime } from '@shared/schemas/downtime';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/formatting';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useCloseDowntime } from './change-downtime';
import { formatDowntimeLength } from './downtime-format';
import { useT } from '@web/lib/i18n/use-t';
import { downtimeMessages } from './messages';

/** Ends the asset's open downtime now (POST …/close): it becomes active again. Asks first. */
export function BackInServiceButton({ record, className }: { record: Downtime; className?: string }) {
  const t = useT(downtimeMessages);
  const close = useCloseDowntime();
  const tag = record.equipmentAssetTag;
  // mutateAsync, not mutate's callbacks: the button goes once the asset runs again, the toast must not.
  const confirm = () =>
    close.mutateAsync({ record }).then(
      (closed) =>
        toastSaved(
          closed,
          {
            title: t('back.done', { tag }),
            description: t('back.downFor', { length: formatDowntimeLength(closed, Date.now()) }),
          },
          `Back in service for ${tag}`,
        ),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('back.failed', { tag }),
          description: errorMessage(error, t('tryAgain')),
        }),
    );
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button className={className} disabled={close.isPending}>
          {close.isPending ? <Spinner /> : <Power aria-hidden />}
          {t('back.button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('back.confirmTitle', { tag })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('back.confirmText', {
              reason: record.reasonLabel,
              since: formatDateTime(record.startedAt),
              tag,
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => void confirm()}>{t('back.button')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
