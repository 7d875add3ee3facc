import type { Warehouse } from '@shared/schemas/profiles';
import type { User } from '@shared/schemas/users';
import { TechnicianHoursButton } from '@web/components/capacity/technician-hours-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatRelativeTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { usersMessages } from '../messages';
import { UserActivationButton } from './user-activation-button';
import { UserIdentity, UserStatusBadge, formatWarehouses } from './user-display';
import { UserRoleCell } from './user-role-cell';
import type { UserRules } from './user-rules';

export function UsersTable({
  users,
  warehouses,
  currentUserId,
  rules,
}: {
  users: User[];
  warehouses: Warehouse[] | undefined;
  currentUserId: string | undefined;
  rules: UserRules;
}) {
  const t = useT(usersMessages);
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('list.nameAndEmail')}</TableHead>
          <TableHead className="w-36">{t('list.role')}</TableHead>
          <TableHead>{t('list.warehouses')}</TableHead>
          <TableHead>{t('list.status')}</TableHead>
          <TableHead>{t('list.lastSignIn')}</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">{t('list.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          return (
            <TableRow key={user.id} className={user.active ? undefined : 'text-muted-foreground'}>
              <TableCell className="max-w-72">
                <UserIdentity user={user} isSelf={isSelf} />
              </TableCell>
              <TableCell>
                <UserRoleCell user={user} decision={rules.manage(user)} className="h-9 w-36" />
              </TableCell>
              <TableCell className="max-w-48 truncate">
                {formatWarehouses(t, user.warehouseIds, warehouses)}
              </TableCell>
              <TableCell>
                <UserStatusBadge active={user.active} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {formatRelativeTime(user.lastLoginAt, t('list.never'))}
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-2">
                  <TechnicianHoursButton user={user} />
                  <UserActivationButton user={user} decision={rules.setActive(user, !user.active)} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
