import type { CloseOutCode } from '@shared/schemas/close-out';
import { CodeListRow, type CodeListActions } from '@web/components/code-list/code-list-row';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useT } from '@web/lib/i18n/use-t';
import { settingsMessages } from '../messages';

// Loaded when first opened: its form is not part of the settings page's first load.
const RenameCloseOutCodeDialog = lazyDialog(() =>
  import('./rename-close-out-code-dialog').then((module) => module.RenameCloseOutCodeDialog),
);

/** One code: its name and key, retired or not, and what a supervisor of every plant can do with it. */
export function CloseOutCodeRow({ code, actions }: { code: CloseOutCode; actions?: CodeListActions }) {
  const t = useT(settingsMessages);
  return (
    <CodeListRow
      entry={code}
      actions={actions}
      editVerb={t('codes.rename')}
      editDialog={(onOpenChange) => <RenameCloseOutCodeDialog code={code} onOpenChange={onOpenChange} />}
    />
  );
}
