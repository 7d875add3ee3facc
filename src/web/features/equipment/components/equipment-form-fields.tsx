import type { ReactNode } from 'react';
import { useController, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { CreateEquipmentInput } from '@shared/schemas/equipment';
import { FormField } from '@web/components/ui/form-field';
import { Input, inputClasses } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { LocationPicker } from '@web/components/locations';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';
import { CRITICALITY_LABELS, EQUIPMENT_STATUS_LABELS } from './equipment-badges';
import { ParentAssetPicker } from './parent-asset-picker';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The Location field: a place from the warehouse's tree (issue 24), bound to `locationId`. */
function LocationField({
  control,
  ...field
}: FieldControlProps & { control: Control<CreateEquipmentInput> }) {
  const t = useT(equipmentMessages);
  const { field: location } = useController({ control, name: 'locationId' });
  return (
    <LocationPicker
      {...field}
      value={location.value ?? null}
      onChange={(id) => location.onChange(id)}
      placeholder={t('form.noLocation')}
    />
  );
}

/** The "Part of" field, bound to `parentId`. */
function ParentField({
  control,
  selfId,
  ...field
}: FieldControlProps & { control: Control<CreateEquipmentInput>; selfId?: string }) {
  const { field: parent } = useController({ control, name: 'parentId' });
  return (
    <ParentAssetPicker
      {...field}
      selfId={selfId}
      value={parent.value ?? null}
      onChange={(id) => parent.onChange(id)}
    />
  );
}

function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="ml-0.5 text-destructive" aria-hidden>
        *
      </span>
    </>
  );
}

/**
 * A select bound to the form. It takes the id FormField hands its child, so the label is
 * wired to the trigger (a Controller in between would swallow it).
 */
function ChoiceSelect({
  control,
  name,
  labels,
  ...triggerProps
}: {
  control: Control<CreateEquipmentInput>;
  name: 'status' | 'criticality';
  labels: Readonly<Record<string, keyof typeof equipmentMessages.source>>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const t = useT(equipmentMessages);
  const { field } = useController({ control, name });
  return (
    <Select value={field.value} onValueChange={field.onChange}>
      <SelectTrigger {...triggerProps} onBlur={field.onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {Object.entries(labels).map(([value, label]) => (
          <SelectItem key={value} value={value}>
            {t(label)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The fields of the Add and Edit equipment dialogs (core spec §5 messages via the shared schema). */
export function EquipmentFormFields({
  register,
  control,
  errors,
  selfId,
}: {
  register: UseFormRegister<CreateEquipmentInput>;
  control: Control<CreateEquipmentInput>;
  errors: FieldErrors<CreateEquipmentInput>;
  /** The record being edited, which cannot be its own parent. */
  selfId?: string;
}) {
  const t = useT(equipmentMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={<Required>{t('form.name')}</Required>} error={errors.name?.message}>
        <Input autoComplete="off" placeholder={t('form.namePlaceholder')} {...register('name')} />
      </FormField>
      <FormField
        label={<Required>{t('form.assetTag')}</Required>}
        error={errors.assetTag?.message}
        hint={t('form.assetTagHint')}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('form.assetTagPlaceholder')}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          {...register('assetTag', { setValueAs: (value: string) => value.toUpperCase() })}
        />
      </FormField>
      <FormField label={<Required>{t('form.model')}</Required>} error={errors.model?.message}>
        <Input autoComplete="off" {...register('model')} />
      </FormField>
      <FormField label={t('form.manufacturer')} error={errors.manufacturer?.message}>
        <Input autoComplete="off" {...register('manufacturer')} />
      </FormField>
      <FormField
        label={<Required>{t('form.description')}</Required>}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        <textarea
          rows={3}
          placeholder={t('form.descriptionPlaceholder')}
          className={cn(inputClasses, 'h-auto min-h-20 resize-y')}
          {...register('description')}
        />
      </FormField>
      <FormField label={t('form.location')} error={errors.locationId?.message}>
        <LocationField control={control} />
      </FormField>
      <FormField label={t('form.partOf')} error={errors.parentId?.message}>
        <ParentField control={control} selfId={selfId} />
      </FormField>
      <FormField label={t('form.serialNumber')} error={errors.serialNumber?.message}>
        <Input autoComplete="off" spellCheck={false} {...register('serialNumber')} />
      </FormField>
      <FormField label={t('form.status')} error={errors.status?.message}>
        <ChoiceSelect control={control} name="status" labels={EQUIPMENT_STATUS_LABELS} />
      </FormField>
      <FormField label={t('form.criticality')} error={errors.criticality?.message}>
        <ChoiceSelect control={control} name="criticality" labels={CRITICALITY_LABELS} />
      </FormField>
      <FormField label={t('form.installDate')} error={errors.installDate?.message}>
        <Input type="date" {...register('installDate')} />
      </FormField>
      <FormField label={t('form.warrantyExpiry')} error={errors.warrantyExpiry?.message}>
        <Input type="date" {...register('warrantyExpiry')} />
      </FormField>
    </div>
  );
}
