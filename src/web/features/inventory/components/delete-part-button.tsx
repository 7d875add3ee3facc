import type { Part } from '@shared/schemas/parts';
import { ConfirmDeleteDialog, DeleteTextButton } from '@web/components/confirm-delete-dialog';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useT } from '@web/lib/i18n/use-t';
import { useDeletePart } from '../api/delete-part';
import { inventoryMessages } from '../messages';

/** Managers take a part out of the inventory; its stock history and past work orders keep it (soft delete). */
export function DeletePartButton({
  part,
  onDeleted,
  className,
}: {
  part: Part;
  onDeleted: () => void;
  className?: string;
}) {
  const t = useT(inventoryMessages);
  const remove = useDeletePart();
  // mutateAsync, not mutate's callbacks: the part leaves the screen while the delete is under
  // way (queued deletes are hidden), and this button's callbacks would go with it.
  const handleDelete = () =>
    void remove.mutateAsync(part).then(
      (result) => {
        toastSaved(
          result,
          { title: t('delete.done'), description: `${part.partNumber} · ${part.name}` },
          t('delete.queued', { partNumber: part.partNumber }),
        );
        onDeleted();
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t('delete.failed'),
          description: errorMessage(error, '') || undefined,
        }),
    );
  return (
    <ConfirmDeleteDialog
      trigger={<DeleteTextButton isPending={remove.isPending} className={className} />}
      title={t('delete.title', { name: part.name })}
      description={t('delete.description', { partNumber: part.partNumber })}
      confirmLabel={t('delete.confirm')}
      onConfirm={handleDelete}
    />
  );
}
