import type { Warehouse } from '@shared/schemas/profiles';
import type { User } from '@shared/schemas/users';
import { TechnicianHoursButton } from '@web/components/capacity/technician-hours-button';
import { formatRelativeTime } from '@web/lib/formatting';
import { useT } from '@web/lib/i18n/use-t';
import { usersMessages } from '../messages';
import { UserActivationButton } from './user-activation-button';
import { UserIdentity, UserStatusBadge, formatWarehouses } from './user-display';
import { UserRoleCell } from './user-role-cell';
import type { UserRules } from './user-rules';

/** The phone layout of the users list: one card per person, controls at thumb size. */
export function UserCardList({
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
    <ul className="divide-y">
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <li key={user.id} className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <UserIdentity user={user} isSelf={isSelf} />
              <UserStatusBadge active={user.active} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('list.warehouses')}</dt>
              <dd className="min-w-0 truncate">{formatWarehouses(t, user.warehouseIds, warehouses)}</dd>
              <dt className="text-muted-foreground">{t('list.lastSignIn')}</dt>
              <dd>{formatRelativeTime(user.lastLoginAt, t('list.never'))}</dd>
            </dl>
            <div className="flex items-center gap-2">
              <UserRoleCell user={user} decision={rules.manage(user)} className="flex-1" />
              <UserActivationButton user={user} decision={rules.setActive(user, !user.active)} />
            </div>
            <TechnicianHoursButton user={user} />
          </li>
        );
      })}
    </ul>
  );
}
