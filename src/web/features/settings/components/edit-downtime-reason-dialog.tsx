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
import { useT } from '@web/lib/i18n/use-t';
import { useUpdateDowntimeReason } from '../api/change-downtime-reasons';
import { settingsMessages } from '../messages';
import { NeedsConnection } from './needs-connection';

interface ReasonValues {
  label: string;
  planned: boolean;
}

const FIELDS = ['label', 'planned'] as const satisfies readonly (keyof ReasonValues)[];
const CONFLICT_FIELDS = [
  { name: 'label', label: 'codes.name' },
  { name: 'planned', label: 'downtime.plannedByDefault' },
] as const;

/** Rename a reason or change whether its stops count as planned, with If-Match. */
export function EditDowntimeReasonDialog({
  reason,
  onOpenChange,
}: {
  reason: DowntimeReason;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT(settingsMessages);
  const update = useUpdateDowntimeReason();
  return (
    <EditCodeDialog
      entry={reason}
      onOpenChange={onOpenChange}
      title={t('downtime.editTitle')}
      description={t('downtime.editDescription', { code: reason.code })}
      savedTitle={t('downtime.saved')}
      failedTitle={t('downtime.notSaved')}
      offlineNotice={<NeedsConnection what="downtimeReasons" />}
      schema={createDowntimeReasonSchema}
      defaultValues={{ label: reason.label, planned: reason.planned } satisfies ReasonValues}
      fields={FIELDS}
      conflictFields={CONFLICT_FIELDS.map((field) => ({ ...field, label: t(field.label) }))}
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
                {t('downtime.plannedByDefault')}
              </Label>
            </div>
          )}
        />
      )}
    />
  );
}
