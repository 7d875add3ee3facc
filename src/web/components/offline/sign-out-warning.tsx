import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { changeQueue } from '@web/lib/offline/browser-queue';
import { useChangeQueue } from '@web/lib/offline/use-change-queue';
import { useOnline } from '@web/lib/use-online';
import { useT } from '@web/lib/i18n/use-t';
import { offlineMessages } from './messages';

/**
 * Signing out with changes still on the device (issue 11 §8): they are not lost — they stay
 * with this account and are sent after its next sign-in here — but the person should know,
 * and may send them first.
 */
export function SignOutWarning({
  open,
  onOpenChange,
  onSignOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}) {
  const t = useT(offlineMessages);
  const { actions } = useChangeQueue();
  const isOnline = useOnline();
  const count = actions.length;
  const syncThenSignOut = async () => {
    await changeQueue.sync({ ignoreBackoff: true });
    if (changeQueue.getSnapshot().actions.length === 0) onSignOut();
  };
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('signOut.title', { count })}</AlertDialogTitle>
          <AlertDialogDescription>
            {isOnline ? t('signOut.online') : t('signOut.offline')} {t('signOut.anyway')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('signOut.cancel')}</AlertDialogCancel>
          <Button variant="outline" onClick={onSignOut}>
            {t('signOut.confirm')}
          </Button>
          {isOnline ? <Button onClick={() => void syncThenSignOut()}>{t('signOut.sync')}</Button> : null}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
