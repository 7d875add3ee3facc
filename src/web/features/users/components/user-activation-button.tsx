import { UserCheck, UserX } from 'lucide-react';
import type { Decision } from '@shared/policies/decision';
import type { User } from '@shared/schemas/users';
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
import { Tooltip } from '@web/components/ui/tooltip';
import { errorMessage } from '@web/lib/api-client';
import { formatFullName } from '@web/lib/formatting';
import { toast } from '@web/lib/toast/toast-store';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';

/** A button the admin may not press, with the reason on hover and focus. */
function RefusedButton({ label, reason }: { label: 'Deactivate' | 'Reactivate'; reason: string }) {
  return (
    <Tooltip content={reason}>
      {/* A disabled button gets no pointer events, so the span carries the hint. */}
      <span tabIndex={0} className="inline-flex rounded-md">
        <Button variant="outline" size="sm" disabled>
          {label === 'Deactivate' ? <UserX aria-hidden /> : <UserCheck aria-hidden />}
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

function ReactivateButton({ user }: { user: User }) {
  const reactivate = useReactivateUser();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={reactivate.isPending}
      onClick={() =>
        reactivate.mutate(user, {
          onSuccess: (updated) =>
            toast({
              title: 'User reactivated',
              description: `${formatFullName(updated)} can sign in again.`,
            }),
          onError: (error) =>
            toast({ variant: 'destructive', title: errorMessage(error, 'Reactivation failed') }),
        })
      }
    >
      <UserCheck aria-hidden />
      Reactivate
    </Button>
  );
}

function DeactivateButton({ user }: { user: User }) {
  const deactivate = useDeactivateUser();
  const name = formatFullName(user);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={deactivate.isPending}>
          <UserX aria-hidden />
          Deactivate
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Deactivate {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {name} will be signed out everywhere and can no longer sign in. Their work orders and history stay
            as they are. You can reactivate the account at any time.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() =>
              deactivate.mutate(user, {
                onSuccess: () =>
                  toast({ title: 'User deactivated', description: `${name} can no longer sign in.` }),
                onError: (error) =>
                  toast({ variant: 'destructive', title: errorMessage(error, 'Deactivation failed') }),
              })
            }
          >
            Deactivate
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Deactivate or Reactivate, or the same button disabled with the policy's reason. */
export function UserActivationButton({ user, decision }: { user: User; decision: Decision }) {
  const label = user.active ? 'Deactivate' : 'Reactivate';
  if (!decision.allowed) return <RefusedButton label={label} reason={decision.reason} />;
  return user.active ? <DeactivateButton user={user} /> : <ReactivateButton user={user} />;
}
