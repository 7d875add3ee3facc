import { useState } from 'react';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import type { CloseOutCode } from '@shared/schemas/close-out';
import { lazyDialog } from '@web/components/lazy-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

// Loaded when first opened: its form is not part of the settings page's first load.
const RenameCloseOutCodeDialog = lazyDialog(() =>
  import('./rename-close-out-code-dialog').then((module) => module.RenameCloseOutCodeDialog),
);

/** What a supervisor of every plant can do to a code (none for someone of one plant). */
export interface CodeActions {
  disabled: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMove: (step: -1 | 1) => void;
  onRetire: () => void;
  onRestore: () => void;
}

/** One code: its name and key, retired or not, and what a supervisor can do with it. */
export function CloseOutCodeRow({ code, actions }: { code: CloseOutCode; actions?: CodeActions }) {
  return (
    <li className="grid gap-2 py-3 sm:flex sm:items-center sm:justify-between">
      <div className={cn('min-w-0', !code.active && 'text-muted-foreground')}>
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {code.label}
          {code.active ? null : <Badge variant="outline">Retired</Badge>}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{code.code}</p>
      </div>
      {actions ? <CodeButtons code={code} actions={actions} /> : null}
    </li>
  );
}

function CodeButtons({ code, actions }: { code: CloseOutCode; actions: CodeActions }) {
  const [isRenaming, setIsRenaming] = useState(false);
  const { disabled, isFirst, isLast, onMove, onRetire, onRestore } = actions;
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Rename ${code.label}`}
        disabled={disabled}
        onClick={() => setIsRenaming(true)}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${code.label} up`}
        disabled={disabled || isFirst}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${code.label} down`}
        disabled={disabled || isLast}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      {code.active ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Retire ${code.label}`}
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
          aria-label={`Restore ${code.label}`}
          disabled={disabled}
          onClick={onRestore}
        >
          <ArchiveRestore aria-hidden />
          Restore
        </Button>
      )}
      {isRenaming ? <RenameCloseOutCodeDialog code={code} onOpenChange={setIsRenaming} /> : null}
    </div>
  );
}
