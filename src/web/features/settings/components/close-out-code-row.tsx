import type { CloseOutCode } from '@shared/schemas/close-out';
import { CodeListRow, type CodeListActions } from '@web/components/code-list/code-list-row';
import { lazyDialog } from '@web/components/lazy-dialog';

// Loaded when first opened: its form is not part of the settings page's first load.
const RenameCloseOutCodeDialog = lazyDialog(() =>
  import('./rename-close-out-code-dialog').then((module) => module.RenameCloseOutCodeDialog),
);

/** One code: its name and key, retired or not, and what a supervisor of every plant can do with it. */
export function CloseOutCodeRow({ code, actions }: { code: CloseOutCode; actions?: CodeListActions }) {
  return (
    <CodeListRow
      entry={code}
      actions={actions}
      editVerb="Rename"
      editDialog={(onOpenChange) => <RenameCloseOutCodeDialog code={code} onOpenChange={onOpenChange} />}
    />
  );
}
