import { useMemo, useState, type FormEvent } from 'react';
import { subtreeIds } from '@shared/location-subtree';
import type { LocationTreeNode } from '@shared/schemas/locations';
import { FormDialogActions } from '@web/components/edit-dialog';
import { LocationPicker, useLocationTree } from '@web/components/locations';
import { Alert } from '@web/components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useUpdateLocation } from '../api/change-locations';
import { locationsMessages } from '../messages';

/**
 * "Move to…" for a location: a new parent, or the top level. Its own subtree is not offered; a
 * move the server still refuses (someone moved things meanwhile) keeps the dialog open with the
 * server's reason. The keyboard's way to do what dragging a row does.
 */
export function MoveLocationDialog({
  location,
  onClose,
}: {
  location: LocationTreeNode | null;
  onClose: () => void;
}) {
  const t = useT(locationsMessages);
  const tree = useLocationTree();
  const update = useUpdateLocation();
  const [parentId, setParentId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  // A new location to move starts from where it is now, with no old message.
  if (location && openedFor !== location.id) {
    setOpenedFor(location.id);
    setParentId(location.parentId);
    setProblem(null);
  }
  const excluded = useMemo(
    () => (location ? subtreeIds(tree.data ?? [], location.id) : undefined),
    [location, tree.data],
  );

  const close = () => {
    setOpenedFor(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!location) return;
    if (parentId === location.parentId) return close();
    // The version the tree holds now: a rename meanwhile is not a reason to refuse the move.
    const current = tree.data?.find((node) => node.id === location.id) ?? location;
    setProblem(null);
    update.mutate(
      { location: current, changes: { parentId } },
      {
        onSuccess: () => {
          toast({ title: t('page.moved', { name: location.name }) });
          close();
        },
        onError: (error) => setProblem(errorMessage(error, t('move.failed'))),
      },
    );
  };

  return (
    <Dialog open={location !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('move.title', { name: location?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('move.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label={t('move.into')}>
            <LocationPicker
              value={parentId}
              onChange={setParentId}
              noneLabel={t('move.topLevel')}
              excludeIds={excluded}
            />
          </FormField>
          {problem ? (
            <Alert variant="destructive" title={t('move.refused')}>
              {problem}
            </Alert>
          ) : null}
          <FormDialogActions onCancel={close} submitLabel={t('move.submit')} isSaving={update.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
