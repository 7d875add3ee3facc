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

/** Ends the asset's open downtime now (POST …/close): it becomes active again. Asks first. */
export function BackInServiceButton({ record, className }: { record: Downtime; className?: string }) {
  const close = useCloseDowntime();
  const tag = record.equipmentAssetTag;
  // mutateAsync, not mutate's callbacks: the button goes once the asset runs again, the toast must not.
  const confirm = () =>
    close.mutateAsync({ record }).then(
      (closed) =>
        toastSaved(
          closed,
          {
            title: `${tag} is back in service`,
            description: `Down for ${formatDowntimeLength(closed, Date.now())}`,
          },
          `Back in service for ${tag}`,
        ),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: `${tag} was not brought back into service`,
          description: errorMessage(error, 'Please try again.'),
        }),
    );
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button className={className} disabled={close.isPending}>
          {close.isPending ? <Spinner /> : <Power aria-hidden />}
          Back in service
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Bring {tag} back into service?</AlertDialogTitle>
          <AlertDialogDescription>
            Its downtime ({record.reasonLabel}, since {formatDateTime(record.startedAt)}) ends now, and {tag}{' '}
            becomes active again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => void confirm()}>Back in service</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
