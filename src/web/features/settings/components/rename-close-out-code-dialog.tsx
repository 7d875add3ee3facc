import {
  updateCloseOutCodeSchema,
  type CloseOutCode,
  type UpdateCloseOutCode,
} from '@shared/schemas/close-out';
import { EditCodeDialog } from '@web/components/code-list/edit-code-dialog';
import { useUpdateCloseOutCode } from '../api/change-close-out-codes';
import { NeedsConnection } from './needs-connection';

const CONFLICT_FIELDS = [{ name: 'label', label: 'Name' }];

/** Rename a close-out code, with If-Match; completed orders show the new name, history the old one. */
export function RenameCloseOutCodeDialog({
  code,
  onOpenChange,
}: {
  code: CloseOutCode;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateCloseOutCode();
  return (
    <EditCodeDialog
      entry={code}
      onOpenChange={onOpenChange}
      title="Rename code"
      description={
        <>
          Completed orders show the new name; their history keeps the one they were closed out with. Its code,{' '}
          {code.code}, stays as exports and the analytics know it.
        </>
      }
      savedTitle="Code renamed"
      failedTitle="The code was not renamed"
      offlineNotice={<NeedsConnection what="Changing close-out codes" />}
      schema={updateCloseOutCodeSchema}
      defaultValues={{ label: code.label }}
      fields={['label']}
      conflictFields={CONFLICT_FIELDS}
      changesOf={(changes: UpdateCloseOutCode) => (changes.label === code.label ? null : changes)}
      save={(current, changes) => update.mutateAsync({ code: current, changes })}
      isSaving={update.isPending}
    />
  );
}
