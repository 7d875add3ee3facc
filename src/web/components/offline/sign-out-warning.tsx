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
import { countChanges } from './sync-state';

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
          <AlertDialogTitle>{countChanges(count)} not synced yet</AlertDialogTitle>
          <AlertDialogDescription>
            {isOnline
              ? 'Sync them before you sign out, so your colleagues see them now.'
              : 'You are offline, so they cannot be sent now.'}{' '}
            If you sign out anyway they stay on this device and are sent the next time you sign in here.
            Nobody else who signs in on this device can send or see them.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="outline" onClick={onSignOut}>
            Sign out anyway
          </Button>
          {isOnline ? <Button onClick={() => void syncThenSignOut()}>Sync and sign out</Button> : null}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
