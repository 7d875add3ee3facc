import { useState, type FormEvent } from 'react';
import { FolderInput } from 'lucide-react';
import type { Equipment, UpdateEquipment } from '@shared/schemas/equipment';
import {
  conflictRows,
  FormDialogActions,
  useVersionedSave,
  VersionConflictPanel,
  type SaveOutcome,
  useConflictWords,
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
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../messages';
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
  const t = useT(equipmentMessages);
  const conflictWords = useConflictWords();
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
    toastSaved(
      outcome.saved,
      { title: t('move.moved', { tag: equipment.assetTag }) },
      t('move.queued', { tag: equipment.assetTag }),
    );
    setIsOpen(false);
    onMoved(outcome.saved);
  };
  const onFailure = (error: unknown) => setProblem(errorMessage(error, t('move.failed')));

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
        {t('move.button')}
      </Button>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('move.title', { tag: equipment.assetTag })}</DialogTitle>
          <DialogDescription>{t('move.description')}</DialogDescription>
        </DialogHeader>
        {conflict ? (
          <VersionConflictPanel
            rows={conflictRows(
              [
                { name: 'parentId', label: t('form.partOf'), format: assetLabel },
                { name: 'locationId', label: t('form.location'), format: placeLabel },
              ],
              conflict.current,
              conflict.changes,
              { words: conflictWords },
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
            <FormField label={t('form.partOf')}>
              <ParentAssetPicker
                selfId={equipment.id}
                value={placement.parentId}
                onChange={(parentId) => setPlacement((current) => ({ ...current, parentId }))}
              />
            </FormField>
            <FormField label={t('form.location')}>
              <LocationPicker
                value={placement.locationId}
                onChange={(locationId) => setPlacement((current) => ({ ...current, locationId }))}
                placeholder={t('form.noLocation')}
              />
            </FormField>
            {problem ? (
              <Alert variant="destructive" title={t('move.refused')}>
                {problem}
              </Alert>
            ) : null}
            <FormDialogActions
              className="mt-2"
              onCancel={() => setIsOpen(false)}
              submitLabel={t('move.submit')}
              isSaving={update.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
