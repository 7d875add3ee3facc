import { Controller } from 'react-hook-form';
import {
  createDowntimeReasonSchema,
  type DowntimeReason,
  type UpdateDowntimeReason,
} from '@shared/schemas/downtime';
import { EditCodeDialog } from '@web/components/code-list/edit-code-dialog';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { changedFields } from '@web/lib/forms';
import { useUpdateDowntimeReason } from '../api/change-downtime-reasons';
import { NeedsConnection } from './needs-connection';

interface ReasonValues {
  label: string;
  planned: boolean;
}

const FIELDS = ['label', 'planned'] as const satisfies readonly (keyof ReasonValues)[];
const CONFLICT_FIELDS = [
  { name: 'label', label: 'Name' },
  { name: 'planned', label: 'Planned by default' },
];

/** Rename a reason or change whether its stops count as planned, with If-Match. */
export function EditDowntimeReasonDialog({
  reason,
  onOpenChange,
}: {
  reason: DowntimeReason;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateDowntimeReason();
  return (
    <EditCodeDialog
      entry={reason}
      onOpenChange={onOpenChange}
      title="Edit reason"
      description={
        <>Past downtime shows the new name too. Its code, {reason.code}, stays as exports know it.</>
      }
      savedTitle="Reason saved"
      failedTitle="The reason was not saved"
      offlineNotice={<NeedsConnection what="Changing downtime reasons" />}
      schema={createDowntimeReasonSchema}
      defaultValues={{ label: reason.label, planned: reason.planned } satisfies ReasonValues}
      fields={FIELDS}
      conflictFields={CONFLICT_FIELDS}
      changesOf={(values, dirty) => {
        const changes = changedFields(values, dirty, FIELDS) as UpdateDowntimeReason;
        return Object.keys(changes).length === 0 ? null : changes;
      }}
      save={(current, changes) => update.mutateAsync({ reason: current, changes })}
      isSaving={update.isPending}
      extraFields={(control) => (
        <Controller
          control={control}
          name="planned"
          render={({ field }) => (
            <div className="flex min-h-11 items-center gap-3">
              <Checkbox
                id={`reason-planned-${reason.id}`}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <Label htmlFor={`reason-planned-${reason.id}`} className="cursor-pointer">
                Planned by default
              </Label>
            </div>
          )}
        />
      )}
    />
  );
}
