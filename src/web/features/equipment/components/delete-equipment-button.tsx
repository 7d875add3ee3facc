import type { Equipment } from '@shared/schemas/equipment';
import { ConfirmDeleteDialog, DeleteTextButton } from '@web/components/confirm-delete-dialog';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useDeleteEquipment } from '../api/delete-equipment';

/** Managers retire a record from the lists; its work orders and history stay (soft delete). */
export function DeleteEquipmentButton({
  equipment,
  onDeleted,
  className,
}: {
  equipment: Equipment;
  onDeleted: () => void;
  className?: string;
}) {
  const remove = useDeleteEquipment();
  // mutateAsync, not mutate's callbacks: the record leaves the screen while the delete is under
  // way (queued deletes are hidden), and this button's callbacks would go with it.
  const handleDelete = () =>
    void remove.mutateAsync(equipment).then(
      (result) => {
        toastSaved(
          result,
          { title: 'Equipment deleted', description: `${equipment.assetTag} - ${equipment.name}` },
          `The deletion of ${equipment.assetTag}`,
        );
        onDeleted();
      },
      (error: unknown) =>
        toast({ variant: 'destructive', title: errorMessage(error, 'Failed to delete equipment') }),
    );
  return (
    <ConfirmDeleteDialog
      trigger={<DeleteTextButton isPending={remove.isPending} className={className} />}
      title={`Delete ${equipment.name}?`}
      description={`${equipment.assetTag} leaves the equipment list and can no longer be scanned. Its work orders and history are kept.`}
      confirmLabel="Delete equipment"
      onConfirm={handleDelete}
    />
  );
}
