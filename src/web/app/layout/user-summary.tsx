import type { SessionUser } from '@shared/schemas/auth';
import { Avatar } from '@web/components/ui/avatar';
import { cn } from '@web/lib/cn';
import { formatFullName, formatRoleLabel, getInitials } from '@web/lib/formatting';

/** Initials, full name and role (underscores as spaces), as the sidebar shows them (core spec §2). */
export function UserSummary({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <Avatar initials={getInitials(user)} className="bg-sidebar-primary/25 text-sidebar-accent-foreground" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-sidebar-accent-foreground">{formatFullName(user)}</p>
        <p className="truncate text-xs text-sidebar-muted first-letter:uppercase">
          {formatRoleLabel(user.role)}
        </p>
      </div>
    </div>
  );
}
