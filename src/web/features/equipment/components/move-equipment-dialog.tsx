import { useState, type FormEvent } from 'react';
import { FolderInput } from 'lucide-react';
import type { Equipment, UpdateEquipment } from '@shared/schemas/equipment';
import {
  conflictRows,
  FormDialogActions,
  useVersionedSave,
  VersionConflictPanel,
  type SaveOutcome,
} from '@web/components/edit-dialog';
import { LocationPicker } from '@web/components/locations';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { useUpdateEquipment } from '../api/update-equipment';
import { ParentAssetPicker } from './parent-asset-picker';
import { useAssetLabel, usePlaceLabel } from './place-labels';

interface Placement {
  parentId: string | null;
  locationId: string | null;
}

/** Only what the person changed, so a move of the parent leaves a location set meanwhile alone. */
function changesOf(equipment: Equipment, next: Placement): UpdateEquipment {
  const changes: UpdateEquipment = {};
  if (next.parentId !== equipment.parentId) changes.parentId = next.parentId;
  if (next.locationId !== equipment.locationId) changes.locationId = next.locationId;
  return changes;
}

/**
 * "Move to…" (issue 24): puts an asset under another one ("Part of") and/or at another location,
 * with If-Match. A move the server refuses (into its own parts, too deep, another warehouse)
 * keeps the dialog open with the server's reason.
 */
export function MoveEquipmentDialog({
  equipment,
  onMoved,
  className,
}: {
  equipment: Equipment;
  onMoved: (saved: Equipment) => void;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement>({ parentId: null, locationId: null });
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateEquipment();
  const saving = useVersionedSave((record: Equipment, changes: UpdateEquipment) =>
    update.mutateAsync({ equipment: record, changes }),
  );
  const placeLabel = usePlaceLabel();
  const assetLabel = useAssetLabel();

  const open = (next: boolean) => {
    if (next) setPlacement({ parentId: equipment.parentId, locationId: equipment.locationId });
    setProblem(null);
    saving.clear();
    setIsOpen(next);
  };

  const onOutcome = (outcome: SaveOutcome<Equipment>) => {
    if (outcome.status !== 'saved') return;
    toastSaved(outcome.saved, { title: `${equipment.assetTag} moved` }, `The move of ${equipment.assetTag}`);
    setIsOpen(false);
    onMoved(outcome.saved);
  };
  const onFailure = (error: unknown) => setProblem(errorMessage(error, 'Failed to move equipment'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(equipment, placement);
    if (Object.keys(changes).length === 0) return setIsOpen(false);
    setProblem(null);
    void saving.submit(equipment, changes).then(onOutcome, onFailure);
  };

  const conflict = saving.conflict;
  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <Button variant="outline" className={className} onClick={() => open(true)}>
        <FolderInput aria-hidden />
        Move to…
      </Button>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Move {equipment.assetTag}</DialogTitle>
          <DialogDescription>
            Choose the asset it is part of and where it stands. Its parts move with it.
          </DialogDescription>
        </DialogHeader>
        {conflict ? (
          <VersionConflictPanel
            rows={conflictRows(
              [
                { name: 'parentId', label: 'Part of', format: assetLabel },
                { name: 'locationId', label: 'Location', format: placeLabel },
              ],
              conflict.current,
              conflict.changes,
            )}
            onReapply={() => void saving.reapply().then(onOutcome, onFailure)}
            onDiscard={() => {
              const current = saving.discard();
              setIsOpen(false);
              if (current) onMoved(current);
            }}
            isReapplying={update.isPending}
          />
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <FormField label="Part of">
              <ParentAssetPicker
                selfId={equipment.id}
                value={placement.parentId}
                onChange={(parentId) => setPlacement((current) => ({ ...current, parentId }))}
              />
            </FormField>
            <FormField label="Location">
              <LocationPicker
                value={placement.locationId}
                onChange={(locationId) => setPlacement((current) => ({ ...current, locationId }))}
                placeholder="No location"
              />
            </FormField>
            {problem ? (
              <Alert variant="destructive" title="This move was refused">
                {problem}
              </Alert>
            ) : null}
            <FormDialogActions
              className="mt-2"
              onCancel={() => setIsOpen(false)}
              submitLabel="Move"
              isSaving={update.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
