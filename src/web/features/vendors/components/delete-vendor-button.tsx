import { Trash2 } from 'lucide-react';
import type { Vendor } from '@shared/schemas/vendors';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { useT } from '@web/lib/i18n/use-t';
import { toast } from '@web/lib/toast/toast-store';
import { useDeleteVendor } from '../api/delete-vendor';
import { vendorsMessages } from '../messages';

/** Managers remove a vendor from the list; parts keep its name and work orders their history. */
export function DeleteVendorButton({ vendor }: { vendor: Vendor }) {
  const t = useT(vendorsMessages);
  const remove = useDeleteVendor();
  // mutateAsync, not mutate's callbacks: the card leaves the list while the delete is under
  // way (queued deletes are hidden), and its callbacks would go with it.
  const handleDelete = () =>
    void remove.mutateAsync(vendor).then(
      (result) =>
        toastSaved(
          result,
          { title: t('delete.deleted'), description: vendor.name },
          t('delete.queued', { name: vendor.name }),
        ),
      () => toast({ variant: 'destructive', title: t('error.title'), description: t('delete.failed') }),
    );
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('delete.label', { name: vendor.name })}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          disabled={remove.isPending}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
        </Button>
      }
      title={t('delete.question')}
      description={t('delete.description', { name: vendor.name })}
      confirmLabel={t('delete.confirm')}
      onConfirm={handleDelete}
    />
  );
}
