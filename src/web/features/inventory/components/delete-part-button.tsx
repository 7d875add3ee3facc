import type { Part } from '@shared/schemas/parts';
import { ConfirmDeleteDialog, DeleteTextButton } from '@web/components/confirm-delete-dialog';
import { errorMessage } from '@web/lib/api-client';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useDeletePart } from '../api/delete-part';

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
  const remove = useDeletePart();
  // mutateAsync, not mutate's callbacks: the part leaves the screen while the delete is under
  // way (queued deletes are hidden), and this button's callbacks would go with it.
  const handleDelete = () =>
    void remove.mutateAsync(part).then(
      (result) => {
        toastSaved(
          result,
          { title: 'Part deleted', description: `${part.partNumber} · ${part.name}` },
          `The deletion of ${part.partNumber}`,
        );
        onDeleted();
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete part',
          description: errorMessage(error, '') || undefined,
        }),
    );
  return (
    <ConfirmDeleteDialog
      trigger={<DeleteTextButton isPending={remove.isPending} className={className} />}
      title={`Delete ${part.name}?`}
      description={`${part.partNumber} leaves the inventory and can no longer be used on work orders. Its stock history and the work orders that used it are kept.`}
      confirmLabel="Delete part"
      onConfirm={handleDelete}
    />
  );
}
