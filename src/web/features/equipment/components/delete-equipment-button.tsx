import type { Equipment } from '@shared/schemas/equipment';
import { ConfirmDeleteDialog, DeleteTextButton } from '@web/components/confirm-delete-dialog';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useT } from '@web/lib/i18n/use-t';
import { useDeleteEquipment } from '../api/delete-equipment';
import { equipmentMessages } from '../messages';

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
  const t = useT(equipmentMessages);
  const remove = useDeleteEquipment();
  // mutateAsync, not mutate's callbacks: the record leaves the screen while the delete is under
  // way (queued deletes are hidden), and this button's callbacks would go with it.
  const handleDelete = () =>
    void remove.mutateAsync(equipment).then(
      (result) => {
        toastSaved(
          result,
          {
            title: t('delete.deleted'),
            description: t('delete.deletedDescription', { tag: equipment.assetTag, name: equipment.name }),
          },
          t('delete.queued', { tag: equipment.assetTag }),
        );
        onDeleted();
      },
      (error: unknown) => toast({ variant: 'destructive', title: errorMessage(error, t('delete.failed')) }),
    );
  return (
    <ConfirmDeleteDialog
      trigger={<DeleteTextButton isPending={remove.isPending} className={className} />}
      title={t('delete.title', { name: equipment.name })}
      description={t('delete.description', { tag: equipment.assetTag })}
      confirmLabel={t('delete.confirm')}
      onConfirm={handleDelete}
    />
  );
}
