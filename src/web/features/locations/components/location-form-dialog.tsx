import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, type Control } from 'react-hook-form';
import { LOCATION_KINDS, type LocationKind } from '@shared/domain';
import { subtreeIds } from '@shared/location-subtree';
import {
  createLocationSchema,
  locationLabel,
  type CreateLocation,
  type CreateLocationInput,
  type Location,
  type LocationTreeNode,
  type UpdateLocation,
} from '@shared/schemas/locations';
import {
  conflictRows,
  FormDialogActions,
  useVersionedSave,
  VersionConflictPanel,
  type SaveOutcome,
  useConflictWords,
} from '@web/components/edit-dialog';
import { LocationPicker, useLocationLabels, useLocationTree } from '@web/components/locations';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EnumSelect } from '@web/components/ui/enum-select';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { applyServerFieldErrors, changedFields, useAppForm } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useCreateLocation, useUpdateLocation } from '../api/change-locations';
import { locationsMessages } from '../messages';

const FIELDS = ['name', 'code', 'kind', 'parentId'] as const;

/** What the dialog does: add a location (under a parent, or at the top level), or edit one. */
export type LocationDialogMode =
  { kind: 'add'; parentId: string | null } | { kind: 'edit'; location: LocationTreeNode };

function initialValues(mode: LocationDialogMode): CreateLocationInput {
  if (mode.kind === 'add') return { name: '', code: '', kind: 'other', parentId: mode.parentId };
  const { name, code, kind, parentId } = mode.location;
  return { name, code, kind, parentId };
}

/** Takes the id FormField hands its child, so the label names the select. */
function KindField({ control, ...field }: { control: Control<CreateLocationInput>; id?: string }) {
  const { field: kind } = useController({ control, name: 'kind' });
  const places = useLocationLabels();
  const options = LOCATION_KINDS.map((each): [LocationKind, string] => [each, places.kind(each)]);
  return <EnumSelect {...field} value={kind.value ?? 'other'} onChange={kind.onChange} options={options} />;
}

/**
 * Add or edit a location: name, code, kind and the location it sits in. An edit sends only what
 * changed, with If-Match; a new parent inside its own subtree is not offered (and the server
 * would refuse it with 409).
 */
export function LocationFormDialog({
  mode,
  onClose,
}: {
  mode: LocationDialogMode | null;
  onClose: () => void;
}) {
  const t = useT(locationsMessages);
  const conflictWords = useConflictWords();
  const places = useLocationLabels();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const tree = useLocationTree();
  const saving = useVersionedSave((location: Location, changes: UpdateLocation) =>
    update.mutateAsync({ location, changes }),
  );
  const form = useAppForm<CreateLocationInput, unknown, CreateLocation>({
    resolver: zodResolver(createLocationSchema),
    defaultValues: mode ? initialValues(mode) : undefined,
  });
  const { formRef, register, control, handleSubmit, reset, setError, formState } = form;
  const { field: parent } = useController({ control, name: 'parentId' });
  const { clear } = saving;

  useEffect(() => {
    if (!mode) return;
    reset(initialValues(mode));
    clear();
  }, [mode, reset, clear]);

  const editing = mode?.kind === 'edit' ? mode.location : null;
  const excluded = useMemo(
    () => (editing ? subtreeIds(tree.data ?? [], editing.id) : undefined),
    [editing, tree.data],
  );

  const onFailure = (error: unknown) => {
    applyServerFieldErrors(error, setError, FIELDS);
    toast({ variant: 'destructive', title: errorMessage(error, t('form.saveFailed')) });
  };
  const onOutcome = (outcome: SaveOutcome<unknown>) => {
    if (outcome.status !== 'saved') return;
    toast({ title: t('form.updated') });
    onClose();
  };

  const onSubmit = (values: CreateLocation) => {
    if (!editing) {
      create.mutate(values, {
        onSuccess: (created) => {
          toast({ title: t('form.added'), description: locationLabel(created) });
          onClose();
        },
        onError: onFailure,
      });
      return;
    }
    const changes = changedFields(values, formState.dirtyFields, FIELDS) as UpdateLocation;
    if (Object.keys(changes).length === 0) return onClose();
    void saving.submit(editing, changes).then(onOutcome, onFailure);
  };

  const conflict = saving.conflict;
  const placeName = (id: unknown) =>
    (typeof id === 'string' ? places.labelOf(tree.data, id) : null) ?? t('form.topLevel');
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        {conflict ? (
          <VersionConflictPanel
            rows={conflictRows(
              [
                { name: 'name', label: t('form.name') },
                { name: 'code', label: t('form.code') },
                {
                  name: 'kind',
                  label: t('form.kind'),
                  format: (kind) => places.kind(kind as LocationKind),
                },
                { name: 'parentId', label: t('form.inside'), format: placeName },
              ],
              conflict.current,
              conflict.changes,
              { words: conflictWords },
            )}
            onReapply={() => void saving.reapply().then(onOutcome, onFailure)}
            onDiscard={() => {
              saving.discard();
              onClose();
            }}
            isReapplying={update.isPending}
          />
        ) : (
          <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
            <FormField label={t('form.name')} error={formState.errors.name?.message}>
              <Input autoComplete="off" placeholder={t('form.namePlaceholder')} {...register('name')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('form.code')}
                error={formState.errors.code?.message}
                hint={t('form.codeHint')}
              >
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t('form.codePlaceholder')}
                  className="font-mono"
                  {...register('code')}
                />
              </FormField>
              <FormField label={t('form.kind')} error={formState.errors.kind?.message}>
                <KindField control={control} />
              </FormField>
            </div>
            <FormField label={t('form.inside')} error={formState.errors.parentId?.message}>
              <LocationPicker
                value={parent.value ?? null}
                onChange={(id) => parent.onChange(id)}
                noneLabel={t('form.topLevelSite')}
                excludeIds={excluded}
              />
            </FormField>
            <FormDialogActions
              onCancel={onClose}
              submitLabel={editing ? t('form.save') : t('form.addTitle')}
              isSaving={create.isPending || update.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
