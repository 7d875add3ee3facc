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
} from '@web/components/edit-dialog';
import {
  LOCATION_KIND_LABELS,
  LocationPicker,
  labelOfLocation,
  useLocationTree,
} from '@web/components/locations';
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
import { applyServerFieldErrors, changedFields, useAppForm } from '@web/lib/forms';
import { toast } from '@web/lib/toast/toast-store';
import { useCreateLocation, useUpdateLocation } from '../api/change-locations';

const FIELDS = ['name', 'code', 'kind', 'parentId'] as const;
const KIND_OPTIONS = LOCATION_KINDS.map((kind): [LocationKind, string] => [kind, LOCATION_KIND_LABELS[kind]]);

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
  return (
    <EnumSelect {...field} value={kind.value ?? 'other'} onChange={kind.onChange} options={KIND_OPTIONS} />
  );
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
    toast({ variant: 'destructive', title: errorMessage(error, 'Failed to save the location') });
  };
  const onOutcome = (outcome: SaveOutcome<unknown>) => {
    if (outcome.status !== 'saved') return;
    toast({ title: 'Location updated' });
    onClose();
  };

  const onSubmit = (values: CreateLocation) => {
    if (!editing) {
      create.mutate(values, {
        onSuccess: (created) => {
          toast({ title: 'Location added', description: locationLabel(created) });
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
    (typeof id === 'string' ? labelOfLocation(tree.data, id) : null) ?? 'Top level';
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${editing.name}` : 'Add location'}</DialogTitle>
          <DialogDescription>
            A site, a building, an area or a line. Codes are unique in the warehouse.
          </DialogDescription>
        </DialogHeader>
        {conflict ? (
          <VersionConflictPanel
            rows={conflictRows(
              [
                { name: 'name', label: 'Name' },
                { name: 'code', label: 'Code' },
                { name: 'kind', label: 'Kind', format: (kind) => LOCATION_KIND_LABELS[kind as LocationKind] },
                { name: 'parentId', label: 'Inside', format: placeName },
              ],
              conflict.current,
              conflict.changes,
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
            <FormField label="Name" error={formState.errors.name?.message}>
              <Input autoComplete="off" placeholder="e.g. Packing line 1" {...register('name')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Code"
                error={formState.errors.code?.message}
                hint="On drawings and labels: letters, digits, . _ -"
              >
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="e.g. B2-L1"
                  className="font-mono"
                  {...register('code')}
                />
              </FormField>
              <FormField label="Kind" error={formState.errors.kind?.message}>
                <KindField control={control} />
              </FormField>
            </div>
            <FormField label="Inside" error={formState.errors.parentId?.message}>
              <LocationPicker
                value={parent.value ?? null}
                onChange={(id) => parent.onChange(id)}
                noneLabel="Top level (a site)"
                excludeIds={excluded}
              />
            </FormField>
            <FormDialogActions
              onCancel={onClose}
              submitLabel={editing ? 'Save changes' : 'Add location'}
              isSaving={create.isPending || update.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
