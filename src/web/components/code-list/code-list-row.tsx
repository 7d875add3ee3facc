import { useState, type ReactNode } from 'react';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { codeListMessages } from './messages';

/** An entry of an organization's code list: a stable code, the name people read, retired or not. */
export type CodeListEntry = {
  id: string;
  code: string;
  label: string;
  active: boolean;
  /** Sent as If-Match with each change. */
  version: number;
};

/** What someone who may change the list can do to an entry (none for someone who only reads it). */
export interface CodeListActions {
  disabled: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMove: (step: -1 | 1) => void;
  onRetire: () => void;
  onRestore: () => void;
}

const MOVES = [
  { step: -1, direction: 'up', label: 'moveUp', Icon: ArrowUp },
  { step: 1, direction: 'down', label: 'moveDown', Icon: ArrowDown },
] as const;

/** One entry: its name and code, retired or not, and the buttons to edit, move, retire or restore it. */
export function CodeListRow<TEntry extends CodeListEntry>({
  entry,
  badges,
  actions,
  editVerb,
  editDialog,
}: {
  entry: TEntry;
  /** Shown after the name, before "Retired". */
  badges?: ReactNode;
  actions?: CodeListActions | undefined;
  /** What the edit button is called to a screen reader: "Rename", "Edit". */
  editVerb: string;
  /** The edit dialog, rendered while it is open. */
  editDialog: (onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const t = useT(codeListMessages);
  return (
    <li className="grid gap-2 py-3 sm:flex sm:items-center sm:justify-between">
      <div className={cn('min-w-0', !entry.active && 'text-muted-foreground')}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {entry.label}
          {badges}
          {entry.active ? null : <Badge variant="outline">{t('retired')}</Badge>}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{entry.code}</p>
      </div>
      {actions ? (
        <EntryButtons entry={entry} actions={actions} editVerb={editVerb} editDialog={editDialog} />
      ) : null}
    </li>
  );
}

function EntryButtons({
  entry,
  actions,
  editVerb,
  editDialog,
}: {
  entry: CodeListEntry;
  actions: CodeListActions;
  editVerb: string;
  editDialog: (onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const t = useT(codeListMessages);
  const [isEditing, setIsEditing] = useState(false);
  const { disabled, isFirst, isLast, onMove, onRetire, onRestore } = actions;
  const atEnd = { up: isFirst, down: isLast };
  // An active entry can be retired, a retired one restored: one button, whichever applies.
  const lifecycle = entry.active
    ? {
        action: t('retire'),
        label: t('retireLabel', { label: entry.label }),
        Icon: Archive,
        onClick: onRetire,
      }
    : {
        action: t('restore'),
        label: t('restoreLabel', { label: entry.label }),
        Icon: ArchiveRestore,
        onClick: onRestore,
      };
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('edit', { verb: editVerb, label: entry.label })}
        disabled={disabled}
        onClick={() => setIsEditing(true)}
      >
        <Pencil aria-hidden />
      </Button>
      {MOVES.map(({ step, direction, label, Icon }) => (
        <Button
          key={direction}
          variant="ghost"
          size="icon"
          aria-label={t(label, { label: entry.label })}
          disabled={disabled || atEnd[direction]}
          onClick={() => onMove(step)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
      <Button
        variant="outline"
        size="sm"
        aria-label={lifecycle.label}
        disabled={disabled}
        onClick={lifecycle.onClick}
      >
        <lifecycle.Icon aria-hidden />
        {lifecycle.action}
      </Button>
      {isEditing ? editDialog(setIsEditing) : null}
    </div>
  );
}
