import {
  updateCloseOutCodeSchema,
  type CloseOutCode,
  type UpdateCloseOutCode,
} from '@shared/schemas/close-out';
import { EditCodeDialog } from '@web/components/code-list/edit-code-dialog';
import { useT } from '@web/lib/i18n/use-t';
import { useUpdateCloseOutCode } from '../api/change-close-out-codes';
import { settingsMessages } from '../messages';
import { NeedsConnection } from './needs-connection';

/** Rename a close-out code, with If-Match; completed orders show the new name, history the old one. */
export function RenameCloseOutCodeDialog({
  code,
  onOpenChange,
}: {
  code: CloseOutCode;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(settingsMessages);
  const update = useUpdateCloseOutCode();
  return (
    <EditCodeDialog
      entry={code}
      onOpenChange={onOpenChange}
      title={t('closeOut.renameTitle')}
      description={t('closeOut.renameDescription', { code: code.code })}
      savedTitle={t('closeOut.renamed')}
      failedTitle={t('closeOut.notRenamed')}
      offlineNotice={<NeedsConnection what="closeOutCodes" />}
      schema={updateCloseOutCodeSchema}
      defaultValues={{ label: code.label }}
      fields={['label']}
      conflictFields={[{ name: 'label', label: t('codes.name') }]}
      changesOf={(changes: UpdateCloseOutCode) => (changes.label === code.label ? null : changes)}
      save={(current, changes) => update.mutateAsync({ code: current, changes })}
      isSaving={update.isPending}
    />
  );
}
