import type { Role } from '@shared/domain';
import type { Decision } from '@shared/policies/decision';
import { Tooltip } from '@web/components/ui/tooltip';
import type { User } from '@shared/schemas/users';
import { errorMessage } from '@web/lib/api-client';
import { formatFullName, formatRoleTitle } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useUpdateUser } from '../api/update-user';
import { usersMessages } from '../messages';
import { RoleSelect } from './role-select';

/** Changes a user's role in place (PATCH with If-Match), where the admin may. */
export function UserRoleCell({
  user,
  decision,
  className,
}: {
  user: User;
  decision: Decision;
  className?: string;
}) {
  const t = useT(usersMessages);
  const updateUser = useUpdateUser();
  const changeRole = (role: Role) => {
    if (role === user.role) return;
    updateUser.mutate(
      { user, changes: { role } },
      {
        onSuccess: (updated) =>
          toast({
            title: t('role.updated'),
            description: t('role.updatedDescription', {
              name: formatFullName(updated),
              role: formatRoleTitle(updated.role),
            }),
          }),
        onError: (error) => toast({ variant: 'destructive', title: errorMessage(error, t('role.failed')) }),
      },
    );
  };
  const select = (
    <RoleSelect
      value={updateUser.isPending ? updateUser.variables.changes.role : user.role}
      onChange={changeRole}
      disabled={updateUser.isPending || !decision.allowed}
      aria-label={t('role.ariaLabel', { name: formatFullName(user) })}
      className={className}
    />
  );
  if (decision.allowed) return select;
  return (
    <Tooltip content={decision.reason}>
      {/* A disabled control gets no pointer events, so the span carries the reason. */}
      <span tabIndex={0} className="inline-flex rounded-md">
        {select}
      </span>
    </Tooltip>
  );
}
