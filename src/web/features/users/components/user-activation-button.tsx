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
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';
import { usersMessages } from '../messages';

/** A button the admin may not press, with the reason on hover and focus. */
function RefusedButton({
  label,
  reason,
}: {
  label: 'activation.deactivate' | 'activation.reactivate';
  reason: string;
}) {
  const t = useT(usersMessages);
  return (
    <Tooltip content={reason}>
      {/* A disabled button gets no pointer events, so the span carries the hint. */}
      <span tabIndex={0} className="inline-flex rounded-md">
        <Button variant="outline" size="sm" disabled>
          {label === 'activation.deactivate' ? <UserX aria-hidden /> : <UserCheck aria-hidden />}
          {t(label)}
        </Button>
      </span>
    </Tooltip>
  );
}

function ReactivateButton({ user }: { user: User }) {
  const t = useT(usersMessages);
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
              title: t('activation.reactivated'),
              description: t('activation.reactivatedDescription', { name: formatFullName(updated) }),
            }),
          onError: (error) =>
            toast({ variant: 'destructive', title: errorMessage(error, t('activation.reactivateFailed')) }),
        })
      }
    >
      <UserCheck aria-hidden />
      {t('activation.reactivate')}
    </Button>
  );
}

function DeactivateButton({ user }: { user: User }) {
  const t = useT(usersMessages);
  const deactivate = useDeactivateUser();
  const name = formatFullName(user);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={deactivate.isPending}>
          <UserX aria-hidden />
          {t('activation.deactivate')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('activation.confirmTitle', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('activation.confirmDescription', { name })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('activation.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() =>
              deactivate.mutate(user, {
                onSuccess: () =>
                  toast({
                    title: t('activation.deactivated'),
                    description: t('activation.deactivatedDescription', { name }),
                  }),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: errorMessage(error, t('activation.deactivateFailed')),
                  }),
              })
            }
          >
            {t('activation.deactivate')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Deactivate or Reactivate, or the same button disabled with the policy's reason. */
export function UserActivationButton({ user, decision }: { user: User; decision: Decision }) {
  const label = user.active ? 'activation.deactivate' : 'activation.reactivate';
  if (!decision.allowed) return <RefusedButton label={label} reason={decision.reason} />;
  return user.active ? <DeactivateButton user={user} /> : <ReactivateButton user={user} />;
}
