import type { Warehouse } from '@shared/schemas/profiles';
import type { User } from '@shared/schemas/users';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { formatFullName, getInitials } from '@web/lib/formatting';

export function UserIdentity({ user, isSelf }: { user: User; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar initials={getInitials(user)} className={user.active ? undefined : 'opacity-50'} />
      <div className="min-w-0">
        <p className="truncate font-medium">
          {formatFullName(user)}
          {isSelf ? <span className="ml-1.5 text-xs font-normal text-muted-foreground">(you)</span> : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
      </div>
    </div>
  );
}

export function UserStatusBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Deactivated'}</Badge>;
}

/** Warehouse names the admin can see; ones outside the admin's warehouses are counted, not named. */
export function formatWarehouses(
  ids: readonly string[],
  warehouses: readonly Warehouse[] | undefined,
): string {
  if (!warehouses) return '…';
  const names = ids.flatMap((id) => warehouses.find((warehouse) => warehouse.id === id)?.name ?? []);
  const others = ids.length - names.length;
  if (others > 0) names.push(`${others} other${others === 1 ? '' : 's'}`);
  return names.join(', ') || '—';
}
