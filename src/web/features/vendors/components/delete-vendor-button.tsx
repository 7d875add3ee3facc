import { Trash2 } from 'lucide-react';
import type { Vendor } from '@shared/schemas/vendors';
import { ConfirmDeleteDialog } from '@web/components/confirm-delete-dialog';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toastSaved } from '@web/lib/offline/queued-toast';
import { toast } from '@web/lib/toast/toast-store';
import { useDeleteVendor } from '../api/delete-vendor';

export const DELETE_VENDOR_QUESTION = 'Are you sure you want to delete this vendor?';

/** Managers remove a vendor from the list; parts keep its name and work orders their history. */
export function DeleteVendorButton({ vendor }: { vendor: Vendor }) {
  const remove = useDeleteVendor();
  // mutateAsync, not mutate's callbacks: the card leaves the list while the delete is under
  // way (queued deletes are hidden), and its callbacks would go with it.
  const handleDelete = () =>
    void remove.mutateAsync(vendor).then(
      (result) =>
        toastSaved(
          result,
          { title: 'Vendor deleted successfully', description: vendor.name },
          `The deletion of ${vendor.name}`,
        ),
      () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete vendor' }),
    );
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${vendor.name}`}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          disabled={remove.isPending}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
        </Button>
      }
      title={DELETE_VENDOR_QUESTION}
      description={`${vendor.name} leaves the vendor list. Parts keep the vendor's name and work orders keep their history.`}
      confirmLabel="Delete vendor"
      onConfirm={handleDelete}
    />
  );
}
