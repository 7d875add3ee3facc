import { useState, type ReactNode } from 'react';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import type { DowntimeReason } from '@shared/schemas/downtime';
import { PlannedBadge } from '@web/components/downtime';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { lazyDialog } from '@web/components/lazy-dialog';
import { cn } from '@web/lib/cn';

// Loaded when first opened: its form is not part of the settings page's first load.
const EditDowntimeReasonDialog = lazyDialog(() =>
  import('./edit-downtime-reason-dialog').then((module) => module.EditDowntimeReasonDialog),
);

/** What a manager of every plant can do to a reason (none for a manager of one plant). */
export interface ReasonActions {
  disabled: boolean;
  onRetire: () => void;
  onRestore: () => void;
  /** The move up / move down buttons. */
  moves: ReactNode;
}

/** One reason: its name and code, planned by default or not, and what a manager can do with it. */
export function DowntimeReasonRow({ reason, actions }: { reason: DowntimeReason; actions?: ReasonActions }) {
  return (
    <li className="grid gap-2 py-3 sm:flex sm:items-center sm:justify-between">
      <div className={cn('min-w-0', !reason.active && 'text-muted-foreground')}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {reason.label}
          <PlannedBadge planned={reason.planned} />
          {reason.active ? null : <Badge variant="outline">Retired</Badge>}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{reason.code}</p>
      </div>
      {actions ? <ReasonButtons reason={reason} actions={actions} /> : null}
    </li>
  );
}

function ReasonButtons({ reason, actions }: { reason: DowntimeReason; actions: ReasonActions }) {
  const [isEditing, setIsEditing] = useState(false);
  const { disabled, onRetire, onRestore, moves } = actions;
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${reason.label}`}
        disabled={disabled}
        onClick={() => setIsEditing(true)}
      >
        <Pencil aria-hidden />
      </Button>
      {moves}
      {reason.active ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Retire ${reason.label}`}
          disabled={disabled}
          onClick={onRetire}
        >
          <Archive aria-hidden />
          Retire
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Restore ${reason.label}`}
          disabled={disabled}
          onClick={onRestore}
        >
          <ArchiveRestore aria-hidden />
          Restore
        </Button>
      )}
      {isEditing ? <EditDowntimeReasonDialog reason={reason} onOpenChange={setIsEditing} /> : null}
    </div>
  );
}
