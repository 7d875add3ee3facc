import type { Warehouse } from '@shared/schemas/profiles';
import type { User } from '@shared/schemas/users';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { formatFullName, getInitials } from '@web/lib/formatting';
import { useT, type TextsOf } from '@web/lib/i18n/use-t';
import { usersMessages } from '../messages';

export function UserIdentity({ user, isSelf }: { user: User; isSelf: boolean }) {
  const t = useT(usersMessages);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar initials={getInitials(user)} className={user.active ? undefined : 'opacity-50'} />
      <div className="min-w-0">
        <p className="truncate font-medium">
          {formatFullName(user)}
          {isSelf ? (
            <span className="ml-1.5 text-xs font-normal text-muted-foreground">{t('display.you')}</span>
          ) : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
      </div>
    </div>
  );
}

export function UserStatusBadge({ active }: { active: boolean }) {
  const t = useT(usersMessages);
  return (
    <Badge variant={active ? 'success' : 'secondary'}>
      {active ? t('status.active') : t('status.deactivated')}
    </Badge>
  );
}

/** Warehouse names the admin can see; ones outside the admin's warehouses are counted, not named. */
export function formatWarehouses(
  t: TextsOf<typeof usersMessages>,
  ids: readonly string[],
  warehouses: readonly Warehouse[] | undefined,
): string {
  if (!warehouses) return '…';
  const names = ids.flatMap((id) => warehouses.find((warehouse) => warehouse.id === id)?.name ?? []);
  const others = ids.length - names.length;
  if (others > 0) names.push(t('display.others', { count: others }));
  return names.join(', ') || '—';
}
