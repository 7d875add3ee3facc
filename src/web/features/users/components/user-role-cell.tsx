import type { Role } from '@shared/domain';
import type { User } from '@shared/schemas/users';
import { errorMessage } from '@web/lib/api-client';
import { formatFullName, formatRoleTitle } from '@web/lib/formatting';
import { toast } from '@web/lib/toast/toast-store';
import { useUpdateUser } from '../api/update-user';
import { RoleSelect } from './role-select';

/** Changes a user's role in place (PATCH with If-Match). */
export function UserRoleCell({ user, className }: { user: User; className?: string }) {
  const updateUser = useUpdateUser();
  const changeRole = (role: Role) => {
    if (role === user.role) return;
    updateUser.mutate(
      { user, changes: { role } },
      {
        onSuccess: (updated) =>
          toast({
            title: 'Role updated',
            description: `${formatFullName(updated)} is now ${formatRoleTitle(updated.role)}.`,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: errorMessage(error, 'Role change failed') }),
      },
    );
  };
  return (
    <RoleSelect
      value={updateUser.isPending ? updateUser.variables.changes.role : user.role}
      onChange={changeRole}
      disabled={updateUser.isPending}
      aria-label={`Role of ${formatFullName(user)}`}
      className={className}
    />
  );
}
